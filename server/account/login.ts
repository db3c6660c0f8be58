import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { fail } from '../http/reply';
import { createLoginCode, redeemLoginCode } from './loginCodes';
import { renderScanError, renderScanPage, SCAN_AS, SCAN_PAGE_PATH } from './scanPage';
import { createSession } from './sessions';
import { createNewUser, findUser } from './users';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The portal's address as the browser sees it: PUBLIC_ORIGIN, else the request's own. */
export const requestOrigin = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;

/**
 * The redirect address when it may be used, else null. Only same-origin addresses (the request's or
 * PUBLIC_ORIGIN) or localhost ones are accepted: the scan page would otherwise be an open redirect
 * handing login codes to any site. Relative addresses are resolved against the origin.
 */
export function allowedRedirect(uri: string, ctx: AppContext, request: FastifyRequest): URL | null {
  const own = [`${request.protocol}://${request.host}`, ctx.config.publicOrigin].filter((o) => o !== null);
  let url: URL;
  try {
    url = new URL(uri, requestOrigin(ctx, request));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const sameOrigin = own.some((o) => {
    try {
      return new URL(o).origin === url.origin;
    } catch {
      return false;
    }
  });
  return sameOrigin || LOCAL_HOSTS.has(url.hostname) ? url : null;
}

const stateSchema = z.string().regex(/^[\w-]{1,128}$/);
const scanQuery = z.object({ state: stateSchema, redirect_uri: z.string().min(1).max(2048) });
const scanForm = scanQuery.extend({ as: z.enum(['demo', 'doctor', 'new']) });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** 000 §7.1 QR login, with a local page standing in for the messenger (design §6). */
export function loginRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/wechatOpen/getQrConnectUrl', async (request) => {
    const { redirectUri } = request.query as { redirectUri?: unknown };
    const target = allowedRedirect(
      typeof redirectUri === 'string' && redirectUri ? redirectUri : '/wcLogin',
      ctx,
      request,
    );
    if (!target) return fail(msg.login.scanInvalidRedirect);
    const url = new URL(SCAN_PAGE_PATH, requestOrigin(ctx, request));
    url.searchParams.set('state', randomBytes(16).toString('hex'));
    url.searchParams.set('redirect_uri', target.toString());
    return { code: 200, msg: url.toString() };
  });

  app.get(SCAN_PAGE_PATH, async (request, reply) => {
    const q = scanQuery.safeParse(request.query);
    if (!q.success) return html(reply, 400, renderScanError(msg.login.callbackMissing));
    if (!allowedRedirect(q.data.redirect_uri, ctx, request)) {
      return html(reply, 400, renderScanError(msg.login.scanInvalidRedirect));
    }
    return html(reply, 200, renderScanPage(q.data.state, q.data.redirect_uri));
  });

  // The "scan": creates a single-use login code bound to the user and the state, then sends the browser
  // to `redirect_uri?code=…&state=…` exactly as the messenger would.
  app.post(SCAN_PAGE_PATH, async (request, reply) => {
    const f = scanForm.safeParse(request.body);
    if (!f.success) return html(reply, 400, renderScanError(msg.login.callbackMissing));
    const target = allowedRedirect(f.data.redirect_uri, ctx, request);
    if (!target) return html(reply, 400, renderScanError(msg.login.scanInvalidRedirect));
    const seeded = SCAN_AS[f.data.as];
    const uid = seeded ?? (await createNewUser(ctx));
    if (!(await findUser(ctx.db, uid))) return html(reply, 400, renderScanError(msg.login.codeInvalid));
    target.searchParams.set('code', await createLoginCode(ctx, uid, f.data.state));
    target.searchParams.set('state', f.data.state);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });

  app.get('/api/wechatOpen/wxCallBack', async (request) => {
    const { code, state } = request.query as { code?: unknown; state?: unknown };
    if (typeof code !== 'string' || typeof state !== 'string' || !code || !state)
      return fail(msg.login.codeInvalid);
    const uid = await redeemLoginCode(ctx, code, state);
    if (uid === null) return fail(msg.login.codeInvalid);
    return { code: 200, msg: msg.api.ok, radio_token: await createSession(ctx, uid) };
  });
}
