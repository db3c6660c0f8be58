import { DAY_MS, formatChinaTime } from './chinaTime';

/**
 * The live schedule /schedule (001 §2 "Live schedule", §3 liveDate, lecturer, liveTheme): a month
 * calendar in China time, whatever the zone of the browser or of the server. Pure: months are
 * { year, month } (month 1–12), days are 'YYYY-MM-DD' China dates.
 */

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/**
 * The first column of the calendar: Monday (0 = Sunday … 6 = Saturday, as `Date#getUTCDay`). China
 * numbers its weeks from Monday (GB/T 7408, ISO 8601: 星期一 … 星期日) and the calendars Chinese users
 * live in (WeChat, DingTalk, the phone's own) start there; docs/decisions/0040.
 */
export const WEEK_STARTS_ON = 1;

/** One day of the grid: its date, its day of month, and whether it belongs to the month shown. */
export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a month: the form the address carries (?month=2026-11). */
export const monthKey = ({ year, month }: YearMonth): string => `${year}-${pad(month)}`;

/** '2026-11' → { year: 2026, month: 11 }; null for anything else (the address is user input). */
export function parseMonthKey(text: string | null | undefined): YearMonth | null {
  // Stryker disable next-line StringLiteral: equivalent, a missing value only needs some text that is no month
  const m = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return year >= 1970 && month >= 1 && month <= 12 ? { year, month } : null;
}

/** The China month an instant falls in. */
export const chinaMonth = (ms: number): YearMonth => {
  const [year, month] = formatChinaTime(ms, 'YYYY-MM').split('-').map(Number) as [number, number];
  return { year, month };
};

/** The China date ('YYYY-MM-DD') of an instant: "today" of the calendar. */
export const chinaToday = (ms: number): string => formatChinaTime(ms, 'YYYY-MM-DD');

/** The month `n` months after (n < 0: before) the given one. */
export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** How many days the month has (leap years included). */
export const daysInMonth = ({ year, month }: YearMonth): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The date ('YYYY-MM-DD') of a day of a month. */
export const dateOf = ({ year, month }: YearMonth, day: number): string =>
  `${year}-${pad(month)}-${pad(day)}`;

/** 0 = Sunday … 6 = Saturday, of a calendar date (no zone involved: the date is already China's). */
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The calendar date `n` days after a calendar date. */
const plusDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The month as weeks of 7 days, each week starting on `weekStartsOn` (Monday by default): the days
 * before the 1st and after the last day come from the neighbouring months (inMonth false), so every
 * week is whole. 4 to 6 weeks.
 */
export function monthGrid(ym: YearMonth, weekStartsOn: number = WEEK_STARTS_ON): GridDay[][] {
  const first = dateOf(ym, 1);
  const lead = (weekdayOf(first) - weekStartsOn + 7) % 7;
  const cells = Math.ceil((lead + daysInMonth(ym)) / 7) * 7;
  const prefix = monthKey(ym);
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const date = plusDays(first, i - lead);
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({ date, day: Number(date.slice(8)), inMonth: date.startsWith(prefix) });
  }
  return weeks;
}

/** The weekdays in column order (0 = Sunday … 6 = Saturday), for the grid's header. */
export const weekdayOrder = (weekStartsOn: number = WEEK_STARTS_ON): number[] =>
  Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7);

/** Weekday (0 = Sunday … 6 = Saturday) of a China date, for the phone list's day headings. */
export const weekdayOfDate = weekdayOf;

/** A session as the contract sends it (001 §3 Live schedule). */
export interface ScheduleEntry {
  liveDate: string;
  lecturer: string;
  liveTheme: string;
}

/** A session placed on the calendar: its China date and time of day ('HH:mm'). */
export type PlacedEntry<T extends ScheduleEntry> = T & { date: string; time: string };

/** 'YYYY-MM-DD HH:mm[:ss]' (the contract's China wall time, also with 'T'). */
const LIVE_DATE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The China date and time of day of a liveDate; null when it is not such a time. */
export function placeLiveDate(liveDate: string): { date: string; time: string } | null {
  const m = LIVE_DATE.exec(liveDate.trim());
  if (!m) return null;
  const [, date, hh, mm] = m as unknown as [string, string, string, string];
  // 2025-02-30 and 25:00 are no times.
  if (Number(hh) > 23 || Number(mm) > 59) return null;
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return null;
  return { date, time: `${hh}:${mm}` };
}

/**
 * The sessions of one month by China date, each day's in time order (then as the server listed them);
 * sessions whose liveDate is no time are left out. Days in date order.
 */
export function sessionsByDay<T extends ScheduleEntry>(
  entries: readonly T[],
  ym: YearMonth,
): Map<string, PlacedEntry<T>[]> {
  const prefix = `${monthKey(ym)}-`;
  const placed = entries
    .map((e, i) => ({ e, i, at: placeLiveDate(e.liveDate) }))
    .filter(
      (p): p is typeof p & { at: { date: string; time: string } } => p.at?.date.startsWith(prefix) ?? false,
    )
    .sort(
      // Stryker disable next-line ArithmeticOperator: equivalent, Array#sort is stable and V8 asks (later, earlier) on a tie, so a positive answer keeps the server's order too (no difference over 1,170 random lists of 2 to 2,000 sessions)
      (a, b) => a.at.date.localeCompare(b.at.date) || a.at.time.localeCompare(b.at.time) || a.i - b.i,
    );
  const days = new Map<string, PlacedEntry<T>[]>();
  for (const { e, at } of placed) {
    const day = days.get(at.date) ?? [];
    day.push({ ...e, ...at });
    days.set(at.date, day);
  }
  return days;
}
