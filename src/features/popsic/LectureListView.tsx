import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MICRO_LECTURE_PAGE_SIZE, POPSIC_SEARCH_MAX } from '../../../domain/popsic';
import type { CardPage } from '../../api/popsic';
import { SearchBox } from '../../components/SearchBox';
import type { WorkCard } from '../../schemas/popsic';
import { popsicMsg } from '../../text/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { CardResults } from './CardResults';
import { popsicPaths } from './links';
import { WORKS_CAROUSEL_RATIO, WorksCarousel } from './WorksCarousel';

const t = popsicPagesMsg.lectures;

export interface LectureListViewProps {
  value: string;
  carousel: UseQueryResult<WorkCard[]>;
  results: UseQueryResult<CardPage>;
  page: number;
  onPage: (page: number) => void;
  onSearch: (value: string) => void;
}

/**
 * `/popsic/MicroLectureList` (000 §2.3): the search box, the carousel, the results 40 a page (all
 * micro-lectures before a search), 搜索内容为空 when nothing matches.
 */
export function LectureListView({ value, carousel, results, page, onPage, onSearch }: LectureListViewProps) {
  return (
    <Box data-testid="lecture-list-page">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t.title}
      </Typography>
      <SearchBox
        key={value}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        maxLength={POPSIC_SEARCH_MAX}
        defaultValue={value}
        onSearch={onSearch}
        onClear={() => value !== '' && onSearch('')}
        sx={{ maxWidth: 560, mb: 2 }}
      />
      {carousel.isPending ? (
        // The carousel's place while it loads (no layout shift when it comes).
        <Box sx={{ mb: 3 }}>
          <Skeleton
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: WORKS_CAROUSEL_RATIO }}
          />
          <Box sx={{ height: 18 }} />
        </Box>
      ) : carousel.data && carousel.data.length > 0 ? (
        <Box sx={{ mb: 3 }}>
          <WorksCarousel
            cards={carousel.data}
            linkOf={(c) => popsicPaths.lecture(c.id)}
            label={t.carouselLabel}
          />
        </Box>
      ) : null}
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5, overflowWrap: 'anywhere' }}>
        {value === '' ? t.all : popsicMsg.searchResult(value)}
      </Typography>
      <CardResults
        query={results}
        page={page}
        pageSize={MICRO_LECTURE_PAGE_SIZE}
        onPage={onPage}
        emptyText={popsicMsg.searchEmpty}
        label={t.listLabel}
        pagerLabel={t.pagesLabel}
        testId="lecture-list"
        linkOf={(card) => popsicPaths.lecture(card.id)}
      />
    </Box>
  );
}
