import { useParams, useSearchParams } from 'react-router-dom';
import { epochOf } from '../../../domain/popsic';
import { popsicMsg } from '../../text/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { ItemDetail } from './ItemDetail';
import { popsicPaths } from './links';

/** `/popsic/worksDetail/{id}?ccr=` (000 §2.3): a work's detail; an unknown id says so with a way back. */
export function WorkDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const epoch = epochOf(params.get('ccr'));
  const home = { to: popsicPaths.works(epoch), label: popsicPagesMsg.backToWorks };
  return (
    <ItemDetail
      kind="work"
      id={id}
      epoch={epoch}
      back={home}
      home={home}
      notFoundText={popsicMsg.workNotFound}
      sharePath={popsicPaths.work(id, epoch)}
    />
  );
}

export default WorkDetailPage;
