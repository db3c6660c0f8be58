import {
  EMPTY,
  asyncScheduler,
  combineLatest,
  distinctUntilChanged,
  interval,
  map,
  merge,
  of,
  scan,
  startWith,
  switchMap,
  type Observable,
  type SchedulerLike,
} from 'rxjs';

/**
 * A carousel's current slide index (000 §2.2: the home banner turns every 3 s). It advances only
 * while `visible$` says the page is visible and `held$` says nobody holds it (pointer over it or focus
 * inside it, so a reader can stop it); a pick (a dot click) shows that slide and restarts the
 * interval, so the picked slide stays its full time.
 */
export interface CarouselOptions {
  count: number;
  intervalMs: number;
  /** true while the page is visible (see `pageVisible$`); a hidden page pauses the rotation. */
  visible$: Observable<boolean>;
  /** true while the user holds the carousel still (hover, focus); absent = never held. */
  held$?: Observable<boolean>;
  /** Slide indexes the user picked. */
  picks$?: Observable<number>;
  scheduler?: SchedulerLike;
}

type Step = { kind: 'next' } | { kind: 'pick'; index: number };

export const carousel$ = ({
  count,
  intervalMs,
  visible$,
  held$ = of(false),
  picks$ = EMPTY,
  scheduler = asyncScheduler,
}: CarouselOptions): Observable<number> => {
  if (count <= 1) return of(0);
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, Math.trunc(i)));
  const running$ = combineLatest([visible$, held$.pipe(startWith(false))]).pipe(
    map(([visible, held]) => visible && !held),
    distinctUntilChanged(),
  );
  const ticks$ = combineLatest([running$, picks$.pipe(startWith(null))]).pipe(
    switchMap(([running]) => (running ? interval(intervalMs, scheduler) : EMPTY)),
    map((): Step => ({ kind: 'next' })),
  );
  const steps$ = merge(ticks$, picks$.pipe(map((index): Step => ({ kind: 'pick', index }))));
  return steps$.pipe(
    scan((index, step) => (step.kind === 'next' ? (index + 1) % count : clamp(step.index)), 0),
    startWith(0),
    distinctUntilChanged(),
  );
};
