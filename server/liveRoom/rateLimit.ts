/**
 * The chat's per-user rate limit, one for every way a message is recorded (the socket's `chat.send` and
 * `POST /api/liveRoom/recordTalk`): a token bucket of RATE_BURST messages refilled at RATE_PER_SECOND,
 * whatever number of tabs, sockets or HTTP calls a user makes (per user id, per server process).
 *
 * Only a new message spends: a retry of one already recorded (same client id) is answered before the
 * limiter is asked. A message that waited for a connection (`queued`: typed while offline, or a retry
 * of an unanswered attempt) may draw on a small second allowance, RESEND_ALLOWANCE refilled per minute,
 * so the queue a reconnecting client flushes is not refused; beyond it the refusal says when to try
 * again and the client resends at that pace (decision 0005).
 */
export const RATE_BURST = 5;
export const RATE_PER_SECOND = 1;
export const RESEND_ALLOWANCE = 10;

export interface RateLimitOptions {
  burst?: number;
  perSecond?: number;
  resendAllowance?: number;
}

export type Verdict = { ok: true } | { ok: false; retryInMs: number };

/** Whole seconds until a refused sender may try again (at least 1), for the refusal's message. */
export const retrySeconds = (retryInMs: number): number => Math.max(1, Math.ceil(retryInMs / 1000));

interface Bucket {
  tokens: number;
  spare: number;
  at: number;
}

export interface ChatLimiter {
  take(uid: number, opts?: { queued?: boolean }): Verdict;
  configure(opts: RateLimitOptions): void;
}

export function createChatLimiter(now: () => number, opts: RateLimitOptions = {}): ChatLimiter {
  let burst = opts.burst ?? RATE_BURST;
  let perSecond = opts.perSecond ?? RATE_PER_SECOND;
  let allowance = opts.resendAllowance ?? RESEND_ALLOWANCE;
  const buckets = new Map<number, Bucket>();

  const refill = (uid: number): Bucket => {
    const t = now();
    const b = buckets.get(uid) ?? { tokens: burst, spare: allowance, at: t };
    const seconds = Math.max(0, t - b.at) / 1000;
    b.tokens = Math.min(burst, b.tokens + seconds * perSecond);
    b.spare = Math.min(allowance, b.spare + (seconds * allowance) / 60);
    b.at = t;
    buckets.set(uid, b);
    // A full bucket is the default: forget it, so the map holds only users who sent lately.
    if (b.tokens >= burst && b.spare >= allowance) buckets.delete(uid);
    return b;
  };

  return {
    take(uid, { queued = false } = {}) {
      const b = refill(uid);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        buckets.set(uid, b);
        return { ok: true };
      }
      if (queued && b.spare >= 1) {
        b.spare -= 1;
        buckets.set(uid, b);
        return { ok: true };
      }
      return { ok: false, retryInMs: Math.ceil(((1 - b.tokens) / perSecond) * 1000) };
    },
    configure(o) {
      burst = o.burst ?? burst;
      perSecond = o.perSecond ?? perSecond;
      allowance = o.resendAllowance ?? allowance;
      buckets.clear();
    },
  };
}

const limiters = new WeakMap<object, ChatLimiter>();

/**
 * The limiter of one server (keyed by its database handle, which the HTTP routes and the socket server
 * share): both ways of recording a message spend from the same bucket.
 */
export function chatLimiter(ctx: { db: object; now: () => number }): ChatLimiter {
  let l = limiters.get(ctx.db);
  if (!l) {
    l = createChatLimiter(ctx.now);
    limiters.set(ctx.db, l);
  }
  return l;
}
