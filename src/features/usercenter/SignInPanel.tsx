import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { chinaDate } from '../../../domain/signIn';
import { SignInView, type SignInViewState } from './SignInView';
import { createSignInLogic } from './signInActors';

/** Wires the sign-in machine to its view; `refreshPoints` runs after a sign-in (the header's totals). */
export function SignInPanel({ refreshPoints }: { refreshPoints: () => void }) {
  // The China date when the panel opened: the machine has no clock (domain/signIn.ts).
  const [today] = useState(() => chinaDate(Date.now()));
  const logic = useMemo(() => createSignInLogic({ refreshPoints }), [refreshPoints]);
  const [snapshot, send] = useMachine(logic, { input: { today } });
  const { record, error } = snapshot.context;
  const state: SignInViewState =
    snapshot.matches('loading') || record === null
      ? snapshot.matches('loadFailed')
        ? { status: 'loadFailed', error: error ?? '' }
        : { status: 'loading' }
      : {
          status: 'ready',
          record,
          signed: snapshot.matches('signed') || snapshot.matches('signedToday'),
          signing: snapshot.matches('signing'),
        };
  return (
    <SignInView
      state={state}
      today={today}
      onSignIn={() => send({ type: 'signIn.submit' })}
      onRetry={() => send({ type: 'signIn.retry' })}
    />
  );
}
