import { fromPromise } from 'xstate';
import { emxInfoMachine } from '../../../machines/emxInfo.machine';
import { submitEmxInfo } from '../../api/education';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import type { EmxInfoForm } from '../../schemas/education';
import { educationRulesMsg } from '../../text/educationRules';

/** The info form's machine with the app's call and toasts (001 §5, §8). */
export const createEmxInfoLogic = ({ refreshCaptcha }: { refreshCaptcha: () => void }) =>
  emxInfoMachine.provide({
    actors: {
      submitInfo: fromPromise<void, { form: unknown }>(({ input }) =>
        submitEmxInfo(input.form as EmxInfoForm),
      ),
    },
    actions: {
      notifySubmitted: () => toast.success(educationRulesMsg.infoOk),
      notifyFailed: (_, { message }) => notifyFailure(message),
      refreshCaptcha: () => refreshCaptcha(),
    },
  });
