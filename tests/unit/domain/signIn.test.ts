import { describe, expect, it } from 'vitest';
import { chinaDate, consecutiveDays, daysBefore, earnsStreakBonus, lastWeek } from '../../../domain/signIn';

describe('sign-in days (China calendar)', () => {
  it('a China date changes at midnight Asia/Shanghai, not at midnight UTC', () => {
    expect(chinaDate(Date.UTC(2025, 6, 1, 15, 59))).toBe('2025-07-01');
    expect(chinaDate(Date.UTC(2025, 6, 1, 16, 0))).toBe('2025-07-02');
    expect(daysBefore('2025-03-01', 1)).toBe('2025-02-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
  });

  it('a streak counts back from today, or from yesterday until a whole day is missed', () => {
    const signed = new Set(['2025-07-01', '2025-07-02', '2025-07-03', '2025-06-29']);
    expect(consecutiveDays(signed, '2025-07-03')).toBe(3);
    expect(consecutiveDays(signed, '2025-07-04')).toBe(3);
    expect(consecutiveDays(signed, '2025-07-05')).toBe(0);
    expect(consecutiveDays(new Set(), '2025-07-05')).toBe(0);
  });

  it('the bonus comes on the 7th day of a streak and every 7th after it', () => {
    expect([0, 1, 6, 7, 8, 13, 14, 21, 22].filter(earnsStreakBonus)).toEqual([7, 14, 21]);
  });

  it('the strip is the 7 days ending today, oldest first', () => {
    expect(lastWeek('2025-03-02')).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });
});
