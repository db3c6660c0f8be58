import { startTransition, useEffect, useState } from 'react';
import { useHydrating } from './useHydrating';

/**
 * How many of `total` blocks to render: `first` at once, then one more after each commit, each in a
 * transition (issue 12). The first screen is painted before the rest is rendered, React renders each
 * block in slices that yield to the browser, and each block is committed (its DOM and its styles
 * inserted) on its own: some fifty cards committed at once blocked a phone's main thread for
 * 300–800 ms.
 *
 * A page the server drew has every block in its HTML (issue 32: readable without scripts, nothing shifting
 * when the rest arrives): the server renders them all, and the client hydrates them all; the page keeps
 * the cost of hydrating the lower ones off its first screen with `HydrateWhenNear`.
 */
export function useStaggered(total: number, first = 1): number {
  const hydrating = useHydrating();
  const [shown, setShown] = useState(() => (hydrating ? total : first));
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((n) => n + 1));
  }, [shown, total]);
  return Math.min(shown, total);
}
