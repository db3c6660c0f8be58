import { fromPromise } from 'xstate';
import { liveJoinMachine, type Verified } from '../../../machines/liveJoin.machine';
import { verifyPass as verifyPassCall } from '../../api/liveDiscussion';
import { notifyFailure } from '../../components/notifyFailure';

export interface LiveJoinDeps {
  verifyPass?: (id: string, password: string) => Promise<Verified>;
  notify?: (message: string) => void;
}

/** The join machine with the app's call and toast (000 §4.3, §8: a refused password shows the server's message). */
export const createLiveJoinLogic = ({
  verifyPass = verifyPassCall,
  notify = notifyFailure,
}: LiveJoinDeps = {}) =>
  liveJoinMachine.provide({
    actors: {
      verifyPass: fromPromise<Verified, { id: string; password: string }>(({ input }) =>
        verifyPass(input.id, input.password),
      ),
    },
    actions: {
      notifyFailed: (_, { message }) => notify(message),
    },
  });
