import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { epochOf, POPSIC_PAGE_SIZE } from '../../../domain/popsic';
import { categoryWorksQuery } from '../../api/popsic';
import { pageParam } from '../../schemas/primitives';
import { popsicPagesMsg } from '../../text/popsicPages';
import { WorksListView } from './WorksListView';

/** `/popsic/allWorks/{id}?name=&ccr=` (000 §2.3): one category's works, 40 a page (`?page=`). */
export function AllWorksPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const epoch = epochOf(params.get('ccr'));
  const page = pageParam(params.get('page'));
  const name = params.get('name') ?? '';
  return (
    <WorksListView
      epoch={epoch}
      title={popsicPagesMsg.allWorksTitle(name)}
      query={useQuery(categoryWorksQuery({ id, epoch, pageNum: page }))}
      page={page}
      pageSize={POPSIC_PAGE_SIZE}
      onPage={(next) => {
        const p = new URLSearchParams(params);
        p.set('page', String(next));
        setParams(p);
      }}
      emptyText={popsicPagesMsg.noneInCategory}
    />
  );
}

export default AllWorksPage;
