import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_NEW_USERS_PER_IP,
  DEMO_NEW_USERS_TOTAL,
  DEMO_NEW_USERS_WINDOW_MS,
} from '../../server/account/demoScan';
import { bindState, STATE_TTL_S } from '../../server/account/loginState';
import { loadConfig, loginMode } from '../../server/config';
import { callback, getJson, scanOnly, startTestApp, stateCookie, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NOT_THIS_BROWSER = { code: 500, msg: '登录请求不是从本浏览器发起的，请在本浏览器中重新扫码登录' };
const UNAVAILABLE = { code: 500, msg: '登录暂不可用，请稍后再试或联系管理员' };
const userCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

describe('the login state is bound to the browser that asked for it (login CSRF)', () => {
  it('sets a short-lived HttpOnly SameSite=Lax cookie on the login path with the QR address', async () => {
    const r = await t.app.inject({ url: '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin' });
    const state = new URL(r.json().msg as string).searchParams.get('state');
    const cookie = r.cookies.find((c) => c.name === 'wx_login_state');
    expect(cookie).toMatchObject({
      value: state,
      path: '/api/wechatOpen',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
    expect(cookie?.secure).toBeUndefined();
    expect(STATE_TTL_S).toBe(600);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(fastifyCookie);
    app.get('/api/wechatOpen/x', async (request, reply) => {
      bindState(request, reply, 'abc');
      return 'ok';
    });
    const over = (proto: string) =>
      app.inject({ url: '/api/wechatOpen/x', headers: { 'x-forwarded-proto': proto } });
    expect((await over('https')).cookies[0]).toMatchObject({ name: 'wx_login_state', secure: true });
    expect((await over('http')).cookies[0]?.secure).toBeUndefined();
    await app.close();
  });

  it('refuses a callback without the cookie, and the code stays good for its own browser', async () => {
    const scan = await scanOnly(t.app);
    expect((await callback(t.app, scan.code, scan.state)).body).toEqual(NOT_THIS_BROWSER);
    expect((await callback(t.app, scan.code, scan.state, scan.cookies)).body.code).toBe(200);
  });

  it('refuses a code carried into another browser that has a login of its own under way (the cross-site case)', async () => {
    // The attacker scans in their own browser and stops before the callback; the victim's browser has
    // asked for a QR address too, then follows the attacker's link (/wcLogin?code&state).
    const attacker = await scanOnly(t.app, 'doctor');
    const victimQr = await t.app.inject({ url: '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin' });
    const victim = stateCookie(victimQr);
    expect(victim.wx_login_state).toMatch(/^[0-9a-f]{32}$/);
    const refused = await callback(t.app, attacker.code, attacker.state, victim);
    expect(refused.body).toEqual(NOT_THIS_BROWSER);
    expect(refused.body.radio_token).toBeUndefined();
    // The attacker's own browser would have been let in: the refusal is about the browser, nothing else.
    expect((await callback(t.app, attacker.code, attacker.state, attacker.cookies)).body.code).toBe(200);
  });

  it('checks the cookie once: it is cleared, and a replayed callback is refused', async () => {
    const scan = await scanOnly(t.app);
    const first = await callback(t.app, scan.code, scan.state, scan.cookies);
    expect(first.body.code).toBe(200);
    const cleared = first.setCookies.find((c) => c.name === 'wx_login_state');
    expect(cleared).toMatchObject({ value: '', path: '/api/wechatOpen' });
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    // The browser now holds no state: the same address again is refused.
    expect((await callback(t.app, scan.code, scan.state)).body).toEqual(NOT_THIS_BROWSER);
    // A refused attempt clears it too: one try per QR address.
    const next = await scanOnly(t.app);
    const wrong = await callback(t.app, next.code, 'f'.repeat(32), next.cookies);
    expect(wrong.body).toEqual(NOT_THIS_BROWSER);
    expect(wrong.setCookies.find((c) => c.name === 'wx_login_state')?.value).toBe('');
  });

  it('a later QR address in the same browser replaces the earlier state', async () => {
    const earlier = await scanOnly(t.app);
    const later = await t.app.inject({ url: '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin' });
    const refused = await callback(t.app, earlier.code, earlier.state, stateCookie(later));
    expect(refused.body).toEqual(NOT_THIS_BROWSER);
  });
});

describe('the demo login switches', () => {
  it('reads WECHAT_APP_ID/SECRET and DEMO_LOGIN: demo by default, off in production unless DEMO_LOGIN=1', () => {
    const mode = (env: NodeJS.ProcessEnv) => loginMode(loadConfig(env));
    expect(mode({})).toBe('demo');
    expect(mode({ NODE_ENV: 'test' })).toBe('demo');
    expect(mode({ NODE_ENV: 'production' })).toBe('off');
    expect(mode({ NODE_ENV: 'production', DEMO_LOGIN: '1' })).toBe('demo');
    expect(mode({ DEMO_LOGIN: '0' })).toBe('off');
    const wechat = { WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 's3cret' };
    expect(mode({ ...wechat, NODE_ENV: 'production' })).toBe('wechat');
    expect(mode({ ...wechat, DEMO_LOGIN: '1' })).toBe('wechat');
    expect(() => loadConfig({ WECHAT_APP_ID: 'wx123' })).toThrow(/together/);
    expect(() => loadConfig({ WECHAT_APP_SECRET: 's' })).toThrow(/together/);
    expect(() => loadConfig({ DEMO_LOGIN: 'yes' })).toThrow(/DEMO_LOGIN/);
    expect(loadConfig({})).toMatchObject({
      wechatOpenUrl: 'https://open.weixin.qq.com',
      wechatApiUrl: 'https://api.weixin.qq.com',
    });
    expect(loadConfig({ WECHAT_API_URL: 'http://127.0.0.1:9/' }).wechatApiUrl).toBe('http://127.0.0.1:9');
  });

  it('with the demo off, the scan page and its POST answer 404 and no QR address is given', async () => {
    const app = await t.build({ config: { ...t.config, nodeEnv: 'production', demoLogin: false } });
    const page = await app.inject({ url: '/api/wechatOpen/dev/qrconnect?state=abc&redirect_uri=%2FwcLogin' });
    expect(page.statusCode).toBe(404);
    const before = await userCount();
    const posted = await app.inject({
      method: 'POST',
      url: '/api/wechatOpen/dev/qrconnect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=abc&redirect_uri=%2FwcLogin&as=new',
    });
    expect(posted.statusCode).toBe(404);
    expect(await userCount()).toBe(before);
    const qr = await app.inject({ url: '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin' });
    expect(qr.json()).toEqual(UNAVAILABLE);
    expect(qr.cookies).toEqual([]);
    // A code the demo issued elsewhere is not redeemed here either.
    const scan = await scanOnly(t.app);
    expect((await callback(app, scan.code, scan.state, scan.cookies)).body).toEqual(UNAVAILABLE);
  });

  it('with DEMO_LOGIN=1 in production, the demo page works', async () => {
    const app = await t.build({ config: { ...t.config, nodeEnv: 'production', demoLogin: true } });
    const scan = await scanOnly(app, 'demo');
    expect((await callback(app, scan.code, scan.state, scan.cookies)).body.code).toBe(200);
  });
});

describe('new accounts through the demo page are rate-limited', () => {
  const createNew = (app: TestApp['app'], remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/wechatOpen/dev/qrconnect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress,
      payload: new URLSearchParams({ state: 'abc', redirect_uri: '/wcLogin', as: 'new' }).toString(),
    });

  it(`lets ${DEMO_NEW_USERS_PER_IP} of 100 creations from one address through a minute`, async () => {
    const app = await t.build();
    const before = await userCount();
    const answers = await Promise.all(Array.from({ length: 100 }, () => createNew(app, '203.0.113.7')));
    const through = answers.filter((a) => a.statusCode === 302).length;
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(through).toBe(DEMO_NEW_USERS_PER_IP);
    expect(limited).toHaveLength(100 - DEMO_NEW_USERS_PER_IP);
    expect(limited[0]!.body).toContain('新用户创建过于频繁，请稍后再试');
    expect(await userCount()).toBe(before + DEMO_NEW_USERS_PER_IP);
    // The seeded demo users are not accounts being created: still there while limited.
    const demo = await app.inject({
      method: 'POST',
      url: '/api/wechatOpen/dev/qrconnect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '203.0.113.7',
      payload: 'state=abc&redirect_uri=%2FwcLogin&as=demo',
    });
    expect(demo.statusCode).toBe(302);
    // Another address is not held back by this one; the first one waits out the minute.
    expect((await createNew(app, '203.0.113.8')).statusCode).toBe(302);
    t.clock.advance(DEMO_NEW_USERS_WINDOW_MS - 1);
    expect((await createNew(app, '203.0.113.7')).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await createNew(app, '203.0.113.7')).statusCode).toBe(302);
  });

  it(`lets at most ${DEMO_NEW_USERS_TOTAL} a minute through from 100 addresses`, async () => {
    const app = await t.build();
    const before = await userCount();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => createNew(app, `198.51.100.${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 302)).toHaveLength(DEMO_NEW_USERS_TOTAL);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(100 - DEMO_NEW_USERS_TOTAL);
    expect(await userCount()).toBe(before + DEMO_NEW_USERS_TOTAL);
  });
});

it('the QR address still answers JSON for an unusable redirect, without setting a cookie', async () => {
  const r = await t.app.inject({
    url: '/api/wechatOpen/getQrConnectUrl?redirectUri=https%3A%2F%2Fevil.example',
  });
  expect(r.json().code).toBe(500);
  expect(r.cookies).toEqual([]);
  expect((await getJson(t.app, '/api/wechatOpen/getQrConnectUrl')).body.code).toBe(200);
});
