import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { msg } from '../../src/text/messages';
import { loginMode } from '../config';
import type { AppContext } from '../context';
import { fail, okMsg, okWith, refusing } from '../http/reply';
import { valid } from '../http/validate';
import { demoScanRoutes } from './demoScan';
import { redeemLoginCode } from './loginCodes';
import { bindState, newState, stateSchema, takeState } from './loginState';
import { allowedRedirect, requestOrigin } from './redirect';
import { SCAN_PAGE_PATH } from './scanPage';
import { createSession } from './sessions';
import { findOrCreateWechatUser } from './users';
import { exchangeCode, fetchUserInfo, qrConnectUrl, wechatApp } from './wechat';

const callbackQuery = z.object({ code: z.string().regex(/^[\w-]{1,256}$/), state: stateSchema });

/**
 * 000 §7.1 QR login (decisions 0003, 0004): WeChat's own qrconnect page when credentials are
 * configured, else the demo scan page (or no login at all in production without DEMO_LOGIN=1).
 * Either way the state is bound to the asking browser by a cookie, checked once by the callback.
 */
export function loginRoutes(app: FastifyInstance, ctx: AppContext) {
  const mode = loginMode(ctx.config);
  const wechat = wechatApp(ctx.config);
  if (mode === 'demo') demoScanRoutes(app, ctx);

  app.get('/api/wechatOpen/getQrConnectUrl', async (request, reply) => {
    if (mode === 'off') return fail(msg.login.unavailable);
    const { redirectUri } = request.query as { redirectUri?: unknown };
    const target = allowedRedirect(
      typeof redirectUri === 'string' && redirectUri ? redirectUri : '/wcLogin',
      ctx,
      request,
    );
    if (!target) return fail(msg.login.scanInvalidRedirect);
    const state = newState();
    bindState(request, reply, state);
    reply.header('cache-control', 'no-store');
    if (wechat) return okMsg(qrConnectUrl(wechat, target.toString(), state));
    const url = new URL(SCAN_PAGE_PATH, requestOrigin(ctx, request));
    url.searchParams.set('state', state);
    url.searchParams.set('redirect_uri', target.toString());
    return okMsg(url.toString());
  });

  app.get('/api/wechatOpen/wxCallBack', async (request, reply) => {
    if (mode === 'off') return fail(msg.login.unavailable);
    const { code, state } = valid(callbackQuery, request.query, msg.login.codeInvalid);
    // Before anything is redeemed: a code carried here from another browser stays unspent for its owner.
    if (!takeState(request, reply, state)) return fail(msg.login.stateMismatch);

    return refusing(async () => {
      let uid: number | null;
      if (wechat) {
        const who = await exchangeCode(wechat, code, request.log);
        uid = await findOrCreateWechatUser(ctx, who, () => fetchUserInfo(wechat, who, request.log));
      } else {
        uid = await redeemLoginCode(ctx, code, state);
      }
      if (uid === null) return fail(msg.login.codeInvalid);
      return okWith({ radio_token: await createSession(ctx, uid) });
    });
  });
}
