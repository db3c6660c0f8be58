import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { trainingGroupsQuery, trainingListQuery } from '../../api/training';
import { useSession } from '../../components/useSession';
import { TrainingIndexView } from './TrainingIndexView';
import { useEnrolment } from './useEnrolment';

/** /training/index: course groups and their videos; a click routes by learningProcess (enrolment machine). */
export default function TrainingIndexPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const [group, setGroup] = useState<string | null>(null);
  const groupsQuery = useQuery(trainingGroupsQuery());
  const listQuery = useQuery(trainingListQuery(token));
  // 001 §8: a list failure shows the message (the client's toast) and returns to /education.
  useEffect(() => {
    if (listQuery.isError) void navigate('/education', { replace: true });
  }, [listQuery.isError, navigate]);
  const groups = groupsQuery.data ?? [];
  const enrolment = useEnrolment({ token, groups });

  return (
    <TrainingIndexView
      groups={groups}
      list={listQuery}
      group={group}
      onGroup={setGroup}
      onOpen={enrolment.open}
    >
      {enrolment.dialogs}
    </TrainingIndexView>
  );
}
