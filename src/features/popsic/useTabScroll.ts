import { useEffect, useRef } from 'react';
import type { Subscription } from 'rxjs';
import { TAB_SCROLL_EVERY_MS, TAB_SCROLL_STEP_PX } from '../../../domain/popsic';
import { anchorScroll$ } from '../../../realtime/anchorScroll';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The contest's category tabs (000 §2.3): scroll the window to an element 200 px every 20 ms (an RxJS
 * interval stream, realtime/anchorScroll), or at once when the user prefers reduced motion; a new tab
 * stops the previous scroll; focus moves to the list for keyboard and screen-reader users.
 */
export function useTabScroll(offset = 72) {
  const scrolling = useRef<Subscription | null>(null);
  useEffect(() => () => scrolling.current?.unsubscribe(), []);
  return (id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    const target = Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - offset));
    scrolling.current?.unsubscribe();
    if (reducedMotion()) window.scrollTo(0, target);
    else
      scrolling.current = anchorScroll$(window.scrollY, target, {
        step: TAB_SCROLL_STEP_PX,
        periodMs: TAB_SCROLL_EVERY_MS,
      }).subscribe((y) => window.scrollTo(0, y));
    el.focus({ preventScroll: true });
  };
}
