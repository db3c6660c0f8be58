import type { FastifyReply } from 'fastify';
import { msg } from '../../src/text/messages';

/**
 * The envelopes of the original (RuoYi) backend: success is `code: 200` in the body; a business
 * failure is HTTP 200 with another `code` and a Chinese `msg`.
 */
export const CODE_OK = 200;
export const CODE_FAIL = 500;

/** `{code:200, msg:'操作成功'}`, with `data` when one is given. */
export const ok = <T = never>(data?: T) =>
  data === undefined ? { code: CODE_OK, msg: msg.api.ok } : { code: CODE_OK, msg: msg.api.ok, data };

/**
 * `{code:200, msg}` where the contract carries an answer in `msg` itself (a URL, a signature, an
 * order) or a message other than 操作成功; `data` when one is given.
 */
export const okMsg = <T = never>(message: string, data?: T) =>
  data === undefined ? { code: CODE_OK, msg: message } : { code: CODE_OK, msg: message, data };

/**
 * `{code:200, msg:'操作成功', ...fields}` where the contract puts its answer beside `code` and `msg`
 * instead of in `data` (the captcha's `img`/`uuid`, the login's `radio_token`, the search lists).
 */
export const okWith = <T extends Record<string, unknown>>(fields: T) => ({
  code: CODE_OK,
  msg: msg.api.ok,
  ...fields,
});

export const okRows = <T>(rows: T[], total: number = rows.length) => ({
  code: CODE_OK,
  msg: msg.api.ok,
  rows,
  total,
});

/** The one business failure: HTTP 200 `{code, msg}` (code 500 unless the contract names another). */
export const fail = (message: string, code: number = CODE_FAIL) => ({ code, msg: message });

/**
 * A business failure decided inside a transaction: throwing it rolls the transaction back, and
 * `refusing` turns it into `fail(message)`. Anything else thrown still reaches the error handler.
 */
export class Refusal extends Error {}

export async function refusing<T>(work: () => Promise<T>): Promise<T | ReturnType<typeof fail>> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Refusal) return fail(e.message);
    throw e;
  }
}

/** Body of the HTTP 401 answered when a bearer-protected call has no valid token. */
export const expiredBody = () => ({ code: 401, msg: msg.api.expired });

/** The session is gone (no valid token, or its user no longer exists): HTTP 401 `{code:401,msg}`. */
export const sendExpired = (reply: FastifyReply) => reply.code(401).send(expiredBody());
