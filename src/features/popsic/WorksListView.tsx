import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { PopsicEpoch } from '../../../domain/popsic';
import type { CardPage } from '../../api/popsic';
import { CardGrid, cardGridSx } from '../../components/CardGrid';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { msg } from '../../text/messages';
import { popsicPaths } from './links';
import { WorkCardItem } from './WorkCardItem';

const t = msg.popsicPages;
const COLUMNS = { xs: 2, sm: 3, md: 4 } as const;

export interface WorksListViewProps {
  epoch: PopsicEpoch;
  /** The page's heading (the category's name, or 搜索结果：{value}). */
  title: string;
  /** Beside the heading (the search page's clear button, its search box). */
  actions?: ReactNode;
  query: UseQueryResult<CardPage>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText: string;
}

/**
 * A paged list of works (000 §2.3 allWorks and searchWorks, 40 a page): back to the epoch's home, the
 * heading, the cards, the pager; loading, error (retry) and empty states.
 */
export function WorksListView({
  epoch,
  title,
  actions,
  query,
  page,
  pageSize,
  onPage,
  emptyText,
}: WorksListViewProps) {
  return (
    <Box data-testid="works-list-page">
      <Button component={RouterLink} to={popsicPaths.works(epoch)} startIcon={<ArrowBack />} size="small">
        {t.backToWorks}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1, mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography
          component="h1"
          variant="h5"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {actions}
      </Stack>
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
            <CardGrid columns={COLUMNS} aria-label={title} data-testid="works-list">
              {data.rows.map((card) => (
                <WorkCardItem key={card.id} card={card} to={popsicPaths.work(card.id, epoch)} />
              ))}
            </CardGrid>
            <Pager page={page} onPage={onPage} total={data.total} pageSize={pageSize} label={t.pagesLabel} />
          </Box>
        )}
      </QueryView>
    </Box>
  );
}
