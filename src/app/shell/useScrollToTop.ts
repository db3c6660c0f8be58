import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** 000 §2.1: after each navigation the page scrolls to the top. */
export function useScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
}
