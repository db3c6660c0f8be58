import { asyncScheduler, interval, map, startWith, type Observable, type SchedulerLike } from 'rxjs';

/** How often a countdown asks for the time (the value shown comes from a deadline, not the ticks). */
export const CLOCK_PERIOD_MS = 250;

/**
 * The wall clock as a stream: `now()` at once and then every `periodMs`. Countdowns compare a deadline
 * with these readings, so a throttled background tab still shows the right number when it wakes.
 */
export const clock$ = (
  periodMs: number = CLOCK_PERIOD_MS,
  now: () => number = Date.now,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<number> =>
  interval(periodMs, scheduler).pipe(
    startWith(-1),
    map(() => now()),
  );
