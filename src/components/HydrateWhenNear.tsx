import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from './useHydrating';

/** Marks a promise settled the way React reads it (its `status` field): `use` then returns at once. */
const settled = (promise: Promise<void>): Promise<void> =>
  Object.assign(promise, { status: 'fulfilled' as const, value: undefined });

const OPEN = settled(Promise.resolve());

/** Opened once: when the part comes near the viewport, or when an update or an event reaches it. */
interface Gate {
  promise: Promise<void>;
  opened: boolean;
  /** Whether the part has been held once (its first attempt at hydration). */
  held: boolean;
  open: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    promise: new Promise<void>((r) => (resolve = r)),
    opened: false,
    held: false,
    open: () => {
      gate.opened = true;
      settled(gate.promise);
      resolve();
    },
  };
  return gate;
}

/**
 * Suspends, leaving the server's HTML in place and inert, until the gate opens. React tries a held part
 * again only when the gate opens or when something reaches it: an update (a context it reads changed, as
 * the router's location does on every navigation for the links inside) or an event (a click, a key, a
 * focus: React hydrates the part it is aimed at before dispatching it). That second try hydrates it there
 * and then. Held again, an update would wait for the gate (a navigation, being a transition, would not
 * finish) or drop the server's HTML for the fallback, and an event would not reach its handler.
 */
function Held({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate !== null) {
    if (gate.held) gate.open();
    gate.held = true;
  }
  use(gate?.promise ?? OPEN);
  return children;
}

/**
 * A part of a page the server drew (issue 32) that React hydrates only when it comes near the viewport, or
 * when the visitor first clicks, types in or focuses it, or an update reaches it: below the first screen,
 * its hydration (most of a page's main-thread work after the first paint, decision 0055) is no longer in
 * the way of the first screen's. Until then its HTML is shown as the server drew it. Drawn at once when the
 * client draws the page itself (a later navigation), and where there is no IntersectionObserver.
 *
 * The part is a Suspense boundary of its own whose child suspends until the gate opens (React keeps a
 * dehydrated boundary's HTML while it suspends). Its element is made once per `children`, so a render of
 * this component (its parent's) reaches the boundary as no change, not as an update that would hydrate it
 * at once.
 */
export function HydrateWhenNear({ children, margin = '200px' }: { children: ReactNode; margin?: string }) {
  const hydrating = useHydrating();
  const [gate] = useState(() =>
    hydrating && typeof IntersectionObserver !== 'undefined' ? createGate() : null,
  );
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (gate === null || gate.opened || el === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          gate.open();
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [gate, margin]);

  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    ),
    [gate, children],
  );
  return <div ref={ref}>{part}</div>;
}
