import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * 000 §2.1: after each navigation the page scrolls to the top. Not when the app first takes the page over: a
 * visitor who scrolled a page the server drew before the app arrived (issue 32), or whose browser restored
 * the place on a reload, stays where they are.
 */
export function useScrollToTop() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
}
