/**
 * Counts wrong passwords per key (client and session, user and room) so a password cannot be guessed by
 * brute force: after `limit` failures within `windowMs` the key is paused until the window has passed.
 * In memory, per process: a restart forgets the counts (docs/decisions, 0013).
 */
export function passwordAttempts(now: () => number, limit: number, windowMs: number) {
  const seen = new Map<string, { count: number; since: number }>();
  const current = (key: string) => {
    const entry = seen.get(key);
    if (entry && now() - entry.since >= windowMs) {
      seen.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    blocked: (key: string) => (current(key)?.count ?? 0) >= limit,
    failed: (key: string) => {
      if (seen.size >= 10_000) for (const k of [...seen.keys()]) current(k); // drop expired keys
      const entry = current(key);
      if (entry) entry.count += 1;
      else seen.set(key, { count: 1, since: now() });
    },
    clear: (key: string) => void seen.delete(key),
  };
}
