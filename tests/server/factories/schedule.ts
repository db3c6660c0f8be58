import type { Queryable } from '../../../server/db/types';
import { unique } from './common';

export interface SessionRow {
  id: number;
  /** China time, as the list answers it: YYYY-MM-DD HH:mm:00. */
  liveDate: string;
  lecturer: string;
  liveTheme: string;
}

/**
 * A live-schedule session, inserted as server/seed/schedule.ts inserts them (`liveAt` in China time,
 * YYYY-MM-DD HH:mm); any field may be given.
 */
export async function createSession(
  db: Queryable,
  over: { liveAt?: string; lecturer?: string; liveTheme?: string } = {},
): Promise<SessionRow> {
  const liveAt = over.liveAt ?? '2025-07-10 19:30';
  const lecturer = over.lecturer ?? unique('讲者');
  const liveTheme = over.liveTheme ?? unique('影像专题');
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO live_schedule (live_at, lecturer, live_theme) VALUES ($1::timestamptz, $2, $3) RETURNING id',
    [`${liveAt}+08`, lecturer, liveTheme],
  );
  return { id: rows[0]!.id, liveDate: `${liveAt}:00`, lecturer, liveTheme };
}
