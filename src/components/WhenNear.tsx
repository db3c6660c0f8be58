import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once their place comes near the viewport (issue 12: below-the-fold work after
 * the first paint). Until then the `placeholder` holds the place, at the size the content's own loading
 * state has, so nothing shifts when it arrives; a query inside `children` starts only then. Without
 * IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function WhenNear({
  children,
  placeholder,
  margin = '200px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** How far outside the viewport counts as near. */
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

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
