import { useEffect, useState, type ReactNode } from 'react';

/**
 * True once the browser has painted what was committed with the calling component (the frame after its
 * mount: a task queued from that frame's animation callback runs after its paint).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}

/**
 * `children` once what was committed with it has been painted, `placeholder` until then: for a part below
 * the first screen whose code and requests would otherwise compete with the first screen's. Mounted with
 * the page's content, it lets the content be painted first (issue 12: the comment board's form code,
 * fetched with a video page's title, put off the title's paint on a slow phone by some 0.3 s).
 */
export function AfterPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useAfterPaint() ? children : placeholder;
}
