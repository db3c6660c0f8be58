import { useParams } from 'react-router-dom';
import { DEFAULT_EPOCH } from '../../../domain/popsic';
import { popsicMsg } from '../../text/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { ItemDetail } from './ItemDetail';
import { popsicPaths } from './links';

/** `/popsic/microLectureDetail/{id}` (000 §2.3): as a work's detail, without epoch or back button. */
export function LectureDetailPage() {
  const { id = '' } = useParams();
  return (
    <ItemDetail
      kind="lecture"
      id={id}
      epoch={DEFAULT_EPOCH}
      home={{ to: popsicPaths.lectures(), label: popsicPagesMsg.lectures.backToList }}
      notFoundText={popsicMsg.lectureNotFound}
      sharePath={popsicPaths.lecture(id)}
    />
  );
}

export default LectureDetailPage;
