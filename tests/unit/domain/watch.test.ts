import { describe, expect, it } from 'vitest';
import {
  PLAYBACK_RATES,
  reachedPass,
  resumePosition,
  TRIAL_REWIND_S,
  WATCH_RECORD_INTERVAL_MS,
} from '../../../domain/watch';

describe('watch rules (001 §4, §9)', () => {
  it('has the spec constants', () => {
    expect(TRIAL_REWIND_S).toBe(10);
    expect(WATCH_RECORD_INTERVAL_MS).toBe(3000);
    expect(PLAYBACK_RATES).toEqual([0.7, 1, 1.5, 2]);
  });
  const rows: Array<[number | null, boolean, number]> = [
    [null, false, 0],
    [null, true, 0],
    [40, false, 40],
    [40, true, 30],
    [10, true, 10],
    [10.5, true, 0.5],
    [5, true, 5],
    [-3, false, 0],
  ];
  it.each(rows)('saved %s, trial %s → resumes at %s', (saved, trial, at) => {
    expect(resumePosition(saved === null ? null : { watchPosition: saved }, trial)).toBe(at);
  });
  const pass: Array<[number, number, number, boolean]> = [
    [79.9, 100, 80, false],
    [80, 100, 80, true],
    [0, 0, 0, false],
    [10, 10, 100, true],
  ];
  it.each(pass)('position %s of %s at %s %% passes: %s', (position, duration, pct, passed) => {
    expect(reachedPass(position, duration, pct)).toBe(passed);
  });
});
