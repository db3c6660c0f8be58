import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { createLoginLogic } from './loginActors';

/** The login machine for one login button (the logic is created once: it holds the reserved window). */
export function useLoginFlow() {
  const [logic] = useState(() => createLoginLogic());
  return useMachine(logic);
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
