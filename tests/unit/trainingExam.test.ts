import { describe, expect, it } from 'vitest';
import { backoffMs, localIsNewer, mmss, remainingMs } from '../../machines/examTime';
import { connectivity$ } from '../../realtime/connectivity';
import { OPEN } from '../machines/models/exam.model';
import { decodeAnswers, encodeAnswers } from '../../src/schemas/training';

describe('exam time helpers', () => {
  it('computes the time left from the deadline and the server offset, never below 0', () => {
    expect(remainingMs(100_000, 10_000, 30_000)).toBe(60_000);
    expect(remainingMs(100_000, 80_000, 30_000)).toBe(0);
    expect(mmss(61_001)).toBe('01:02');
    expect(mmss(0)).toBe('00:00');
  });
  it('backs off 1, 2, 4 … s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
  it('a local copy wins only for the same attempt and when newer than the server draft', () => {
    const local = { recordId: OPEN.id, answers: {}, subIndex: 0, savedAt: 1000 };
    expect(localIsNewer({ ...OPEN, savedAt: 1500 }, local, 600)).toBe(true);
    expect(localIsNewer({ ...OPEN, savedAt: 1700 }, local, 600)).toBe(false);
    // Kept at the same moment as the server's draft: the server's copy stands (nothing newer here).
    expect(localIsNewer({ ...OPEN, savedAt: 1600 }, local, 600)).toBe(false);
    expect(localIsNewer({ ...OPEN, savedAt: 1599 }, local, 600)).toBe(true);
    expect(localIsNewer({ ...OPEN, savedAt: null }, local, 0)).toBe(true);
    expect(localIsNewer(OPEN, { ...local, recordId: 99 }, 0)).toBe(false);
  });
});

describe('answers', () => {
  it('encoding answers round-trips (the letters themselves: tests/unit/domain/answers.test.ts)', () => {
    const json = encodeAnswers({ 2: 'A,C', 1: 'B', 3: '' });
    expect(json).toBe('[{"idx":1,"answer":"B"},{"idx":2,"answer":"A,C"}]');
    expect(decodeAnswers(json)).toEqual({ 1: 'B', 2: 'A,C' });
    expect(decodeAnswers('not json')).toEqual({});
  });
});

describe('connectivity$', () => {
  it('starts with the current state and follows online/offline events', () => {
    const target = new EventTarget();
    const seen: boolean[] = [];
    const sub = connectivity$(target as unknown as Window, () => true).subscribe((v) => seen.push(v));
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    sub.unsubscribe();
    target.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([true, false, true]);
  });
});
