import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { LoginDialog } from './LoginDialog';
import { useLoginFlow } from './useLoginFlow';

/**
 * The login machine and its dialog behind a LoginButton, loaded when first wanted. `startRef` receives the
 * machine's start, so a later press starts the login inside the click, as the machine needs (it reserves
 * the login window there); `startNow` is a press that came before this code had.
 */
export default function LoginFlowHost({
  startRef,
  startNow,
}: {
  startRef: RefObject<(() => void) | null>;
  startNow: boolean;
}) {
  const flow = useLoginFlow();
  const [, send] = flow;
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
  return <LoginDialog flow={flow} />;
}
