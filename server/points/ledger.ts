import { Refusal } from '../http/reply';
import type { Queryable } from '../db/types';

/** One change of a user's points: earned (score > 0) or spent (score < 0), once per `ref`. */
export interface LedgerEntry {
  /** What makes the change happen once: 'sign-in:2026-11-24', 'bind-phone', 'redeem:101' … */
  ref: string;
  srcModuleDesc: string;
  detailActionDesc: string;
  score: number;
}

/**
 * Records `entry` for `uid` and moves the user's totals with it, in the caller's transaction: total
 * (`score`) grows by what is earned, available by earnings minus spending. A `ref` already recorded
 * changes nothing (false). Spending more than is available throws `Refusal(insufficient)`, which rolls
 * the transaction back: available never goes below 0. Callers that must serialise a user's changes
 * lock the user's row first (`lockUser`).
 */
export async function record(
  q: Queryable,
  uid: number,
  entry: LedgerEntry,
  nowMs: number,
  insufficient = '积分不足',
): Promise<boolean> {
  const inserted = await q.query(
    `INSERT INTO score_records (uid, created_ms, src_module_desc, detail_action_desc, score, ref)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (uid, ref) DO NOTHING RETURNING id`,
    [uid, nowMs, entry.srcModuleDesc, entry.detailActionDesc, entry.score, entry.ref],
  );
  if (inserted.rows.length === 0) return false;
  const moved = await q.query(
    `UPDATE users SET score = score + GREATEST($2::int, 0), available_score = available_score + $2::int
     WHERE uid = $1 AND available_score + $2::int >= 0 RETURNING uid`,
    [uid, entry.score],
  );
  if (moved.rows.length === 0) throw new Refusal(insufficient);
  return true;
}

/** Locks the user's row until the transaction ends: one change of their points at a time. */
export async function lockUser(q: Queryable, uid: number): Promise<{ availableScore: number } | null> {
  const { rows } = await q.query<{ availableScore: number }>(
    'SELECT available_score AS "availableScore" FROM users WHERE uid = $1 FOR UPDATE',
    [uid],
  );
  return rows[0] ?? null;
}

export interface ScoreRecordRow {
  createdMs: number;
  srcModuleDesc: string;
  detailActionDesc: string;
  score: number;
}

/** A page of the user's score record, newest first. */
export async function scoreRecords(q: Queryable, uid: number, limit: number, offset: number) {
  const { rows } = await q.query<ScoreRecordRow & { total: number }>(
    `SELECT created_ms::float8 AS "createdMs", src_module_desc AS "srcModuleDesc",
            detail_action_desc AS "detailActionDesc", score, (count(*) OVER ())::int AS total
     FROM score_records WHERE uid = $1 ORDER BY created_ms DESC, id DESC LIMIT $2 OFFSET $3`,
    [uid, limit, offset],
  );
  return rows;
}

/** The totals as the ledger has them (the invariant: they equal the users row's). */
export async function ledgerTotals(q: Queryable, uid: number) {
  const { rows } = await q.query<{ score: number; availableScore: number }>(
    `SELECT COALESCE(sum(score) FILTER (WHERE score > 0), 0)::int AS score,
            COALESCE(sum(score), 0)::int AS "availableScore"
     FROM score_records WHERE uid = $1`,
    [uid],
  );
  return rows[0]!;
}

/** How many rows the user's score record holds. */
export async function scoreRecordCount(q: Queryable, uid: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM score_records WHERE uid = $1',
    [uid],
  );
  return rows[0]?.n ?? 0;
}
