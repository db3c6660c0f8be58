import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { likeMachine, type LikeEvent, type LikeInput, type LikeOutput } from '../../../machines/like.machine';
import { worksViewerMsg } from '../../text/worksViewer';
import { notifyFailure } from '../notifyFailure';
import { toast } from '../toastStore';

/**
 * The like machine with the app's side effects: `like` posts (the page's call: the works or micro-lecture
 * like, education's hot/add, training's count/plus); a refusal's message as an error toast (unless the API
 * client showed it already; the like calls are silent); a press on a liked work says 已点赞.
 */
export const createLikeLogic = (like: () => Promise<LikeOutput>) =>
  likeMachine.provide({
    actors: { like: fromPromise<LikeOutput>(() => like()) },
    actions: {
      notifyFailed: (_, { message }) => notifyFailure(message),
      notifyAlreadyLiked: () => void toast.info(worksViewerMsg.like.already),
    },
  });

export interface LikeOptions {
  /**
   * A page without a login dialog (education, training: 请登录后操作！) refuses a visitor's press here instead
   * of letting the machine wait for a login (`awaitingLogin`). Without it the press goes to the machine.
   */
  refuseVisitor?: () => void;
}

/**
 * The one way to like (popsic works and micro-lectures, education videos, training videos): one like for
 * the lifetime of the calling component (give it a `key` of the work id, not of the session: a visitor's
 * pending like must outlive the login). `input` and `like` are read once, except `loggedIn`, which the hook
 * tells the machine whenever it changes (`like.session`: a login finished while the login dialog waits goes
 * on with the like). The page opens the login dialog while the state is `awaitingLogin` and sends
 * `like.loginCancelled` when the visitor closes it without logging in, or gives `refuseVisitor`.
 */
export function useLike(input: LikeInput, like: () => Promise<LikeOutput>, options: LikeOptions = {}) {
  const [logic] = useState(() => createLikeLogic(like));
  const [state, sendToMachine, actor] = useMachine(logic, { input });
  const { loggedIn } = input;
  const { refuseVisitor } = options;
  useEffect(() => {
    if (actor.getSnapshot().context.loggedIn !== loggedIn) sendToMachine({ type: 'like.session', loggedIn });
  }, [actor, sendToMachine, loggedIn]);
  const send = (event: LikeEvent) => {
    if (event.type === 'like.press' && !loggedIn && refuseVisitor) refuseVisitor();
    else sendToMachine(event);
  };
  return [state, send, actor] as const;
}
