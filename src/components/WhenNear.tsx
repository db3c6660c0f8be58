import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from './useHydrating';

/**
 * Renders `children` only once their place comes near the viewport (issue 12: below-the-fold work after
 * the first paint). Until then the `placeholder` holds the place, at the size the content's own loading
 * state has, so nothing shifts when it arrives; a query inside `children` starts only then. Without
 * IntersectionObserver (old browsers, jsdom) the children render at once.
 *
 * The server's render (issue 32) draws the children: their words belong in the page's HTML. The client
 * hydrating that HTML draws them too (React reads the server's snapshot while it hydrates), and keeps
 * them; only a page drawn by the client alone waits for the viewport. With `drawnByServer={false}` (a part
 * with no words of its own, a form whose code is fetched on demand) the server draws the placeholder and
 * the client, hydrating or not, waits for the viewport too (decision 0093).
 */
export function WhenNear({
  children,
  placeholder,
  margin = '200px',
  drawnByServer = true,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** How far outside the viewport counts as near. */
  margin?: string;
  /** Whether the server's render (and so the hydrating client) draws the children. */
  drawnByServer?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  const [near, setNear] = useState(() => {
    const noObserver = typeof IntersectionObserver === 'undefined';
    return drawnByServer ? hydrating || noObserver : !hydrating && noObserver;
  });

  useEffect(() => {
    const el = ref.current;
    if (near || el === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={ref}>{placeholder}</div>;
}
