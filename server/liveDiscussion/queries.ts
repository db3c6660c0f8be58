import { formatChinaTime } from '../../domain/chinaTime';
import type { Queryable } from '../db/types';

/** An instant as epoch ms (float8: a plain number from PGlite and from node-postgres alike). */
const EPOCH_MS = (col: string) => `(extract(epoch FROM ${col}) * 1000)::float8`;
/** 000 §4.3 from the server clock ($1): '1' reserved before the start, '0' live until the end, '2' ended. */
const STATUS = `CASE WHEN $1::timestamptz < start_time THEN '1' WHEN $1::timestamptz <= end_time THEN '0' ELSE '2' END`;

export interface LiveSessionRow {
  id: number;
  title: string;
  userName: string;
  image: string;
  link: string;
  mdtLink: string;
  startTime: string;
  endTime: string;
  liveStatus: string;
  hasPass: string;
}

/**
 * One page of the sessions: live now first, then reserved (soonest first), then ended (latest first).
 * The password never leaves; whether the link may leave is the route's decision.
 */
export async function listSessions(
  q: Queryable,
  now: Date,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: LiveSessionRow[]; total: number }> {
  const { rows } = await q.query<
    Omit<LiveSessionRow, 'startTime' | 'endTime'> & { startMs: number; endMs: number }
  >(
    `SELECT id, title, user_name AS "userName", image, link, mdt_link AS "mdtLink",
       ${EPOCH_MS('start_time')} AS "startMs", ${EPOCH_MS('end_time')} AS "endMs",
       ${STATUS} AS "liveStatus",
       CASE WHEN password IS NULL THEN '1' ELSE '0' END AS "hasPass"
     FROM live_sessions
     ORDER BY ${STATUS},
       CASE WHEN $1::timestamptz > end_time THEN -extract(epoch FROM start_time) ELSE extract(epoch FROM start_time) END,
       sort, id
     LIMIT $2 OFFSET $3`,
    [now.toISOString(), page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM live_sessions');
  // Times are answered as 'YYYY-MM-DD HH:mm:ss' in China time, like the original backend.
  const sessions = rows.map(({ startMs, endMs, ...row }) => ({
    ...row,
    startTime: formatChinaTime(startMs),
    endTime: formatChinaTime(endMs),
  }));
  return { rows: sessions, total: count.rows[0]?.n ?? 0 };
}

/** The title of the session whose cover is this address (the covers the seed step gave; none: null). */
export async function titleOfCover(q: Queryable, image: string): Promise<string | null> {
  const { rows } = await q.query<{ title: string }>(
    'SELECT title FROM live_sessions WHERE image = $1 ORDER BY id LIMIT 1',
    [image],
  );
  return rows[0]?.title ?? null;
}

export interface SessionSecret {
  password: string | null;
  ended: boolean;
  link: string;
  mdtLink: string;
}

export async function sessionSecret(q: Queryable, id: number, now: Date): Promise<SessionSecret | null> {
  const { rows } = await q.query<SessionSecret>(
    `SELECT password, $2::timestamptz > end_time AS ended, link, mdt_link AS "mdtLink"
     FROM live_sessions WHERE id = $1`,
    [id, now.toISOString()],
  );
  return rows[0] ?? null;
}

export interface NewConsultation {
  uid: number;
  title: string;
  userName: string;
  link: string;
  start: Date;
  end: Date;
  clinicalDiagnosis: string;
  patientId: string;
  consultationPurpose: string;
  password: string | null;
  now: Date;
}

/** Stores the application and publishes it as a session of the list (one transaction). */
export async function insertConsultation(q: Queryable, c: NewConsultation): Promise<number> {
  const session = await q.query<{ id: number }>(
    `INSERT INTO live_sessions (title, user_name, link, mdt_link, start_time, end_time, password, sort)
     VALUES ($1, $2, $3, $3, $4, $5, $6, 1000) RETURNING id`,
    [c.title, c.userName, c.link, c.start.toISOString(), c.end.toISOString(), c.password],
  );
  const sessionId = session.rows[0]!.id;
  await q.query(
    `INSERT INTO consultations (uid, session_id, title, user_name, link, start_time, end_time,
       clinical_diagnosis, patient_id, consultation_purpose, password, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      c.uid,
      sessionId,
      c.title,
      c.userName,
      c.link,
      c.start.toISOString(),
      c.end.toISOString(),
      c.clinicalDiagnosis,
      c.patientId,
      c.consultationPurpose,
      c.password,
      c.now.toISOString(),
    ],
  );
  return sessionId;
}

/** How many consultations a user published since `since` (the publishing limits). */
export async function consultationsSince(q: Queryable, uid: number, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM consultations WHERE uid = $1 AND created_at > $2',
    [uid, since.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/** Serialises one user's publishing (inside the caller's transaction), so a burst cannot pass the count together. */
export const lockPublisher = (tx: Queryable, uid: number) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtext('consultation:' || $1::text))", [uid]);
