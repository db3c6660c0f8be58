import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { RoutableCard } from '../../../domain/cardRoute';
import type { Banner, DictEntry } from '../../schemas/education';
import { educationMsg } from '../../text/education';
import { Banners } from './Banners';
import type { VideoListAnswer } from './CategoryView';
import { VideoCardGrid, VideoCardSkeletons } from './VideoCardGrid';

const t = educationMsg;
/** The `series` value of 全部 (every group). */
export const ALL_SERIES = 'all';

/** The series in the address → the list's videoType (全部 or anything not a number: every group). */
export const seriesVideoType = (series: string): number | undefined =>
  series === ALL_SERIES || !/^\d+$/.test(series) ? undefined : Number(series);

/** 全部 and the dictionary's groups; the selected tab is the address's series when it is one of them. */
export const seriesTabs = (groups: DictEntry[] | undefined, series: string) => {
  const tabs = [
    { value: ALL_SERIES, label: t.seriesAll },
    ...(groups ?? []).map((g) => ({ value: g.dictValue, label: g.dictLabel })),
  ];
  return { tabs, current: tabs.some((tab) => tab.value === series) ? series : ALL_SERIES };
};

/**
 * /educourse/series (001 §2) from plain props: the category-18 banner, the group tabs (a skeleton while
 * the dictionary loads; 全部 alone when it fails), the cards or 暂无相关课程，敬请期待！. A list failure shows
 * skeletons for the moment the page takes to leave for /education (001 §8).
 */
export function SeriesView({
  series,
  banners,
  groups,
  list,
  onSeries,
  onOpen,
}: {
  series: string;
  banners: UseQueryResult<Banner[]>;
  groups: UseQueryResult<DictEntry[]>;
  list: UseQueryResult<VideoListAnswer>;
  onSeries: (series: string) => void;
  onOpen: (card: RoutableCard) => void;
}) {
  const { tabs, current } = seriesTabs(groups.data, series);
  return (
    <Box data-testid="series-page">
      <Banners query={banners} title={t.seriesTitle} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.seriesTitle}
        </Typography>
        {groups.isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        ) : (
          <Tabs
            value={current}
            onChange={(_, value: string) => onSeries(value)}
            aria-label={t.seriesGroups}
            variant="scrollable"
            sx={{ mb: 2 }}
          >
            {tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} label={tab.label} />
            ))}
          </Tabs>
        )}
        {/* The cards' titles are h3: the list's own heading is the series chosen (issue 31: heading-order). */}
        <VisuallyHidden component="h2">{tabs.find((tab) => tab.value === current)?.label}</VisuallyHidden>
        {list.isSuccess ? (
          <VideoCardGrid cards={list.data.rows} onOpen={onOpen} emptyText={t.seriesEmpty} />
        ) : (
          <VideoCardSkeletons n={8} />
        )}
      </Container>
    </Box>
  );
}
