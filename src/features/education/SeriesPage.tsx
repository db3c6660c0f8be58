import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { educationKeys, seriesTypes, videoList } from '../../api/education';
import { msg } from '../../text/messages';
import { Banners } from './Banners';
import { SERIES_CATEGORY } from '../../../domain/categories';
import { useCardOpen } from './useCardOpen';
import { VideoCardGrid, VideoCardSkeletons } from './VideoCardGrid';

const t = msg.education;
const ALL = 'all';

/** /educourse/series?series={dictValue|all} (001 §2): group tabs, the category-18 banner, newest first. */
export function SeriesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { open, dialog } = useCardOpen();
  const series = params.get('series') || ALL;
  const videoType = series === ALL || !/^\d+$/.test(series) ? undefined : Number(series);
  const groups = useQuery({
    queryKey: educationKeys.seriesTypes(),
    queryFn: ({ signal }) => seriesTypes({ signal, silent: true }),
  });
  const list = useQuery({
    queryKey: educationKeys.list(SERIES_CATEGORY, videoType),
    queryFn: ({ signal }) => videoList({ videoCategory: SERIES_CATEGORY, videoType }, { signal }),
    retry: false,
  });
  useEffect(() => {
    if (list.isError) navigate('/education', { replace: true });
  }, [list.isError, navigate]);

  const tabs = [
    { value: ALL, label: t.seriesAll },
    ...(groups.data ?? []).map((g) => ({ value: g.dictValue, label: g.dictLabel })),
  ];
  const current = tabs.some((tab) => tab.value === series) ? series : ALL;

  return (
    <Box data-testid="series-page">
      <Banners category={SERIES_CATEGORY} title={t.seriesTitle} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.seriesTitle}
        </Typography>
        {groups.isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        ) : (
          <Tabs
            value={current}
            onChange={(_, value: string) => setParams({ series: value })}
            aria-label={t.seriesGroups}
            variant="scrollable"
            sx={{ mb: 2 }}
          >
            {tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} label={tab.label} />
            ))}
          </Tabs>
        )}
        {list.isSuccess ? (
          <VideoCardGrid cards={list.data.rows} onOpen={open} emptyText={t.seriesEmpty} />
        ) : (
          <VideoCardSkeletons n={8} />
        )}
      </Container>
      {dialog}
    </Box>
  );
}

export default SeriesPage;
