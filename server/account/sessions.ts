import { randomBytes } from 'node:crypto';
import { TOKEN_DAYS } from '../../src/schemas/account';
import type { AppContext } from '../context';
import { sessionEnded } from './sessionEvents';

export const TOKEN_TTL_MS = TOKEN_DAYS * 24 * 60 * 60_000;

/** A new session: 32 random bytes as hex, valid TOKEN_DAYS (10) days. */
export async function createSession(ctx: AppContext, uid: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const now = ctx.now();
  await ctx.db.query('DELETE FROM sessions WHERE expires_at < $1', [new Date(now)]);
  await ctx.db.query('INSERT INTO sessions (token, uid, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    token,
    uid,
    new Date(now),
    new Date(now + TOKEN_TTL_MS),
  ]);
  return token;
}

/** The uid and expiry (ms) of a valid (known, unexpired) token, or null. */
export async function findSession(
  ctx: Pick<AppContext, 'db' | 'now'>,
  token: string,
): Promise<{ uid: number; expiresAt: number } | null> {
  const { rows } = await ctx.db.query<{ uid: number; expiresAt: Date | string }>(
    'SELECT uid, expires_at AS "expiresAt" FROM sessions WHERE token = $1 AND expires_at > $2',
    [token, new Date(ctx.now())],
  );
  return rows[0] ? { uid: rows[0].uid, expiresAt: new Date(rows[0].expiresAt).getTime() } : null;
}

/** The uid of a valid (known, unexpired) token, or null. */
export async function findSessionUid(ctx: AppContext, token: string): Promise<number | null> {
  return (await findSession(ctx, token))?.uid ?? null;
}

/** Logout: the token stops working, and what was opened with it (chat sockets) is closed at once. */
export async function deleteSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.query('DELETE FROM sessions WHERE token = $1', [token]);
  sessionEnded(ctx.db, token);
}
