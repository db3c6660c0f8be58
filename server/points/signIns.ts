import type { Queryable } from '../db/types';

/** The user's sign-in dates ('YYYY-MM-DD'), newest first. */
export async function signDates(q: Queryable, uid: number): Promise<string[]> {
  const { rows } = await q.query<{ d: string }>(
    `SELECT to_char(sign_date, 'YYYY-MM-DD') AS d FROM sign_ins WHERE uid = $1 ORDER BY sign_date DESC`,
    [uid],
  );
  return rows.map((r) => r.d);
}

/** Records the user's sign-in of `date` ('YYYY-MM-DD'); false when that day was signed already. */
export async function signIn(q: Queryable, uid: number, date: string): Promise<boolean> {
  const { rows } = await q.query(
    'INSERT INTO sign_ins (uid, sign_date) VALUES ($1, $2::date) ON CONFLICT DO NOTHING RETURNING uid',
    [uid, date],
  );
  return rows.length > 0;
}
