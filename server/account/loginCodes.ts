import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';

/** A login code (what the messenger hands to the callback) is valid 5 minutes, once. */
export const LOGIN_CODE_TTL_MS = 5 * 60_000;

export async function createLoginCode(ctx: AppContext, uid: number, state: string): Promise<string> {
  const code = randomBytes(16).toString('hex');
  const now = ctx.now();
  await ctx.db.query('DELETE FROM login_codes WHERE expires_at < $1', [new Date(now)]);
  await ctx.db.query('INSERT INTO login_codes (code, state, uid, expires_at) VALUES ($1, $2, $3, $4)', [
    code,
    state,
    uid,
    new Date(now + LOGIN_CODE_TTL_MS),
  ]);
  return code;
}

/**
 * Uses up a login code: the uid when the code is known, unused, unexpired and was issued for `state`;
 * null otherwise. Any attempt spends the code, so a leaked code cannot be retried with other states.
 */
export async function redeemLoginCode(ctx: AppContext, code: string, state: string): Promise<number | null> {
  const { rows } = await ctx.db.query<{ uid: number; state: string; expires_at: Date }>(
    'UPDATE login_codes SET used = true WHERE code = $1 AND NOT used RETURNING uid, state, expires_at',
    [code],
  );
  const row = rows[0];
  if (!row || row.state !== state || new Date(row.expires_at).getTime() <= ctx.now()) return null;
  return row.uid;
}
