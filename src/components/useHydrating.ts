import { useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this component's first render hydrated the server's HTML (or was the server's render itself):
 * true there, false for a component the client drew itself. Fixed for the component's life: read it for
 * what a hydrated part starts as (every block of a list drawn, a part held until it comes near).
 *
 * React tells a hydrating render by reading a store's server snapshot. A store whose client snapshot
 * differed (false where the server's said true) would have React find it changed right after hydrating,
 * and draw the caller and everything below it again at once, in one synchronous task (issue 32: the
 * contest's home page, every block of works, 230 ms on a 4x slowed CPU). So the client's snapshot is the
 * value the component started with.
 */
export function useHydrating(): boolean {
  const first = useRef<boolean | null>(null);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => first.current ?? false,
    () => true,
  );
  first.current ??= hydrating;
  return hydrating;
}
