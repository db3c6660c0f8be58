import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { trainingKeys } from '../../api/training';
import type { Captcha } from '../../schemas/account';
import type { CourseGroup, TrainingVideo } from '../../schemas/training';
import { APPLY_CAPTCHA_KEY, createEnrolmentLogic, type ApplyErrors } from './enrolmentActors';
import { RejectedDialog } from './RejectedDialog';
import { groupLabel } from './trainingGroups';

// The form (react-hook-form, the captcha) loads when a course is first opened, not with the page.
const ApplyDialog = lazy(() => import('./ApplyDialog').then((m) => ({ default: m.ApplyDialog })));

/**
 * The training enrolment as one piece for any page that lists training courses (the expert detail's
 * recommended courses, issue 13): the one enrolment machine (machines/enrolment.machine.ts) with the
 * app's actors, the application form and the rejection dialog. `open(video)` is a click on a course;
 * `dialogs` goes into the page. After an application went through, the training queries and the
 * page's own `refresh` key are fetched again (their learningProcess is stale).
 */
export function useEnrolment({
  token,
  groups,
  refresh,
}: {
  token: string | null;
  groups: readonly CourseGroup[];
  refresh?: QueryKey;
}): { open: (video: TrainingVideo) => void; dialogs: ReactNode } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [logic] = useState(() =>
    createEnrolmentLogic({
      openDetail: (id) => void navigate(`/training/detail/${id}`),
      applied: () => {
        void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
        if (refresh) void queryClient.invalidateQueries({ queryKey: refresh });
      },
      form: {
        showErrors: setErrors,
        refreshCaptcha: () => void queryClient.refetchQueries({ queryKey: APPLY_CAPTCHA_KEY }),
        uuid: () => queryClient.getQueryData<Captcha>(APPLY_CAPTCHA_KEY)?.uuid ?? '',
      },
    }),
  );
  const [state, send] = useMachine(logic);
  const groupName = state.context.course?.courseGroupName ?? '';

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

  const dialogs = (
    <>
      {state.matches('form') || state.matches('submitting') ? (
        <Suspense fallback={null}>
          <ApplyDialog
            groupName={groupName}
            busy={state.matches('submitting')}
            error={state.context.error}
            errors={errors}
            setErrors={setErrors}
            onSubmit={(form) => send({ type: 'form.submit', form })}
            onClose={() => send({ type: 'form.close' })}
          />
        </Suspense>
      ) : null}
      <RejectedDialog
        open={state.matches('rejected')}
        groupName={groupName}
        reason={state.context.reason}
        onClose={() => send({ type: 'form.close' })}
        onApplyAgain={() => send({ type: 'apply.again' })}
      />
    </>
  );
  return { open, dialogs };
}
