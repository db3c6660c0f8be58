import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { CardPage } from '../../api/popsic';
import { CardGrid, cardGridSx } from '../../components/CardGrid';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import type { WorkCard } from '../../schemas/popsic';
import { msg } from '../../text/messages';
import { WorkCardItem } from './WorkCardItem';

const COLUMNS = { xs: 2, sm: 3, md: 4 } as const;

export interface CardResultsProps {
  query: UseQueryResult<CardPage>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText: string;
  /** The list's accessible name and its test id. */
  label: string;
  testId: string;
  /** The pager's accessible name. */
  pagerLabel: string;
  linkOf: (card: WorkCard) => string;
  /** The cards' title level: h3 under a section's h2 (the default), h2 right under the page's h1. */
  cardHeading?: 'h2' | 'h3';
}

/**
 * A page of work or micro-lecture cards with its pager (000 §2.3: 40 a page): card-shaped placeholders
 * while loading, the error with retry, the empty text, and the previous page dimmed while the next loads.
 */
export function CardResults({
  query,
  page,
  pageSize,
  onPage,
  emptyText,
  label,
  testId,
  pagerLabel,
  linkOf,
  cardHeading,
}: CardResultsProps) {
  return (
    <QueryView
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      emptyText={emptyText}
      loading={
        <Box sx={cardGridSx(COLUMNS)} role="progressbar" aria-label={msg.app.loading}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={200} />
          ))}
        </Box>
      }
    >
      {(data) => (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          <CardGrid columns={COLUMNS} aria-label={label} data-testid={testId}>
            {data.rows.map((card) => (
              <WorkCardItem key={card.id} card={card} to={linkOf(card)} heading={cardHeading} />
            ))}
          </CardGrid>
          <Pager page={page} onPage={onPage} total={data.total} pageSize={pageSize} label={pagerLabel} />
        </Box>
      )}
    </QueryView>
  );
}
