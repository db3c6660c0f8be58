import { fromPromise } from 'xstate';
import { signInMachine, type SignInRecord, type SignInResult } from '../../../machines/signIn.machine';
import { signIn, signInRecord } from '../../api/points';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import { pointsMsg } from '../../text/points';

const t = pointsMsg.centre;

/** The sign-in machine with the user centre's calls, toasts and the points refresh. */
export const createSignInLogic = (deps: { refreshPoints: () => void }) =>
  signInMachine.provide({
    actors: {
      loadRecord: fromPromise<SignInRecord>(({ signal }) => signInRecord({ signal })),
      signIn: fromPromise<SignInResult>(() => signIn()),
    },
    actions: {
      notifySigned: (_, { bonus }) => {
        toast.success(bonus > 0 ? t.bonusEarned(bonus) : pointsMsg.signInOk);
      },
      notifyFailed: (_, { message }) => notifyFailure(message),
      refreshPoints: () => deps.refreshPoints(),
    },
  });
