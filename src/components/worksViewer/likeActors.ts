import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { likeMachine, type LikeInput, type LikeOutput } from '../../../machines/like.machine';
import { worksViewerMsg } from '../../text/worksViewer';
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
      notifyAlreadyLiked: () => void toast.info(worksViewerMsg.like.already),
    },
  });

/**
 * One like for the lifetime of the calling component (give it a `key` of the work id, not of the session:
 * a visitor's pending like must outlive the login). `input` and `like` are read once, except `loggedIn`, which the hook
 * tells the machine whenever it changes (`like.session`: a login finished while the login dialog waits goes
 * on with the like). The page opens the login dialog while the state is `awaitingLogin` and sends
 * `like.loginCancelled` when the visitor closes it without logging in.
 */
export function useLike(input: LikeInput, like: () => Promise<LikeOutput>) {
  const [logic] = useState(() => createLikeLogic(like));
  const machine = useMachine(logic, { input });
  const [, send, actor] = machine;
  const { loggedIn } = input;
  useEffect(() => {
    if (actor.getSnapshot().context.loggedIn !== loggedIn) send({ type: 'like.session', loggedIn });
  }, [actor, send, loggedIn]);
  return machine;
}
