import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { msg } from '../../src/text/messages';
import type { Config } from '../config';
import { Refusal } from '../http/reply';

/**
 * The WeChat Open Platform website login (网站应用微信登录): the qrconnect page, the code → access token
 * exchange and the user's profile. Base addresses come from configuration so tests can use a stub.
 */
export interface WechatApp {
  appId: string;
  appSecret: string;
  openUrl: string;
  apiUrl: string;
}

export const wechatApp = (config: Config): WechatApp | null =>
  config.wechatAppId && config.wechatAppSecret
    ? {
        appId: config.wechatAppId,
        appSecret: config.wechatAppSecret,
        openUrl: config.wechatOpenUrl,
        apiUrl: config.wechatApiUrl,
      }
    : null;

/** WeChat's answers are slow at worst for a few seconds; a hung connection must not hold the callback. */
const WECHAT_TIMEOUT_MS = 8000;

/** The QR page: `…/connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state#wechat_redirect`. */
export function qrConnectUrl(app: WechatApp, redirectUri: string, state: string): string {
  const q = new URLSearchParams({
    appid: app.appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
  });
  return `${app.openUrl}/connect/qrconnect?${q.toString()}#wechat_redirect`;
}

const id = z.string().min(1).max(128);
const errorAnswer = z.looseObject({
  errcode: z.number().refine((n) => n !== 0),
  errmsg: z.string().optional(),
});
const tokenAnswer = z.looseObject({ access_token: z.string().min(1), openid: id, unionid: id.optional() });
const userInfoAnswer = z.looseObject({ nickname: z.string().optional(), headimgurl: z.string().optional() });

export type WechatIdentity = { openid: string; unionid: string | null; accessToken: string };

/**
 * GET a WeChat endpoint: its JSON (sent as text/plain at times). When WeChat cannot be reached or
 * refuses, a `Refusal` with the message to show the user.
 */
async function call(url: string, log: FastifyBaseLogger, what: string): Promise<unknown> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS) });
    text = await res.text();
  } catch (e) {
    log.warn(`[wechat] ${what}: ${e instanceof Error ? e.message : String(e)}`);
    throw new Refusal(msg.login.wechatUnreachable);
  }
  if (!res.ok) {
    log.warn(`[wechat] ${what}: HTTP ${res.status}`);
    throw new Refusal(msg.login.wechatUnreachable);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    log.warn(`[wechat] ${what}: the answer is not JSON`);
    throw new Refusal(msg.login.wechatUnreachable);
  }
  const err = errorAnswer.safeParse(body);
  if (err.success) {
    log.warn(`[wechat] ${what}: errcode ${err.data.errcode} ${err.data.errmsg ?? ''}`);
    throw new Refusal(msg.login.wechatRefused(String(err.data.errcode)));
  }
  return body;
}

/**
 * Exchanges the code the browser brought back for an access token and the user's openid/unionid; a
 * `Refusal` when WeChat does not give them.
 */
export async function exchangeCode(
  app: WechatApp,
  code: string,
  log: FastifyBaseLogger,
): Promise<WechatIdentity> {
  const q = new URLSearchParams({
    appid: app.appId,
    secret: app.appSecret,
    code,
    grant_type: 'authorization_code',
  });
  const answer = await call(`${app.apiUrl}/sns/oauth2/access_token?${q.toString()}`, log, 'access_token');
  const token = tokenAnswer.safeParse(answer);
  if (!token.success) {
    log.warn('[wechat] access_token: unexpected answer');
    throw new Refusal(msg.login.wechatUnreachable);
  }
  return {
    openid: token.data.openid,
    unionid: token.data.unionid ?? null,
    accessToken: token.data.access_token,
  };
}

/** The nickname and avatar, or null when WeChat does not give them (the login goes on without). */
export async function fetchUserInfo(
  app: WechatApp,
  identity: WechatIdentity,
  log: FastifyBaseLogger,
): Promise<{ nickname: string; avatar: string } | null> {
  const q = new URLSearchParams({ access_token: identity.accessToken, openid: identity.openid });
  const answer = await call(`${app.apiUrl}/sns/userinfo?${q.toString()}`, log, 'userinfo').catch(
    (e: unknown) => {
      if (e instanceof Refusal) return null;
      throw e;
    },
  );
  const info = userInfoAnswer.safeParse(answer);
  if (!info.success) return null;
  return { nickname: info.data.nickname ?? '', avatar: info.data.headimgurl ?? '' };
}
