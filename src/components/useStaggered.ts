import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` blocks to render: `first` at once, then one more after each commit, each in a
 * transition (issue 12). The first screen is painted before the rest is rendered, React renders each
 * block in slices that yield to the browser, and each block is committed (its DOM and its styles
 * inserted) on its own: some fifty cards committed at once blocked a phone's main thread for
 * 300–800 ms.
 */
export function useStaggered(total: number, first = 1): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((n) => n + 1));
  }, [shown, total]);
  return Math.min(shown, total);
}
