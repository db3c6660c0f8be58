import { randomInt } from 'node:crypto';
import { SMS_COOLDOWN_MS } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';

/** An SMS code is valid 5 minutes, once; after 5 wrong tries it is void. */
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;

type Result<T = object> = ({ ok: true } & T) | { ok: false; msg: string };

/** Serialises sends and checks for one phone (several requests, several servers). */
const lockPhone = (tx: Queryable, phone: string) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtext('sms:' || $1))", [phone]);

/**
 * Issues a 6-digit code for `phone`, at most one per 60 s (000 §9). The code goes to the server log
 * (there is no SMS gateway here) and, when the test-only endpoints are on (TEST_ROUTES=1), to GET /api/__test/sms.
 */
export async function sendSmsCode(ctx: AppContext, phone: string): Promise<Result<{ code: string }>> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const recent = await tx.query('SELECT 1 FROM sms_codes WHERE phone = $1 AND sent_at > $2 LIMIT 1', [
      phone,
      new Date(now - SMS_COOLDOWN_MS),
    ]);
    if (recent.rows.length > 0) return { ok: false, msg: msg.sms.tooOften };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query('INSERT INTO sms_codes (phone, code, sent_at, expires_at) VALUES ($1, $2, $3, $4)', [
      phone,
      code,
      new Date(now),
      new Date(now + SMS_TTL_MS),
    ]);
    return { ok: true, code };
  });
}

/**
 * Checks `code` against the latest code sent to `phone`, inside the caller's transaction. A wrong code
 * counts an attempt; the caller marks the code used (`useSmsCode`) when its own write succeeds.
 */
export async function checkSmsCode(
  tx: Queryable,
  now: number,
  phone: string,
  code: string,
): Promise<Result<{ id: number }>> {
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
  if (!row || row.used || row.attempts >= SMS_MAX_ATTEMPTS || new Date(row.expires_at).getTime() <= now) {
    return { ok: false, msg: msg.sms.smsExpired };
  }
  if (row.code !== code.trim()) {
    await tx.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return { ok: false, msg: msg.sms.smsWrong };
  }
  return { ok: true, id: row.id };
}

export const useSmsCode = (tx: Queryable, id: number) =>
  tx.query('UPDATE sms_codes SET used = true WHERE id = $1', [id]);

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
