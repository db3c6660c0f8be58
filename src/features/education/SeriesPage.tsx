import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bannersQuery, seriesTypesQuery, videoListQuery } from '../../api/education';
import { SERIES_CATEGORY } from '../../../domain/categories';
import { ALL_SERIES, SeriesView, seriesVideoType } from './SeriesView';
import { useCardOpen } from './useCardOpen';

/** /educourse/series?series={dictValue|all} (001 §2): wires the group, list and banner queries and the address. */
export function SeriesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { open, dialog } = useCardOpen();
  const series = params.get('series') || ALL_SERIES;
  const banners = useQuery(bannersQuery(SERIES_CATEGORY));
  const groups = useQuery(seriesTypesQuery());
  const list = useQuery(videoListQuery(SERIES_CATEGORY, seriesVideoType(series)));
  // 001 §8: a list failure shows the message (the client's toast) and returns to /education.
  useEffect(() => {
    if (list.isError) void navigate('/education', { replace: true });
  }, [list.isError, navigate]);

  return (
    <>
      <SeriesView
        series={series}
        banners={banners}
        groups={groups}
        list={list}
        onSeries={(value) => setParams({ series: value })}
        onOpen={open}
      />
      {dialog}
    </>
  );
}

export default SeriesPage;
