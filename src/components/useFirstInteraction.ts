import { useEffect, useState } from 'react';

/** What a person does first on a page: a press, a key, a touch, a scroll, moving focus. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

/**
 * True from the first thing the person does on the page (or at once when `now`). For code a page needs
 * only once someone acts, such as the login machine behind 登录: it is not fetched beside the page's
 * first screen, and is there, or on its way, by the time a press on 登录 ends (issue 12).
 */
export function useFirstInteraction(now = false): boolean {
  const [acted, setActed] = useState(now);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, act, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, act, options);
    };
  }, [acted]);
  return acted;
}
