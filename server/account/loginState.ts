import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The login `state` bound to the browser that asked for the QR address (decision 0004): a short-lived
 * HttpOnly SameSite=Lax cookie set with the address and checked, once, by the callback. A code and
 * state carried to another browser (a cross-site form, a link in a consultation) find no cookie there.
 */
export const STATE_COOKIE = 'wx_login_state';
/** Only the login endpoints see it. */
export const STATE_COOKIE_PATH = '/api/wechatOpen';
/** Long enough to scan and confirm; the login window itself gives up after 5 minutes. */
export const STATE_TTL_S = 10 * 60;

export const newState = () => randomBytes(16).toString('hex');
/** What a state may look like when it comes back (ours are 32 hex digits). */
export const stateSchema = z.string().regex(/^[\w-]{1,128}$/);

const cookieOptions = (request: FastifyRequest) => ({
  path: STATE_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/** Sets the cookie for a fresh state (a later QR address in the same browser replaces it). */
export function bindState(request: FastifyRequest, reply: FastifyReply, state: string): void {
  reply.setCookie(STATE_COOKIE, state, { ...cookieOptions(request), maxAge: STATE_TTL_S });
}

/**
 * Whether `state` is the one this browser asked for; the cookie is cleared either way, so a callback
 * replayed a second time is refused.
 */
export function takeState(request: FastifyRequest, reply: FastifyReply, state: string): boolean {
  const bound = request.cookies[STATE_COOKIE];
  if (bound === undefined) return false;
  reply.clearCookie(STATE_COOKIE, cookieOptions(request));
  const a = Buffer.from(bound);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}
