import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { LoginDeps } from './loginActors';
import { LoginDialog } from './LoginDialog';
import { useLoginFlow } from './useLoginFlow';

/** How a login the page goes on after ended (see `onEnd`). */
export type LoginEnd = 'loggedIn' | 'cancelled';

/**
 * The login machine and its dialog, loaded when first wanted (useLazyLogin). `startRef` receives the
 * machine's start, so a later press starts the login inside the click, as the machine needs (it reserves
 * the login window there); `startNow` is a press that came before this code had. With `onEnd`, the page
 * goes on after the login instead of reloading (the contest's like and comment, decision 0047): it hears
 * whether the login ended logged in or was given up, and the dialog closes once logged in.
 */
export default function LoginFlowHost({
  startRef,
  startNow,
  deps,
  onEnd,
}: {
  startRef: RefObject<(() => void) | null>;
  startNow: boolean;
  deps?: LoginDeps;
  onEnd?: (result: LoginEnd) => void;
}) {
  const flow = useLoginFlow(deps);
  const [state, send] = flow;
  useLayoutEffect(() => {
    startRef.current = () => send({ type: 'login.start' });
    return () => {
      startRef.current = null;
    };
  }, [startRef, send]);
  useEffect(() => {
    if (startNow) send({ type: 'login.start' });
    // Only the press that mounted it: later presses go through `startRef`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const started = useRef(false);
  const idle = state.matches('idle');
  const loggedIn = state.matches('loggedIn');
  useEffect(() => {
    if (loggedIn) {
      started.current = false;
      onEndRef.current?.('loggedIn');
    } else if (!idle) started.current = true;
    else if (started.current) {
      started.current = false;
      onEndRef.current?.('cancelled');
    }
  }, [idle, loggedIn]);
  return onEnd && loggedIn ? null : <LoginDialog flow={flow} />;
}
