import { DAY_MS, formatChinaTime } from './chinaTime';
import { SIGN_IN_STREAK_DAYS } from './points';

/**
 * Daily sign-in (001 §4, §9): one per China calendar day (midnight in Asia/Shanghai, whatever the
 * server's or the browser's zone), streaks of consecutive days. Pure: dates are 'YYYY-MM-DD' China dates.
 */

/** The China calendar date of an instant. */
export const chinaDate = (ms: number): string => formatChinaTime(ms, 'YYYY-MM-DD');

/** The China date `days` before `date` ('YYYY-MM-DD'). */
export const daysBefore = (date: string, days: number): string =>
  chinaDate(Date.parse(`${date}T12:00:00+08:00`) - days * DAY_MS);

/**
 * Consecutive days signed up to today: counted back from today when signed today, else from yesterday
 * (a streak is not broken until a whole day is missed); 0 when neither day was signed.
 */
export function consecutiveDays(signed: ReadonlySet<string>, today: string): number {
  let day = signed.has(today) ? today : daysBefore(today, 1);
  let n = 0;
  while (signed.has(day)) {
    n += 1;
    day = daysBefore(day, 1);
  }
  return n;
}

/**
 * Whether the sign-in that makes a streak `streak` days long earns the streak bonus: the 7th day, and
 * every 7th day after it (14, 21 …) as the streak goes on (our reading of "7 days give 10 bonus points";
 * docs/decisions/0033).
 */
export const earnsStreakBonus = (streak: number): boolean => streak > 0 && streak % SIGN_IN_STREAK_DAYS === 0;

/** The 7 China dates ending today, oldest first: the strip the user centre shows. */
export const lastWeek = (today: string): string[] =>
  Array.from({ length: SIGN_IN_STREAK_DAYS }, (_, i) => daysBefore(today, SIGN_IN_STREAK_DAYS - 1 - i));
