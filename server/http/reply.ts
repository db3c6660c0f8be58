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

export const okRows = <T>(rows: T[], total: number = rows.length) => ({
  code: CODE_OK,
  msg: msg.api.ok,
  rows,
  total,
});

export const fail = (message: string, code: number = CODE_FAIL) => ({ code, msg: message });

/** Body of the HTTP 401 answered when a bearer-protected call has no valid token. */
export const expiredBody = () => ({ code: 401, msg: msg.api.expired });
