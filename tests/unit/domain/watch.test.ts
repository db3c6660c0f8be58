import { describe, expect, it } from 'vitest';
import {
  PLAYBACK_RATES,
  reachedPass,
  resumePosition,
  savedWatch,
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

describe('savedWatch: the record a player resumes from', () => {
  it('is null without a record', () => {
    expect(savedWatch(null)).toBeNull();
  });

  it('keeps the positions, drops the rest of the answer, and is completed only for 1', () => {
    const stored = { youthVideoId: 7, watchPosition: 12.5, maxPosition: 40, completed: 1, updateTime: 'x' };
    expect(savedWatch(stored)).toEqual({ watchPosition: 12.5, maxPosition: 40, completed: 1 });
    for (const completed of [0, 2, -1]) {
      expect(savedWatch({ watchPosition: 0, maxPosition: 3, completed })).toEqual({
        watchPosition: 0,
        maxPosition: 3,
        completed: 0,
      });
    }
  });
});
