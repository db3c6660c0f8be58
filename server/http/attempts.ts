import { createWindowLimit } from './windowLimit';

/**
 * Counts wrong passwords per key (client and session, user and room) so a password cannot be guessed by
 * brute force: after `limit` failures within `windowMs` the key is paused until the oldest of them has left
 * the window. In memory, per process: a restart forgets the counts (docs/decisions, 0013).
 */
export function passwordAttempts(now: () => number, limit: number, windowMs: number) {
  const failures = createWindowLimit({ limit, windowMs, now });
  return {
    blocked: (key: string) => !failures.allows(key),
    failed: (key: string) => void failures.take(key),
    clear: (key: string) => failures.clear(key),
  };
}
