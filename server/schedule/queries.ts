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
export async function sessions(q: Queryable): Promise<ScheduleRow[]> {
  const { rows } = await q.query<ScheduleRow>(
    `SELECT id, to_char(live_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "liveDate",
            lecturer, live_theme AS "liveTheme"
     FROM live_schedule ORDER BY live_at, id`,
  );
  return rows;
}
