import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { createLoginLogic, type LoginDeps } from './loginActors';

/**
 * The login machine for one login button (the logic is created once: it holds the reserved window).
 * `deps` replaces side effects, e.g. `{ reload: () => {} }` where the page goes on after the login
 * instead of reloading (the contest's like and comment, decision 0047).
 */
export function useLoginFlow(deps?: LoginDeps) {
  const [logic] = useState(() => createLoginLogic(deps));
  return useMachine(logic);
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
