import { describe, expect, it } from 'vitest';
import {
  addMonths,
  chinaMonth,
  chinaToday,
  daysInMonth,
  monthGrid,
  monthKey,
  parseMonthKey,
  placeLiveDate,
  sessionsByDay,
  weekdayOfDate,
  weekdayOrder,
  WEEK_STARTS_ON,
} from '../../../domain/schedule';

const dates = (weeks: { date: string }[][]) => weeks.map((w) => w.map((d) => d.date));

describe('the live schedule month grid (domain/schedule)', () => {
  it('weeks start on Monday: November 2026 begins on a Sunday, so its first row is Oct 26 – Nov 1', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    expect(dates(weeks)[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(dates(weeks)[5]).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(
      weeks
        .flat()
        .filter((d) => d.inMonth)
        .map((d) => d.day),
    ).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // Every row starts on a Monday.
    for (const w of weeks) expect(weekdayOfDate(w[0]!.date)).toBe(1);
  });

  it('a month that starts on Monday has no lead days; February 2021 fills exactly 4 weeks', () => {
    const feb = monthGrid({ year: 2021, month: 2 });
    expect(feb).toHaveLength(4);
    expect(feb[0]![0]).toEqual({ date: '2021-02-01', day: 1, inMonth: true });
    expect(feb[3]![6]).toEqual({ date: '2021-02-28', day: 28, inMonth: true });
  });

  it('leap years, and a week starting on Sunday when asked', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2025, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2025, month: 12 })).toBe(31);
    const sunday = monthGrid({ year: 2026, month: 11 }, 0);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]![0]!.date).toBe('2026-11-01');
    expect(weekdayOrder()).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('month arithmetic crosses years; keys round-trip and reject what is no month', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, -14)).toEqual({ year: 2025, month: 9 });
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(parseMonthKey('2026-03')).toEqual({ year: 2026, month: 3 });
    // January, December and 1970 are the edges that still count.
    expect(parseMonthKey('2026-01')).toEqual({ year: 2026, month: 1 });
    expect(parseMonthKey('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonthKey('1970-01')).toEqual({ year: 1970, month: 1 });
    for (const bad of [
      '2026-13',
      '2026-00',
      '2026-3',
      '26-03',
      '2026-03-01',
      '12026-03',
      'x2026-03',
      '1969-12',
      '',
      null,
      undefined,
    ])
      expect(parseMonthKey(bad), String(bad)).toBeNull();
  });

  it('today and the month are China’s, not UTC’s: 16:00 UTC on Nov 30 is already Dec 1 in Beijing', () => {
    const ms = Date.UTC(2026, 10, 30, 16, 0);
    expect(chinaToday(ms)).toBe('2026-12-01');
    expect(chinaMonth(ms)).toEqual({ year: 2026, month: 12 });
    expect(chinaToday(ms - 1)).toBe('2026-11-30');
    expect(chinaMonth(ms - 1)).toEqual({ year: 2026, month: 11 });
  });
});

describe('sessions by day', () => {
  const rows = [
    { liveDate: '2026-11-10 19:30:00', lecturer: '乙', liveTheme: '晚场' },
    { liveDate: '2026-11-10 09:00:00', lecturer: '甲', liveTheme: '早场' },
    { liveDate: '2026-11-10 09:00:00', lecturer: '丙', liveTheme: '同时开始的另一场' },
    { liveDate: '2026-11-03 14:00:00', lecturer: '丁', liveTheme: '月初' },
    { liveDate: '2026-12-01 00:00:00', lecturer: '戊', liveTheme: '下个月' },
    { liveDate: '2026-10-31 23:59:59', lecturer: '己', liveTheme: '上个月' },
    { liveDate: '2026-11-31 10:00:00', lecturer: '庚', liveTheme: '没有这一天' },
    { liveDate: '待定', lecturer: '辛', liveTheme: '没有时间' },
  ];

  it('groups the month’s sessions by China date in time order, leaving out other months and non-times', () => {
    const days = sessionsByDay(rows, { year: 2026, month: 11 });
    expect([...days.keys()]).toEqual(['2026-11-03', '2026-11-10']);
    expect(days.get('2026-11-10')!.map((s) => [s.time, s.lecturer])).toEqual([
      ['09:00', '甲'],
      ['09:00', '丙'],
      ['19:30', '乙'],
    ]);
    expect(days.get('2026-11-03')![0]).toEqual({ ...rows[3], date: '2026-11-03', time: '14:00' });
    expect(sessionsByDay(rows, { year: 2026, month: 12 }).get('2026-12-01')![0]!.time).toBe('00:00');
    expect(sessionsByDay(rows, { year: 2027, month: 1 }).size).toBe(0);
  });

  it('reads the contract’s wall time as it is (China time), with or without seconds', () => {
    expect(placeLiveDate('2026-11-10 09:05')).toEqual({ date: '2026-11-10', time: '09:05' });
    expect(placeLiveDate('2026-11-10T09:05:00.000')).toEqual({ date: '2026-11-10', time: '09:05' });
    expect(placeLiveDate('2026-11-10 24:00:00')).toBeNull();
    expect(placeLiveDate('2026-02-29 10:00:00')).toBeNull();
    expect(placeLiveDate('2026-11-10')).toBeNull();
  });

  it('takes the last minute of the day, refuses minute 60, and the whole value must be the time', () => {
    expect(placeLiveDate('2026-11-10 23:59')).toEqual({ date: '2026-11-10', time: '23:59' });
    expect(placeLiveDate('2026-11-10 23:00:00')).toEqual({ date: '2026-11-10', time: '23:00' });
    expect(placeLiveDate('2026-11-10 10:60')).toBeNull();
    expect(placeLiveDate(' 2026-11-10 09:05 ')).toEqual({ date: '2026-11-10', time: '09:05' });
    expect(placeLiveDate('12026-11-10 09:05')).toBeNull();
    expect(placeLiveDate('2026-11-10 09:05 待定')).toBeNull();
  });
});
