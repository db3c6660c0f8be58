import { uploadMsg } from '../../src/text/upload';
import type { Db, Queryable } from '../db/types';
import { TUS_EXPIRY_MS } from './storage';

/**
 * Each user's upload quota (issue 31, decision 0065): the bytes of their finished uploads (migration 016)
 * and of their uploads in flight (migration 019: a tus upload from its creation until it finishes, is
 * discarded or expires; a multipart call while its body streams) may not pass `quotaBytes` together. A
 * file counts at least QUOTA_MIN_FILE_BYTES, so the quota also bounds how many files one account leaves.
 * In the database, so several servers count alike; a user's reservations are serialised by an advisory
 * lock, so a burst of creations cannot pass the check together.
 */
export const QUOTA_MIN_FILE_BYTES = 1024 * 1024;

/** An upload in flight: its id (tus's, or `multipart:<partial name>`), its user and the bytes it may become. */
export interface Reservation {
  id: string;
  uid: number;
  bytes: number;
}

/** The refusal of an upload past the quota, which says when unfinished uploads stop counting. */
export const quotaMessage = (quotaBytes: number) =>
  uploadMsg.quotaExceeded(quotaBytes, TUS_EXPIRY_MS / (60 * 60 * 1000));

/** Reservations created before this no longer count at `now` (an abandoned tus upload has expired). */
const liveSince = (now: number) => new Date(now - TUS_EXPIRY_MS);

/** The bytes `uid`'s uploads hold against the quota at `now`: finished, and in flight and not expired. */
export async function usedBytes(db: Queryable, uid: number, now: number): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `SELECT (SELECT coalesce(sum(greatest(file_size, $2)), 0) FROM uploads WHERE uid = $1)
          + (SELECT coalesce(sum(greatest(bytes, $2)), 0) FROM upload_reservations
             WHERE uid = $1 AND create_time > $3) AS used`,
    [uid, QUOTA_MIN_FILE_BYTES, liveSince(now)],
  );
  return Number(rows[0]?.used ?? 0);
}

/**
 * Records `r` as in flight if it fits in the user's quota; answers false (and records nothing) if it does
 * not.
 */
export async function reserve(db: Db, r: Reservation, quotaBytes: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('uploads:' || $1::text))", [r.uid]);
    const used = await usedBytes(tx, r.uid, now);
    if (used + Math.max(r.bytes, QUOTA_MIN_FILE_BYTES) > quotaBytes) return false;
    await tx.query('INSERT INTO upload_reservations (id, uid, bytes, create_time) VALUES ($1, $2, $3, $4)', [
      r.id,
      r.uid,
      r.bytes,
      new Date(now),
    ]);
    return true;
  });
}

/** The upload `id` is no longer in flight (finished, refused, discarded, or its request ended). */
export async function release(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM upload_reservations WHERE id = $1', [id]);
}

/** Whether the upload `id` is in flight and has not expired at `now` (an expired one cannot go on). */
export async function isLive(db: Queryable, id: string, now: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM upload_reservations WHERE id = $1 AND create_time > $2', [
    id,
    liveSince(now),
  ]);
  return rows.length > 0;
}

/** Removes the reservations that no longer count (the hourly clean-up, with tus's expired uploads). */
export async function forgetExpired(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM upload_reservations WHERE create_time <= $1', [liveSince(now)]);
}
