import { useEffect, useState } from 'react';
import { BehaviorSubject, Subject } from 'rxjs';
import { carousel$ } from '../../../realtime/carousel';
import { pageVisible$ } from '../../../realtime/visibility';

/**
 * The current slide of a rotating carousel (see realtime/carousel.ts): `pick` for the dots, and
 * `holdProps` to spread on the carousel so hovering or focusing it holds the rotation.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [picks] = useState(() => new Subject<number>());
  const [held] = useState(() => new BehaviorSubject(false));
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const sub = carousel$({
      count,
      intervalMs,
      visible$: pageVisible$(),
      held$: held,
      picks$: picks,
    }).subscribe((i) => setIndex(i));
    return () => sub.unsubscribe();
  }, [count, intervalMs, picks, held]);
  const holdProps = {
    onMouseEnter: () => held.next(true),
    onMouseLeave: () => held.next(false),
    onFocus: () => held.next(true),
    onBlur: () => held.next(false),
  };
  return {
    index: count === 0 ? 0 : Math.min(index, count - 1),
    pick: (i: number) => picks.next(i),
    holdProps,
  };
}
