import { randomUUID } from 'node:crypto';
import captcha from 'trek-captcha';
import type { AppContext } from '../context';

/**
 * Captchas drawn per client address a minute (issue 31): a form shows one and the user may ask for a few
 * more; each costs a drawing and a row, so a flood from one address is refused (HTTP 429).
 */
export const CAPTCHAS_PER_MINUTE = 30;
export const CAPTCHA_WINDOW_MS = 60_000;

/** A graphic captcha answer expires after 2 minutes and is used at most once. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
const LETTERS = 4;

/** Draws a captcha and stores its answer; `img` is base64 GIF data without the data-URL prefix. */
export async function createCaptcha(ctx: AppContext): Promise<{ uuid: string; img: string }> {
  const { token, buffer } = await captcha({ size: LETTERS });
  const uuid = randomUUID();
  const now = ctx.now();
  await ctx.db.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(now)]);
  await ctx.db.query('INSERT INTO captchas (uuid, answer, expires_at) VALUES ($1, $2, $3)', [
    uuid,
    token,
    new Date(now + CAPTCHA_TTL_MS),
  ]);
  return { uuid, img: buffer.toString('base64') };
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** Checks an answer (case-insensitively) and consumes the captcha whatever the outcome. */
export async function consumeCaptcha(ctx: AppContext, uuid: string, answer: string): Promise<CaptchaCheck> {
  const { rows } = await ctx.db.query<{ answer: string; expires_at: Date }>(
    'DELETE FROM captchas WHERE uuid = $1 RETURNING answer, expires_at',
    [uuid],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= ctx.now()) return 'expired';
  return row.answer.toLowerCase() === answer.trim().toLowerCase() ? 'ok' : 'wrong';
}

/** Test-only: the answer of a pending captcha. */
export async function peekCaptcha(ctx: AppContext, uuid: string): Promise<string | null> {
  const { rows } = await ctx.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE uuid = $1', [
    uuid,
  ]);
  return rows[0]?.answer ?? null;
}
