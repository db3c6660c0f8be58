import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponse, qrUrlResponse, wxCallbackResponse } from '../../src/schemas/account';
import { LOGIN_CODE_TTL_MS } from '../../server/account/loginCodes';
import { TOKEN_TTL_MS } from '../../server/account/sessions';
import {
  callback,
  getJson,
  postJson,
  scanLogin,
  scanOnly as scanIn,
  startTestApp,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const EXPIRED = { code: 401, msg: '当前登录状态已过期, 请重新登录' };
const INVALID_CODE = { code: 500, msg: '登录凭证无效或已过期，请重新扫码' };
const NOT_THIS_BROWSER = { code: 500, msg: '登录请求不是从本浏览器发起的，请在本浏览器中重新扫码登录' };

const scanOnly = (as: 'demo' | 'doctor' | 'new' = 'demo', redirectUri = '/wcLogin') =>
  scanIn(t.app, as, { redirectUri });

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
    expect(page).toMatch(/<p class="demo" role="note"><strong>演示登录<\/strong>本页面模拟微信扫码/);
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
      // Derived from the uid (migration 014, decision 0041).
      myInviteCode: 'WK377R7T',
      otherInviteCode: '',
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
    const { location } = await scanOnly('demo', '/wcLogin?from=home');
    expect(location.origin + location.pathname).toBe('http://localhost/wcLogin');
    expect(location.searchParams.get('from')).toBe('home');
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('GET /api/wechatOpen/wxCallBack', () => {
  it('accepts a code once', async () => {
    const { code, state, cookies } = await scanOnly();
    const first = await callback(t.app, code, state, cookies);
    expect(wxCallbackResponse.parse(first.body)).toMatchObject({ code: 200, msg: '操作成功' });
    // Even with the state cookie still held (a browser that ignored the clearing), the code is spent.
    expect((await callback(t.app, code, state, cookies)).body).toEqual(INVALID_CODE);
  });

  it('refuses a mismatched state without spending the code of the browser that asked', async () => {
    const { code, state, cookies } = await scanOnly();
    expect((await callback(t.app, code, 'other', cookies)).body).toEqual(NOT_THIS_BROWSER);
    expect((await callback(t.app, code, state, { wx_login_state: 'other' })).body).toEqual(NOT_THIS_BROWSER);
    expect((await callback(t.app, code, state, cookies)).body.code).toBe(200);
  });

  it('refuses unknown, missing, malformed and expired codes', async () => {
    const cookies = { wx_login_state: 'def' };
    expect((await callback(t.app, 'abc', 'def', cookies)).body).toEqual(INVALID_CODE);
    expect((await getJson(t.app, '/api/wechatOpen/wxCallBack')).body).toEqual(INVALID_CODE);
    expect((await callback(t.app, 'a b', 'def', cookies)).body).toEqual(INVALID_CODE);
    expect((await callback(t.app, 'abc', 'x'.repeat(129), cookies)).body).toEqual(INVALID_CODE);
    const fresh = await scanOnly();
    t.clock.advance(LOGIN_CODE_TTL_MS - 1);
    expect((await callback(t.app, fresh.code, fresh.state, fresh.cookies)).body.code).toBe(200);
    const stale = await scanOnly();
    t.clock.advance(LOGIN_CODE_TTL_MS);
    expect((await callback(t.app, stale.code, stale.state, stale.cookies)).body).toEqual(INVALID_CODE);
  });
});

describe('redirect addresses', () => {
  it('only sends login codes back to this site: not another origin, not another port of it', async () => {
    for (const other of [
      'http://localhost:5173/wcLogin',
      'http://127.0.0.1/wcLogin',
      'https://localhost/wcLogin',
    ]) {
      const r = await getJson(
        t.app,
        `/api/wechatOpen/getQrConnectUrl?redirectUri=${encodeURIComponent(other)}`,
      );
      expect(r.body, other).toEqual({ code: 500, msg: '登录回调地址无效，只允许回到本站点' });
      const page = await t.app.inject({
        url: `/api/wechatOpen/dev/qrconnect?state=abc&redirect_uri=${encodeURIComponent(other)}`,
      });
      expect(page.statusCode, other).toBe(400);
    }
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
