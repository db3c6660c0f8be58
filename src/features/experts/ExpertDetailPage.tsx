import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { expertInfoQuery, expertKeys } from '../../api/experts';
import { trainingGroupsQuery } from '../../api/training';
import { useSession } from '../../components/useSession';
import { idSchema } from '../../schemas/primitives';
import { useEnrolment } from '../training';
import { ExpertDetailView, type ExpertDetailTab } from './ExpertDetailView';

/**
 * /specialist/{expertId}: the expert (null: 专家不存在, also for an id that cannot be one) and the
 * recommended courses, whose clicks go to the training enrolment (the one machine, training's index.ts).
 */
export function ExpertDetailPage() {
  const { expertId = '' } = useParams();
  const valid = idSchema.safeParse(expertId).success;
  const { token } = useSession();
  const [tab, setTab] = useState<ExpertDetailTab>('intro');
  const query = useQuery({
    ...expertInfoQuery(expertId, token),
    ...(valid ? {} : { queryFn: () => null, retry: false }),
  });
  const groups = useQuery({ ...trainingGroupsQuery(), enabled: tab === 'courses' });
  const enrolment = useEnrolment({
    token,
    groups: groups.data ?? [],
    refresh: expertKeys.all,
  });
  return (
    <ExpertDetailView query={query} tab={tab} onTab={setTab} onCourse={enrolment.open}>
      {enrolment.dialogs}
    </ExpertDetailView>
  );
}

export default ExpertDetailPage;
