import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { isWorksForm } from '../../../../domain/submission';
import {
  contributionMachine,
  type ContributionForm,
  type FieldErrors,
  type WizardStep,
} from '../../../../machines/contribution.machine';
import { popsicSessionQuery } from '../../../api/popsic';
import {
  commitWorks,
  modifyWorks,
  ownWorkQuery,
  submissionKeys,
  type OwnWork,
} from '../../../api/submission';
import { notifyFailure } from '../../../components/notifyFailure';
import { toast } from '../../../components/toastStore';
import { stepIssues } from '../../../schemas/submission';
import { contributionMsg } from '../../../text/contribution';

/** The step's shared rules (000 §5.3–5.5): the first message of each field that breaks one, all at once. */
export function stepErrors(step: WizardStep, form: ContributionForm, editing: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of stepIssues(step, form, editing)) {
    const key = String(issue.path[0] ?? '') as keyof ContributionForm;
    // A missing captcha uuid shows on the captcha's input.
    const field = key === 'uuid' ? 'validCode' : key;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A loaded work as the wizard's form (000 §3 Works submission). */
export function formOfWork({ worksData: w, worksFileList }: OwnWork): Partial<ContributionForm> {
  return {
    title: w.title,
    name: w.name,
    phone: w.phone,
    workUnit: w.workUnit,
    identity: w.identity,
    studentType: w.studentType,
    workId: w.workId,
    studentStatus: w.studentStatus,
    sourceSociety: w.sourceSociety,
    sourceGroup: w.sourceGroup,
    sourceUnit: w.sourceUnit,
    sourcePerson: w.sourcePerson,
    sourceCategory: w.sourceCategory,
    worksForm: isWorksForm(w.worksForm) ? w.worksForm : null,
    videoType: w.videoType,
    graphicType: w.graphicType,
    scienceTarget: w.scienceTarget,
    scienceType: w.scienceType,
    content: w.content,
    coverUrl: w.coverUrl,
    fileList: worksFileList.map(({ url, fileName, fileSize }) => ({ url, fileName, fileSize })),
  };
}

/** The form as commitWorks / modifyWorks take it (an edit sends no phone, captcha or SMS code). */
export function bodyOf(form: ContributionForm) {
  const { phone, validCode, uuid, smsCode, worksForm, ...rest } = form;
  return {
    common: { ...rest, worksForm: worksForm ?? undefined },
    phone: { phone, validCode, uuid, smsCode },
  };
}

/** The wizard's machine with the app's calls (docs/decisions/0050). */
export const createContributionLogic = ({
  queryClient,
  navigate,
}: {
  queryClient: QueryClient;
  navigate: NavigateFunction;
}) =>
  contributionMachine.provide({
    actors: {
      loadWorks: fromPromise<Partial<ContributionForm>, { worksId: number }>(async ({ input }) =>
        formOfWork(await queryClient.fetchQuery(ownWorkQuery(input.worksId))),
      ),
      checkSession: fromPromise<boolean>(
        async () => (await queryClient.fetchQuery(popsicSessionQuery())) !== null,
      ),
      validateStep: fromPromise<FieldErrors, { step: WizardStep; form: ContributionForm; editing: boolean }>(
        async ({ input }) => stepErrors(input.step, input.form, input.editing),
      ),
      submitWorks: fromPromise<void, { form: ContributionForm; worksId: number | null }>(
        async ({ input }) => {
          const { common, phone } = bodyOf(input.form);
          if (input.worksId === null) await commitWorks({ ...common, ...phone });
          else await modifyWorks({ ...common, worksId: input.worksId });
          await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
        },
      ),
    },
    actions: {
      notifySubmitted: () => toast.success(contributionMsg.submitted),
      notifyFailed: (_, { message }) => notifyFailure(message),
      goHome: () => void navigate('/popsic'),
    },
  });
