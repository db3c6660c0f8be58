import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { PopsicEpoch } from '../../../domain/popsic';
import type { CardPage } from '../../api/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { CardResults } from './CardResults';
import { popsicPaths } from './links';

const t = popsicPagesMsg;

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
      <CardResults
        query={query}
        page={page}
        pageSize={pageSize}
        onPage={onPage}
        emptyText={emptyText}
        label={title}
        pagerLabel={t.pagesLabel}
        testId="works-list"
        cardHeading="h2"
        linkOf={(card) => popsicPaths.work(card.id, epoch)}
      />
    </Box>
  );
}
