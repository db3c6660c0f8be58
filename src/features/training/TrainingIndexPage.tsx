import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { trainingGroupsQuery, trainingKeys, trainingListQuery } from '../../api/training';
import { useSession } from '../../api/useSession';
import type { Captcha } from '../../schemas/account';
import type { TrainingVideo } from '../../schemas/training';
import { APPLY_CAPTCHA_KEY, ApplyDialog } from './ApplyDialog';
import { createEnrolmentLogic, type ApplyErrors } from './enrolmentActors';
import { groupLabel } from './trainingGroups';
import { TrainingIndexView } from './TrainingIndexView';

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
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [logic] = useState(() =>
    createEnrolmentLogic({
      openDetail: (id) => void navigate(`/training/detail/${id}`),
      applied: () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      form: {
        showErrors: setErrors,
        refreshCaptcha: () => void queryClient.refetchQueries({ queryKey: APPLY_CAPTCHA_KEY }),
        uuid: () => queryClient.getQueryData<Captcha>(APPLY_CAPTCHA_KEY)?.uuid ?? '',
      },
    }),
  );
  const [state, send] = useMachine(logic);
  const groups = groupsQuery.data ?? [];

  const open = (v: TrainingVideo) =>
    send({
      type: 'course.open',
      loggedIn: token !== null,
      course: {
        videoId: v.id,
        courseGroupId: v.courseGroupId,
        courseGroupName: groupLabel(groups, v.courseGroupId),
        learningProcess: v.learningProcess,
      },
    });
  const groupName = state.context.course?.courseGroupName ?? '';

  return (
    <TrainingIndexView
      groups={groups}
      list={listQuery}
      group={group}
      onGroup={setGroup}
      onOpen={open}
      rejected={{
        open: state.matches('rejected'),
        groupName,
        reason: state.context.reason,
        onClose: () => send({ type: 'form.close' }),
        onApplyAgain: () => send({ type: 'apply.again' }),
      }}
    >
      {state.matches('form') || state.matches('submitting') ? (
        <ApplyDialog
          groupName={groupName}
          busy={state.matches('submitting')}
          error={state.context.error}
          errors={errors}
          setErrors={setErrors}
          onSubmit={(form) => send({ type: 'form.submit', form })}
          onClose={() => send({ type: 'form.close' })}
        />
      ) : null}
    </TrainingIndexView>
  );
}
