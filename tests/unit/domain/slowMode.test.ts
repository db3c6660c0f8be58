import { describe, expect, it } from 'vitest';
import { nextSlowState, SLOW_MODE_QUIET_MS, SLOW_OFF } from '../../../domain/slowMode';

/** The live room's slow mode as a rule of the product (the rate across processes: tests/server/slowMode.test.ts). */
describe('slow mode (issue 33)', () => {
  it('starts off', () => {
    expect(SLOW_OFF).toEqual({ on: false, busyAt: 0 });
  });

  it('the rule: on above the threshold, off only after the quiet period at or below half of it', () => {
    const on = nextSlowState(SLOW_OFF, 1.1, 1, 0);
    expect(on).toEqual({ on: true, busyAt: 0 });
    expect(nextSlowState(SLOW_OFF, 1, 1, 0)).toBe(SLOW_OFF);
    expect(nextSlowState(on, 0.6, 1, 50_000)).toEqual({ on: true, busyAt: 50_000 });
    expect(nextSlowState(on, 0.5, 1, SLOW_MODE_QUIET_MS - 1)).toEqual(on);
    expect(nextSlowState(on, 0.5, 1, SLOW_MODE_QUIET_MS)).toBe(SLOW_OFF);
    expect(nextSlowState(on, 5, 0, 1)).toBe(SLOW_OFF);
  });

  it('counts the quiet period from the last busy moment, not from the start of time', () => {
    const busy = { on: true, busyAt: 1_000_000 };
    expect(nextSlowState(busy, 0.5, 1, 1_000_000 + SLOW_MODE_QUIET_MS - 1)).toBe(busy);
    expect(nextSlowState(busy, 0.5, 1, 1_000_000 + SLOW_MODE_QUIET_MS)).toBe(SLOW_OFF);
  });
});
