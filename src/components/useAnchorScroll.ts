import { useEffect, useRef } from 'react';
import type { Subscription } from 'rxjs';
import { anchorScroll$, SCROLL_PERIOD_MS, SCROLL_STEP_PX } from '../../realtime/anchorScroll';
import { HEADER_HEIGHT_VAR } from './belowHeader';
import { ALL_LAID_OUT } from './layoutWhenNear';

/** Space between the sticky header and the heading scrolled to. */
const GAP_PX = 16;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The sticky header's height (the header keeps it in a CSS variable), 0 before it is known. */
const headerHeight = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(HEADER_HEIGHT_VAR)) || 0;

/**
 * Scrolls the window so that an element's top sits just below the sticky header and menu (issue 31: the
 * youth page's headings ended up behind them): in `step` px every `periodMs` (an RxJS interval stream,
 * realtime/anchorScroll), or at once when the user prefers reduced motion; near the end of the page the
 * scroll stops where the page ends, the element lower down but in view. A new anchor stops the previous
 * scroll; focus moves to the element for keyboard and screen-reader users. One way for the youth page's
 * anchors and the contest's category tabs. From the first anchor on, and while the component lives, the page is
 * laid out whole (ALL_LAID_OUT): a block laid out only when near would otherwise be measured at its estimate.
 */
export function useAnchorScroll({
  step = SCROLL_STEP_PX,
  periodMs = SCROLL_PERIOD_MS,
}: { step?: number; periodMs?: number } = {}) {
  const scrolling = useRef<Subscription | null>(null);
  useEffect(
    () => () => {
      scrolling.current?.unsubscribe();
      document.documentElement.removeAttribute(ALL_LAID_OUT);
    },
    [],
  );
  return (id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    const root = document.documentElement;
    root.setAttribute(ALL_LAID_OUT, '');
    const end = Math.max(0, root.scrollHeight - window.innerHeight);
    const top = el.getBoundingClientRect().top + window.scrollY - headerHeight() - GAP_PX;
    const target = Math.min(end, Math.max(0, Math.round(top)));
    scrolling.current?.unsubscribe();
    if (reducedMotion()) window.scrollTo(0, target);
    else
      scrolling.current = anchorScroll$(window.scrollY, target, { step, periodMs }).subscribe((y) =>
        window.scrollTo(0, y),
      );
    el.focus({ preventScroll: true });
  };
}
