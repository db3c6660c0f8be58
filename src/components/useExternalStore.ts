import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrating } from './useHydrating';

/**
 * `useSyncExternalStore` for a store whose value the server cannot know (the visitor's session, the page's
 * origin): the server renders `getServerSnapshot`'s value, and so does the client hydrating that render.
 * There React itself would find the client's value different right after hydrating and draw the component
 * and everything below it again at once, in one synchronous task (issue 32: the whole shell for a signed-in
 * visitor, the contest's home page for its QR code; 230-390 ms on a 4x slowed CPU). Here a component that
 * hydrated keeps the server's value until a transition takes it to the client's, which React renders in
 * slices; a component the client draws itself reads the store at once. Changes of the store reach it as
 * with `useSyncExternalStore`.
 */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrating = useHydrating();
  const [caughtUp, setCaughtUp] = useState(!hydrating);
  // Where the client's value is the server's (a visitor's session, the usual case), the part follows the
  // store from now on without drawing again: nothing it shows changes. Before, every part that read the
  // session drew itself again after hydrating, the whole shell among them (issue 32).
  const same = useRef(false);
  useEffect(() => {
    if (caughtUp || same.current) return;
    if (Object.is(getSnapshot(), getServerSnapshot())) same.current = true;
    else startTransition(() => setCaughtUp(true));
  }, [caughtUp, getSnapshot, getServerSnapshot]);
  // Read when called, not when rendered: React keeps the last render's function to check the store with.
  const read = () => (caughtUp || same.current ? getSnapshot() : getServerSnapshot());
  return useSyncExternalStore(subscribe, read, getServerSnapshot);
}
