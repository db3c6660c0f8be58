/**
 * The live room's slow mode (issue 33, decision 0075): when the room's accepted messages exceed a rate,
 * each user may send one message per N seconds; the room goes back to normal once the rate has stayed at
 * or below half that rate for SLOW_MODE_QUIET_MS (the hysteresis keeps a room near the threshold from
 * switching back and forth).
 */

/** The rate is the number of messages accepted over this window, divided by its length. */
export const SLOW_MODE_WINDOW_MS = 10_000;
/** Default LIVE_ROOM_SLOW_MODE_RATE: messages per second of the whole room (above the bench's 20/s). */
export const SLOW_MODE_RATE_DEFAULT = 30;
/** Default LIVE_ROOM_SLOW_MODE_SECONDS: one message per this many seconds per user in slow mode. */
export const SLOW_MODE_SECONDS_DEFAULT = 5;
/** Slow mode ends once the rate has stayed at or below half the threshold for this long. */
export const SLOW_MODE_QUIET_MS = 60_000;

export interface SlowState {
  on: boolean;
  /** While on: the last time the rate was above half the threshold (ms). */
  busyAt: number;
}

export const SLOW_OFF: SlowState = { on: false, busyAt: 0 };

/**
 * The next state from the room's rate (messages per second over the window) at `now`. `threshold` 0:
 * slow mode is off for good.
 */
export function nextSlowState(s: SlowState, rate: number, threshold: number, now: number): SlowState {
  if (threshold <= 0) return SLOW_OFF;
  if (!s.on) return rate > threshold ? { on: true, busyAt: now } : s;
  if (rate > threshold / 2) return { on: true, busyAt: now };
  return now - s.busyAt >= SLOW_MODE_QUIET_MS ? SLOW_OFF : s;
}
