import { asyncScheduler, interval, map, take, type Observable, type SchedulerLike } from 'rxjs';

/** 001 §2: the youth page's anchor buttons scroll 200 px every 20 ms. */
export const SCROLL_STEP_PX = 200;
export const SCROLL_PERIOD_MS = 20;

/**
 * The positions an anchor scroll passes through, from `from` to `to` in steps of at most `step` px;
 * the last one is exactly `to`. Empty when already there.
 */
export const scrollPositions = (from: number, to: number, step: number = SCROLL_STEP_PX): number[] => {
  if (!(step > 0)) throw new RangeError('step must be positive');
  const distance = to - from;
  const n = Math.ceil(Math.abs(distance) / step);
  return Array.from({ length: n }, (_, i) =>
    i === n - 1 ? to : from + Math.sign(distance) * step * (i + 1),
  );
};

/** The same positions as a stream: one every `periodMs`, then complete. */
export const anchorScroll$ = (
  from: number,
  to: number,
  {
    step = SCROLL_STEP_PX,
    periodMs = SCROLL_PERIOD_MS,
    scheduler = asyncScheduler,
  }: {
    step?: number;
    periodMs?: number;
    scheduler?: SchedulerLike;
  } = {},
): Observable<number> => {
  const positions = scrollPositions(from, to, step);
  return interval(periodMs, scheduler).pipe(
    take(positions.length),
    map((i) => positions[i] as number),
  );
};
