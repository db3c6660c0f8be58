import { useRef, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { useFirstInteraction } from '../../components/useFirstInteraction';
import type { LoginEnd } from './LoginFlowHost';
import type { LoginDeps } from './loginActors';

const loadHost = () => import('./LoginFlowHost');

/**
 * A login whose machine and dialog (LoginFlowHost) are not fetched with the page: they come with the
 * person's first interaction (a press on 登录 is one, its pointerdown before its click), so a visitor's
 * first screen does not wait for them (issue 12, decision 0061). `start` starts the login inside the
 * click once the host is there; a press before then starts it as soon as it is (the login window may then
 * be refused as a popup: the dialog offers the link, as for any refusal). Place `host` once on the page;
 * its code failing to arrive leaves the page as it is.
 */
export function useLazyLogin({ deps, onEnd }: { deps?: LoginDeps; onEnd?: (result: LoginEnd) => void } = {}) {
  const startRef = useRef<(() => void) | null>(null);
  const [pressedEarly, setPressedEarly] = useState(false);
  const wanted = useFirstInteraction(pressedEarly);
  const start = () => (startRef.current ? startRef.current() : setPressedEarly(true));
  const ended = (result: LoginEnd) => {
    // A host mounted again (a fresh machine after a login) must not start by itself.
    setPressedEarly(false);
    onEnd?.(result);
  };
  const host = wanted ? (
    <LazyPart
      load={loadHost}
      props={{ startRef, startNow: pressedEarly, deps, onEnd: onEnd ? ended : undefined }}
      placeholder={null}
      failed={null}
    />
  ) : null;
  return { start, host };
}
