import { randomInt } from 'node:crypto';
import { SMS_COOLDOWN_MS } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { Refusal } from '../http/reply';

/** An SMS code is valid 5 minutes, once; after 5 wrong tries it is void. */
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;

/** Serialises sends and checks for one phone (several requests, several servers). */
const lockPhone = (tx: Queryable, phone: string) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtext('sms:' || $1))", [phone]);

/**
 * Issues a 6-digit code for `phone` and answers it, at most one per 60 s (000 §9): a second request
 * within that time is a `Refusal`. The code goes to the server log (there is no SMS gateway here) and,
 * when the test-only endpoints are on (TEST_ROUTES=1), to the test-only SMS read-back (server/testing/routes.ts).
 */
export async function sendSmsCode(ctx: AppContext, phone: string): Promise<string> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const recent = await tx.query('SELECT 1 FROM sms_codes WHERE phone = $1 AND sent_at > $2 LIMIT 1', [
      phone,
      new Date(now - SMS_COOLDOWN_MS),
    ]);
    if (recent.rows.length > 0) throw new Refusal(msg.sms.tooOften);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query('INSERT INTO sms_codes (phone, code, sent_at, expires_at) VALUES ($1, $2, $3, $4)', [
      phone,
      code,
      new Date(now),
      new Date(now + SMS_TTL_MS),
    ]);
    return code;
  });
}

/**
 * Checks `code` against the latest code sent to `phone` and answers that code's id, for the caller to
 * claim (`claimSmsCode`) inside its own write. A wrong, used or expired code is a `Refusal`.
 *
 * The check is its own transaction, committed before the refusal is thrown: a wrong code's counted
 * attempt must survive the refusal (after 5 the code is void), which it would not inside the caller's
 * transaction, where the refusal rolls everything back. The phone lock keeps the check and the count
 * one step, so concurrent guesses are counted one after another and at most 5 are ever compared.
 */
export async function verifySmsCode(ctx: AppContext, phone: string, code: string): Promise<number> {
  const now = ctx.now();
  const verdict = await ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const { rows } = await tx.query<{
      id: number;
      code: string;
      expires_at: Date;
      used: boolean;
      attempts: number;
    }>(
      'SELECT id, code, expires_at, used, attempts FROM sms_codes WHERE phone = $1 ORDER BY sent_at DESC, id DESC LIMIT 1',
      [phone],
    );
    const row = rows[0];
    if (!row || row.used || row.attempts >= SMS_MAX_ATTEMPTS || new Date(row.expires_at).getTime() <= now)
      return { refused: msg.sms.smsExpired };
    if (row.code !== code.trim()) {
      await tx.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return { refused: msg.sms.smsWrong };
    }
    return { id: row.id };
  });
  if ('refused' in verdict) throw new Refusal(verdict.refused);
  return verdict.id;
}

/**
 * Marks a verified code used, inside the caller's transaction, so it rolls back with the caller's write.
 * Two requests that verified the same code race here: the second finds it used, a `Refusal`.
 */
export async function claimSmsCode(tx: Queryable, id: number): Promise<void> {
  const { rows } = await tx.query(
    'UPDATE sms_codes SET used = true WHERE id = $1 AND NOT used RETURNING id',
    [id],
  );
  if (rows.length === 0) throw new Refusal(msg.sms.smsExpired);
}

/** Test-only: the latest code sent to a phone. */
export async function latestSmsCode(ctx: AppContext, phone: string): Promise<string | null> {
  const { rows } = await ctx.db.query<{ code: string }>(
    'SELECT code FROM sms_codes WHERE phone = $1 ORDER BY sent_at DESC, id DESC LIMIT 1',
    [phone],
  );
  return rows[0]?.code ?? null;
}

/** Test-only: lifts the 60 s limit for a phone (its codes stay valid). */
export async function resetSmsLimit(ctx: AppContext, phone: string): Promise<void> {
  await ctx.db.query("UPDATE sms_codes SET sent_at = sent_at - interval '1 hour' WHERE phone = $1", [phone]);
}
