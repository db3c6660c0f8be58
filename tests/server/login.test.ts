import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponse, qrUrlResponse, wxCallbackResponse } from '../../src/schemas/account';
import { LOGIN_CODE_TTL_MS } from '../../server/account/loginCodes';
import { TOKEN_TTL_MS } from '../../server/account/sessions';
import { getJson, postJson, scanLogin, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const EXPIRED = { code: 401, msg: '当前登录状态已过期, 请重新登录' };
const INVALID_CODE = { code: 500, msg: '登录凭证无效或已过期，请重新扫码' };

/** Scans as `as` but stops before the callback: answers the code and state the browser would carry. */
async function scanOnly(as = 'demo', redirectUri = 'http://localhost/wcLogin') {
  const qr = await getJson(
    t.app,
    `/api/wechatOpen/getQrConnectUrl?redirectUri=${encodeURIComponent(redirectUri)}`,
  );
  const state = new URL(qr.body.msg).searchParams.get('state')!;
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/wechatOpen/dev/qrconnect',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, redirect_uri: redirectUri, as }).toString(),
  });
  const location = new URL(String(posted.headers.location));
  return { state, code: location.searchParams.get('code')!, location };
}

describe('QR login through the local scan page', () => {
  it('answers the scan page address with a fresh state', async () => {
    const a = await getJson(
      t.app,
      '/api/wechatOpen/getQrConnectUrl?redirectUri=http%3A%2F%2Flocalhost%2FwcLogin',
    );
    const b = await getJson(
      t.app,
      '/api/wechatOpen/getQrConnectUrl?redirectUri=http%3A%2F%2Flocalhost%2FwcLogin',
    );
    expect(qrUrlResponse.parse(a.body).code).toBe(200);
    const url = new URL(a.body.msg);
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe('/api/wechatOpen/dev/qrconnect');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/wcLogin');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(b.body.msg).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('uses PUBLIC_ORIGIN for the address when configured', async () => {
    const app = await t.build({ config: { ...t.config, publicOrigin: 'https://portal.example.cn' } });
    const r = await getJson(app, '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin');
    const url = new URL(r.body.msg);
    expect(url.origin).toBe('https://portal.example.cn');
    expect(url.searchParams.get('redirect_uri')).toBe('https://portal.example.cn/wcLogin');
  });

  it('renders a Chinese scan page with three real buttons in a POST form', async () => {
    const { page } = await scanLogin(t.app, 'demo');
    expect(page).toContain('扫码登录（本地模拟）');
    expect(page).toContain('这是参考服务器的本地模拟扫码页面');
    expect(page).toMatch(/<form method="post" action="\/api\/wechatOpen\/dev\/qrconnect">/);
    for (const label of ['以演示用户登录', '以李医生登录', '以新用户登录']) {
      expect(page).toMatch(new RegExp(`<button type="submit" name="as" value="\\w+"[^>]*>${label}</button>`));
    }
  });

  it('logs in as the demo user end to end and the token opens the profile', async () => {
    const { token, location, state, code } = await scanLogin(t.app, 'demo');
    expect(location.origin + location.pathname).toBe('http://localhost/wcLogin');
    expect(location.searchParams.get('state')).toBe(state);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const profile = await getJson(t.app, '/api/radio/user/profile', token);
    expect(profile.status).toBe(200);
    expect(profileResponse.parse(profile.body).data.uid).toBe('1');
    expect(profile.body.data).toEqual({
      uid: 1,
      nickName: '演示用户',
      realName: '',
      phone: null,
      showWorkInfo: 0,
      hospital: '',
      department: '',
      jodTitle: '',
      score: 120,
      availableScore: 80,
      userImg: '/media/avatar/demo.svg',
    });
  });

  it('logs in as 李医生 with the bound phone', async () => {
    const { token } = await scanLogin(t.app, 'doctor');
    const { body } = await getJson(t.app, '/api/radio/user/profile', token);
    expect(body.data).toMatchObject({ uid: 2, nickName: '李医生', phone: '13800000002', showWorkInfo: 1 });
  });

  it('creates a fresh user for 以新用户登录', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
    const a = await scanLogin(t.app, 'new');
    const b = await scanLogin(t.app, 'new');
    const pa = (await getJson(t.app, '/api/radio/user/profile', a.token)).body.data;
    const pb = (await getJson(t.app, '/api/radio/user/profile', b.token)).body.data;
    expect(pa.nickName).toMatch(/^新用户\d{4}$/);
    expect(pa).toMatchObject({
      phone: null,
      score: 0,
      availableScore: 0,
      userImg: '/media/avatar/default.svg',
    });
    expect(pb.uid).not.toBe(pa.uid);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n).toBe(
      before + 2,
    );
  });

  it('keeps a query string already in the redirect address', async () => {
    const { location } = await scanOnly('demo', 'http://localhost:5173/wcLogin?from=home');
    expect(location.host).toBe('localhost:5173');
    expect(location.searchParams.get('from')).toBe('home');
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('GET /api/wechatOpen/wxCallBack', () => {
  it('accepts a code once', async () => {
    const { code, state } = await scanOnly();
    const first = await getJson(t.app, `/api/wechatOpen/wxCallBack?code=${code}&state=${state}`);
    expect(wxCallbackResponse.parse(first.body)).toMatchObject({ code: 200, msg: '操作成功' });
    const second = await getJson(t.app, `/api/wechatOpen/wxCallBack?code=${code}&state=${state}`);
    expect(second.body).toEqual(INVALID_CODE);
  });

  it('refuses a mismatched state, and the code is then spent', async () => {
    const { code, state } = await scanOnly();
    expect((await getJson(t.app, `/api/wechatOpen/wxCallBack?code=${code}&state=other`)).body).toEqual(
      INVALID_CODE,
    );
    expect((await getJson(t.app, `/api/wechatOpen/wxCallBack?code=${code}&state=${state}`)).body).toEqual(
      INVALID_CODE,
    );
  });

  it('refuses unknown, missing and expired codes', async () => {
    expect((await getJson(t.app, '/api/wechatOpen/wxCallBack?code=abc&state=def')).body).toEqual(
      INVALID_CODE,
    );
    expect((await getJson(t.app, '/api/wechatOpen/wxCallBack')).body).toEqual(INVALID_CODE);
    const fresh = await scanOnly();
    t.clock.advance(LOGIN_CODE_TTL_MS - 1);
    expect(
      (await getJson(t.app, `/api/wechatOpen/wxCallBack?code=${fresh.code}&state=${fresh.state}`)).body.code,
    ).toBe(200);
    const stale = await scanOnly();
    t.clock.advance(LOGIN_CODE_TTL_MS);
    expect(
      (await getJson(t.app, `/api/wechatOpen/wxCallBack?code=${stale.code}&state=${stale.state}`)).body,
    ).toEqual(INVALID_CODE);
  });
});

describe('redirect addresses', () => {
  it('only sends login codes back to this site or localhost', async () => {
    const evil = 'https://evil.example.com/steal';
    expect(
      (await getJson(t.app, `/api/wechatOpen/getQrConnectUrl?redirectUri=${encodeURIComponent(evil)}`)).body,
    ).toEqual({
      code: 500,
      msg: '登录回调地址无效，只允许回到本站点',
    });
    const page = await t.app.inject({
      url: `/api/wechatOpen/dev/qrconnect?state=abc&redirect_uri=${encodeURIComponent(evil)}`,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('登录回调地址无效');
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_codes')).rows[0]!.n;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/wechatOpen/dev/qrconnect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: 'abc', redirect_uri: evil, as: 'demo' }).toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_codes')).rows[0]!.n).toBe(
      before,
    );
    const js = await getJson(
      t.app,
      `/api/wechatOpen/getQrConnectUrl?redirectUri=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(js.body.code).toBe(500);
  });

  it('shows a hint when the scan page lacks its parameters', async () => {
    const page = await t.app.inject({ url: '/api/wechatOpen/dev/qrconnect' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('登录参数缺失，请重新扫码登录');
  });
});

describe('bearer-protected calls', () => {
  it('answer HTTP 401 without, with an unknown or with an expired token', async () => {
    const none = await getJson(t.app, '/api/radio/user/profile');
    expect(none).toEqual({ status: 401, body: EXPIRED });
    expect(await getJson(t.app, '/api/radio/user/profile', 'f'.repeat(64))).toEqual({
      status: 401,
      body: EXPIRED,
    });
    const { token } = await scanLogin(t.app, 'demo');
    t.clock.advance(TOKEN_TTL_MS - 1);
    expect((await getJson(t.app, '/api/radio/user/profile', token)).status).toBe(200);
    t.clock.advance(1);
    expect(await getJson(t.app, '/api/radio/user/profile', token)).toEqual({ status: 401, body: EXPIRED });
    expect(await postJson(t.app, '/api/radio/user/modifyProfile', {}, token)).toEqual({
      status: 401,
      body: EXPIRED,
    });
  });

  it('logout deletes the session', async () => {
    const { token } = await scanLogin(t.app, 'demo');
    const other = await scanLogin(t.app, 'demo');
    expect(await postJson(t.app, '/api/radio/user/logout', {}, token)).toEqual({
      status: 200,
      body: { code: 200, msg: '操作成功' },
    });
    expect(await getJson(t.app, '/api/radio/user/profile', token)).toEqual({ status: 401, body: EXPIRED });
    expect((await postJson(t.app, '/api/radio/user/logout', {}, token)).status).toBe(401);
    // Another session of the same user is untouched.
    expect((await getJson(t.app, '/api/radio/user/profile', other.token)).status).toBe(200);
  });
});
