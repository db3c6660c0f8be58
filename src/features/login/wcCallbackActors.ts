import { fromPromise } from 'xstate';
import { wcCallbackMachine } from '../../../machines/wcCallback.machine';
import { profile, wxCallBack } from '../../api/account';
import { setSession } from '../../api/session';
import type { User } from '../../schemas/account';

/** The /wcLogin callback machine with the app's calls (000 §4.1). */
export const createWcCallbackLogic = ({
  closeWindow = () => window.close(),
}: { closeWindow?: () => void } = {}) =>
  wcCallbackMachine.provide({
    actors: {
      exchangeCode: fromPromise<string, { code: string; state: string }>(({ input }) =>
        wxCallBack(input.code, input.state),
      ),
      fetchProfile: fromPromise<unknown, { token: string }>(({ input }) => profile({ token: input.token })),
    },
    actions: {
      storeSession: (_, { token, user }) => setSession({ token, user: user as User }),
      closeWindow: () => closeWindow(),
    },
  });
