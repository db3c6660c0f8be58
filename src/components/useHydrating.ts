import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML (it reads the server's snapshot
 * then), false in a render of the client's own. Read it in a state's initial value to keep what a
 * hydrated part started as: after hydration React renders the caller once more with `false`.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
