import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { POPSIC_SEARCH_MAX } from '../../../domain/popsic';
import { lectureCarouselQuery, searchLecturesQuery } from '../../api/popsic';
import { pageParam } from '../../schemas/primitives';
import { popsicPaths } from './links';
import { LectureListView } from './LectureListView';

/** `/popsic/MicroLectureList` and `/popsic/microLectureList` (000 §2.3): `?val=` the search, `?page=` the page. */
export function LectureListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const value = (params.get('val') ?? '').trim().slice(0, POPSIC_SEARCH_MAX);
  const page = pageParam(params.get('page'));
  return (
    <LectureListView
      value={value}
      carousel={useQuery(lectureCarouselQuery())}
      results={useQuery(searchLecturesQuery({ value, pageNum: page }))}
      page={page}
      onPage={(next) => {
        const p = new URLSearchParams(params);
        p.set('page', String(next));
        setParams(p);
      }}
      onSearch={(next) => void navigate(popsicPaths.lectures(next))}
    />
  );
}

export default LectureListPage;
