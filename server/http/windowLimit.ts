/**
 * At most `limit` events per key within any `windowMs` (a sliding log of the accepted events' times),
 * in this process's memory. `take` answers whether one more is allowed now, and counts it when it is.
 */
export function createWindowLimit({
  limit,
  windowMs,
  now,
}: {
  limit: number;
  windowMs: number;
  now: () => number;
}) {
  const log = new Map<string, number[]>();
  let calls = 0;

  const recent = (key: string, t: number) => (log.get(key) ?? []).filter((at) => at > t - windowMs);

  /** Forgets keys whose events have all left the window, so the map stays small. */
  const sweep = (t: number) => {
    for (const [key, times] of log) if (times.every((at) => at <= t - windowMs)) log.delete(key);
  };

  return {
    /** Whether `key` may have one more event now (counted when allowed). */
    take(key: string): boolean {
      const t = now();
      if (++calls % 1000 === 0) sweep(t);
      const times = recent(key, t);
      if (times.length >= limit) {
        log.set(key, times);
        return false;
      }
      times.push(t);
      log.set(key, times);
      return true;
    },
    /** Whether `key` could have one more event now (nothing is counted). */
    allows(key: string): boolean {
      return recent(key, now()).length < limit;
    },
    /** Forgets `key`'s events (e.g. the right password after some wrong ones). */
    clear(key: string): void {
      log.delete(key);
    },
  };
}
