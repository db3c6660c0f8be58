import { randomBytes } from 'node:crypto';
import { TOKEN_DAYS } from '../../src/schemas/account';
import type { AppContext } from '../context';

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

/** The uid of a valid (known, unexpired) token, or null. */
export async function findSessionUid(ctx: AppContext, token: string): Promise<number | null> {
  const { rows } = await ctx.db.query<{ uid: number }>(
    'SELECT uid FROM sessions WHERE token = $1 AND expires_at > $2',
    [token, new Date(ctx.now())],
  );
  return rows[0]?.uid ?? null;
}

export async function deleteSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.query('DELETE FROM sessions WHERE token = $1', [token]);
}
