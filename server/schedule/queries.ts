import type { Queryable } from '../db/types';

/** SQL of the live schedule (001 §7 GET /api/liveSchedule/list). */
export interface ScheduleRow {
  id: number;
  /** 'YYYY-MM-DD HH:mm:ss', China time (001 §3), whatever the database's zone. */
  liveDate: string;
  lecturer: string;
  liveTheme: string;
}

/** Every session, earliest first (the calendar places them by China date). */
const SESSION = `SELECT id, to_char(live_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "liveDate",
            lecturer, live_theme AS "liveTheme"
     FROM live_schedule`;

export async function sessions(q: Queryable): Promise<ScheduleRow[]> {
  const { rows } = await q.query<ScheduleRow>(`${SESSION} ORDER BY live_at, id`);
  return rows;
}

/** The first `limit` sessions from `from` on (the page head's Events), not the whole table. */
export async function sessionsFrom(q: Queryable, from: Date, limit: number): Promise<ScheduleRow[]> {
  const { rows } = await q.query<ScheduleRow>(
    `${SESSION} WHERE live_at >= $1 ORDER BY live_at, id LIMIT $2`,
    [from.toISOString(), limit],
  );
  return rows;
}
