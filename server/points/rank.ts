import type { FastifyInstance } from 'fastify';
import { RANK_TOP } from '../../src/schemas/points';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { requireUser } from '../http/auth';
import { ok } from '../http/reply';

/**
 * The points leaderboard (001 §2, §3): users by total earned points (`users.score`, which only the ledger
 * moves). Equal totals share a rank (1, 2, 2, 4); users who earned nothing are not ranked. Hospital and
 * department are shown only for users who chose to show their work info (showWorkInfo 1; decision 0034).
 */
const ROW = `uid, rank, user_img AS "userImg", nick_name AS "nickName", jod_title AS "jodTitle",
  CASE WHEN show_work_info = 1 THEN hospital ELSE '' END AS hospital,
  CASE WHEN show_work_info = 1 THEN department ELSE '' END AS department,
  score AS "totalEarnedScore"`;
const RANKED = `SELECT *, RANK() OVER (ORDER BY score DESC)::int AS rank FROM users WHERE score > 0`;

export interface RankRow {
  uid: number;
  rank: number;
  userImg: string;
  nickName: string;
  jodTitle: string;
  hospital: string;
  department: string;
  totalEarnedScore: number;
}

export async function top(q: Queryable, limit = RANK_TOP): Promise<RankRow[]> {
  const { rows } = await q.query<RankRow>(`SELECT ${ROW} FROM (${RANKED}) r ORDER BY rank, uid LIMIT $1`, [
    limit,
  ]);
  return rows;
}

/** The user's own row; rank null while the user has earned nothing. */
export async function ownRank(
  q: Queryable,
  uid: number,
): Promise<Omit<RankRow, 'rank'> & { rank: number | null }> {
  const ranked = await q.query<RankRow>(`SELECT ${ROW} FROM (${RANKED}) r WHERE uid = $1`, [uid]);
  if (ranked.rows[0]) return ranked.rows[0];
  const me = await q.query<RankRow>(
    `SELECT ${ROW} FROM (SELECT *, NULL::int AS rank FROM users) r WHERE uid = $1`,
    [uid],
  );
  return { ...me.rows[0]!, rank: null };
}

/** 001 §7: GET /api/radio/radio_user_score/top20 (public) and GET /api/radio/radio_user_score/ (own rank). */
export function rankRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/radio/radio_user_score/top20', async () =>
    ok((await top(ctx.db)).map(({ uid: _uid, ...row }) => row)),
  );
  app.get('/api/radio/radio_user_score/', { preHandler: requireUser(ctx) }, async (request) => {
    const { uid: _uid, ...row } = await ownRank(ctx.db, request.uid);
    return ok(row);
  });
}
