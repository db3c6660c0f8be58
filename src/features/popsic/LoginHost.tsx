import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { LoginDialog, useLoginFlow } from '../login';

export interface LoginStarter {
  /** Starts the QR login; call it inside the click (it reserves the login window there). */
  start: () => void;
}

/**
 * A login for an action that goes on afterwards (the contest's like and comment, decision 0047): the
 * shared login machine without its page reload, its dialog while it runs; `onEnd` says whether it ended
 * logged in or was given up. Give it a new `key` after a login, for a fresh machine next time.
 */
export function LoginHost({
  starter,
  onEnd,
  startNow = false,
}: {
  starter: Ref<LoginStarter>;
  onEnd: (result: 'loggedIn' | 'cancelled') => void;
  /** A press that came before this code had (the page loads it on the first interaction): start at once. */
  startNow?: boolean;
}) {
  const flow = useLoginFlow({ reload: () => {} });
  const [state, send] = flow;
  useImperativeHandle(starter, () => ({ start: () => send({ type: 'login.start' }) }), [send]);
  useEffect(() => {
    if (startNow) send({ type: 'login.start' });
    // Only the press that mounted it: later presses go through `starter`.
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
      onEndRef.current('loggedIn');
    } else if (!idle) started.current = true;
    else if (started.current) {
      started.current = false;
      onEndRef.current('cancelled');
    }
  }, [idle, loggedIn]);
  return loggedIn ? null : <LoginDialog flow={flow} />;
}

export default LoginHost;
