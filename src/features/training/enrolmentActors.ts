import { fromPromise } from 'xstate';
import {
  enrolmentMachine,
  type ApplyState,
  type EnrolCourse,
  type EnrolForm,
} from '../../../machines/enrolment.machine';
import { accountKeys } from '../../api/account';
import { apply, applyQuery } from '../../api/training';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import { applyFormSchema } from '../../schemas/training';
import { educationRulesMsg } from '../../text/educationRules';
import { trainingMsg } from '../../text/training';

/** The application form's captcha (its own cache entry; the machine reads its uuid). */
export const APPLY_CAPTCHA_SCOPE = 'training-apply';
export const APPLY_CAPTCHA_KEY = accountKeys.captcha(APPLY_CAPTCHA_SCOPE);

export type ApplyErrors = Partial<Record<keyof EnrolForm, string>>;

/** Field messages of the shared schema (001 §5), first per field. */
export const applyErrors = (form: EnrolForm): ApplyErrors => {
  const r = applyFormSchema.safeParse(form);
  if (r.success) return {};
  const errors: ApplyErrors = {};
  for (const issue of r.error.issues) errors[issue.path[0] as keyof EnrolForm] ??= issue.message;
  return errors;
};

export interface EnrolmentDeps {
  openDetail: (videoId: number) => void;
  /** The application went through: the list's learningProcess is stale until it is fetched again. */
  applied: () => void;
  /** Handlers the form sets while it is shown. */
  form: { showErrors: (e: ApplyErrors) => void; refreshCaptcha: () => void; uuid: () => string };
}

export const createEnrolmentLogic = (deps: EnrolmentDeps) =>
  enrolmentMachine.provide({
    actors: {
      queryApply: fromPromise<ApplyState | null, { groupId: string }>(({ input }) =>
        applyQuery(input.groupId),
      ),
      submitApply: fromPromise<void, { course: EnrolCourse; form: EnrolForm }>(({ input }) =>
        apply({
          ...input.form,
          courseGroupId: input.course.courseGroupId,
          courseGroupName: input.course.courseGroupName,
          uuid: deps.form.uuid(),
        }),
      ),
    },
    actions: {
      notifyLoginFirst: () => toast.error(educationRulesMsg.loginRequired),
      notifyPending: () => toast.info(trainingMsg.pending),
      notifyApplied: () => {
        toast.success(trainingMsg.applied);
        deps.applied();
      },
      notifyFailed: (_, p: { message: string }) => notifyFailure(p.message),
      openDetail: (_, p: { videoId: number }) => deps.openDetail(p.videoId),
      refreshCaptcha: () => deps.form.refreshCaptcha(),
      reportInvalid: ({ event }) => {
        if (event.type === 'form.submit') deps.form.showErrors(applyErrors(event.form));
      },
    },
    guards: {
      formValid: ({ event }) => event.type === 'form.submit' && applyFormSchema.safeParse(event.form).success,
    },
  });
