import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { likeMachine, type LikeInput, type LikeOutput } from '../../../machines/like.machine';
import { msg } from '../../text/messages';
import { notifyFailure } from '../notifyFailure';
import { toast } from '../toastStore';

/**
 * The like machine with the app's side effects: `like` posts (the works or the micro-lecture call, given by
 * the page); a refusal's message as an error toast (unless the API client showed it already); a press on a
 * liked work says 已点赞.
 */
export const createLikeLogic = (like: () => Promise<LikeOutput>) =>
  likeMachine.provide({
    actors: { like: fromPromise<LikeOutput>(() => like()) },
    actions: {
      notifyFailed: (_, { message }) => notifyFailure(message),
      notifyAlreadyLiked: () => void toast.info(msg.worksViewer.like.already),
    },
  });

/**
 * One like for the lifetime of the calling component (give the page a `key` of the work id). The page
 * opens the login dialog while the state is `awaitingLogin` and sends `like.loggedIn` or
 * `like.loginCancelled` when it closes.
 */
export function useLike(input: LikeInput, like: () => Promise<LikeOutput>) {
  const [logic] = useState(() => createLikeLogic(like));
  return useMachine(logic, { input });
}
