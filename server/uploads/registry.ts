import type { Queryable } from '../db/types';

/**
 * The record of finished uploads (migration 016): written when an upload (multipart or tus) is stored,
 * read when a submission refers to files, so a user can only submit files they uploaded themselves.
 */
export interface UploadRecord {
  url: string;
  uid: number;
  fileName: string;
  fileSize: number;
  mime: string;
}

export async function recordUpload(db: Queryable, u: UploadRecord): Promise<void> {
  await db.query('INSERT INTO uploads (url, uid, file_name, file_size, mime) VALUES ($1, $2, $3, $4, $5)', [
    u.url,
    u.uid,
    u.fileName,
    u.fileSize,
    u.mime,
  ]);
}

/** Whether every address in `urls` is an upload of `uid` (an empty list is). */
export async function ownsUploads(db: Queryable, uid: number, urls: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return true;
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploads WHERE uid = $1 AND url = ANY($2::text[])',
    [uid, wanted],
  );
  return rows[0]?.n === wanted.length;
}

/**
 * The records of those of `urls` that are uploads of `uid`, by address (another user's or an unknown
 * address is simply absent): a submission's sizes come from here, not from what the browser says.
 */
export async function uploadsOf(
  db: Queryable,
  uid: number,
  urls: readonly string[],
): Promise<Map<string, UploadRecord>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<UploadRecord>(
    `SELECT url, uid, file_name AS "fileName", file_size::float8 AS "fileSize", mime FROM uploads
     WHERE uid = $1 AND url = ANY($2::text[])`,
    [uid, wanted],
  );
  return new Map(rows.map((r) => [r.url, r]));
}
