import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MAX } from '../../src/schemas/account';
import { callback, getJson, startTestApp, stateCookie, type TestApp } from './helpers';
import { startWechatStub } from './wechatStub';

const APP_ID = 'wx0123456789abcdef';
const SECRET = 'the-app-secret-0f1e2d';

let stub: Awaited<ReturnType<typeof startWechatStub>>;
let t: TestApp;
let log = '';
let app: TestApp['app'];

beforeAll(async () => {
  stub = await startWechatStub({ appId: APP_ID, secret: SECRET });
  t = await startTestApp({
    wechatAppId: APP_ID,
    wechatAppSecret: SECRET,
    wechatOpenUrl: 'https://open.weixin.qq.com',
    wechatApiUrl: stub.url,
  });
  // The same app with its log kept, to check that no secret reaches it.
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await t.build({ logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

/** One browser's login: the QR address (sets the state cookie), then WeChat's redirect with `code`. */
async function wechatLogin(code: string, target = app) {
  const qr = await target.inject({ url: '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin' });
  const state = new URL(qr.json().msg as string).searchParams.get('state')!;
  return callback(target, code, state, stateCookie(qr));
}

const userRow = async (uid: number) =>
  (
    await t.db.query<{ nick_name: string; user_img: string; wx_unionid: string | null; wx_openid: string }>(
      'SELECT nick_name, user_img, wx_unionid, wx_openid FROM users WHERE uid = $1',
      [uid],
    )
  ).rows[0];
const userCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
const profileOf = async (token: string) =>
  (await getJson(app, '/api/radio/user/profile', token)).body.data as {
    uid: number;
    nickName: string;
    userImg: string;
  };

describe('the real WeChat QR login', () => {
  it('answers the qrconnect address of the website app, with the state bound to the browser', async () => {
    const qr = await app.inject({
      url: '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin%3Ffrom%3Dhome',
    });
    const body = qr.json() as { code: number; msg: string };
    expect(body.code).toBe(200);
    const state = stateCookie(qr).wx_login_state!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(body.msg).toBe(
      `https://open.weixin.qq.com/connect/qrconnect?appid=${APP_ID}` +
        '&redirect_uri=http%3A%2F%2Flocalhost%2FwcLogin%3Ffrom%3Dhome' +
        `&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`,
    );
    const evil = await app.inject({
      url: `/api/wechatOpen/getQrConnectUrl?redirectUri=${encodeURIComponent('https://evil.example/wcLogin')}`,
    });
    expect(evil.json()).toEqual({ code: 500, msg: '登录回调地址无效，只允许回到本站点' });
  });

  it('has no demo scan page', async () => {
    expect(
      (await app.inject({ url: '/api/wechatOpen/dev/qrconnect?state=a&redirect_uri=%2FwcLogin' })).statusCode,
    ).toBe(404);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/wechatOpen/dev/qrconnect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=a&redirect_uri=%2FwcLogin&as=new',
    });
    expect(posted.statusCode).toBe(404);
  });

  it('creates a user on the first login, from the unionid, with WeChat nickname and avatar', async () => {
    stub.code('CODE-NEW', {
      openid: 'o-wang',
      unionid: 'u-wang',
      nickname: '王医生',
      headimgurl: 'https://thirdwx.qlogo.cn/mmopen/wang/132',
    });
    const before = await userCount();
    const seen = stub.requests.length;
    const r = await wechatLogin('CODE-NEW');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, msg: '操作成功' });
    const me = await profileOf(r.body.radio_token as string);
    expect(me).toMatchObject({
      nickName: '王医生',
      userImg: 'https://thirdwx.qlogo.cn/mmopen/wang/132',
      phone: null,
      score: 0,
    });
    expect(await userCount()).toBe(before + 1);
    expect(await userRow(me.uid)).toMatchObject({ wx_unionid: 'u-wang', wx_openid: 'o-wang' });

    // What the server asked WeChat: the code exchange with the app's credentials, then the user info.
    const [exchange, info] = stub.requests.slice(seen);
    expect(exchange!.pathname).toBe('/sns/oauth2/access_token');
    expect(Object.fromEntries(exchange!.searchParams)).toEqual({
      appid: APP_ID,
      secret: SECRET,
      code: 'CODE-NEW',
      grant_type: 'authorization_code',
    });
    expect(info!.pathname).toBe('/sns/userinfo');
    expect(info!.searchParams.get('openid')).toBe('o-wang');
    expect(info!.searchParams.get('access_token')).toMatch(/^AT\d+$/);
  });

  it('finds the existing user on the next login and keeps the nickname the user chose', async () => {
    stub.code('CODE-A', { openid: 'o-li', unionid: 'u-li', nickname: '李' });
    const first = await profileOf((await wechatLogin('CODE-A')).body.radio_token as string);
    await t.db.query('UPDATE users SET nick_name = $2 WHERE uid = $1', [first.uid, '李主任']);
    const before = await userCount();
    const seen = stub.requests.length;
    stub.code('CODE-B', { openid: 'o-li', unionid: 'u-li', nickname: '李（微信改名）' });
    const again = await wechatLogin('CODE-B');
    expect(again.body.code).toBe(200);
    const me = await profileOf(again.body.radio_token as string);
    expect(me.uid).toBe(first.uid);
    expect(me.nickName).toBe('李主任');
    expect(await userCount()).toBe(before);
    // A known user costs one call to WeChat, not two.
    expect(stub.requests.slice(seen).map((u) => u.pathname)).toEqual(['/sns/oauth2/access_token']);
  });

  it('falls back to the openid when WeChat gives no unionid, and adopts the unionid once it does', async () => {
    stub.code('CODE-O1', { openid: 'o-zhao', nickname: '赵' });
    const first = await profileOf((await wechatLogin('CODE-O1')).body.radio_token as string);
    expect(await userRow(first.uid)).toMatchObject({ wx_unionid: null, wx_openid: 'o-zhao' });
    stub.code('CODE-O2', { openid: 'o-zhao' });
    expect((await profileOf((await wechatLogin('CODE-O2')).body.radio_token as string)).uid).toBe(first.uid);
    stub.code('CODE-O3', { openid: 'o-zhao', unionid: 'u-zhao' });
    expect((await profileOf((await wechatLogin('CODE-O3')).body.radio_token as string)).uid).toBe(first.uid);
    expect(await userRow(first.uid)).toMatchObject({ wx_unionid: 'u-zhao', wx_openid: 'o-zhao' });
  });

  it('creates one account when the same new user logs in twice at once', async () => {
    stub.code('CODE-R1', { openid: 'o-race', unionid: 'u-race' });
    stub.code('CODE-R2', { openid: 'o-race', unionid: 'u-race' });
    const before = await userCount();
    const [a, b] = await Promise.all([wechatLogin('CODE-R1'), wechatLogin('CODE-R2')]);
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    const [pa, pb] = await Promise.all([profileOf(a.body.radio_token), profileOf(b.body.radio_token)]);
    expect(pa.uid).toBe(pb.uid);
    expect(await userCount()).toBe(before + 1);
  });

  it('logs in without WeChat profile when the user info fails, or gives what cannot be shown', async () => {
    stub.failUserinfo(true);
    stub.code('CODE-NOINFO', { openid: 'o-noinfo', unionid: 'u-noinfo', nickname: '不会用到' });
    const me = await profileOf((await wechatLogin('CODE-NOINFO')).body.radio_token as string);
    expect(me.nickName).toMatch(/^新用户\d{4}$/);
    expect(me.userImg).toBe('/media/avatar/default.svg');
    stub.failUserinfo(false);

    stub.code('CODE-ODD', {
      openid: 'o-odd',
      unionid: 'u-odd',
      nickname: `  ${'长'.repeat(PROFILE_MAX + 5)}  `,
      headimgurl: 'http://thirdwx.qlogo.cn/plain-http/132',
    });
    const odd = await profileOf((await wechatLogin('CODE-ODD')).body.radio_token as string);
    expect(odd.nickName).toBe('长'.repeat(PROFILE_MAX));
    expect(odd.userImg).toBe('/media/avatar/default.svg');
  });

  it("answers WeChat's errcode with a Chinese message, not a 500, and creates nobody", async () => {
    stub.code('CODE-USED', { errcode: 40163, errmsg: 'code been used' });
    const before = await userCount();
    const r = await wechatLogin('CODE-USED');
    expect(r).toMatchObject({
      status: 200,
      body: { code: 500, msg: '微信登录失败（错误码 40163），请重新扫码' },
    });
    expect(r.body.radio_token).toBeUndefined();
    // A code WeChat does not know (or already spent).
    expect((await wechatLogin('CODE-UNKNOWN')).body).toEqual({
      code: 500,
      msg: '微信登录失败（错误码 40029），请重新扫码',
    });
    expect(await userCount()).toBe(before);
  });

  it('answers an unusable WeChat answer with a Chinese message, not a 500', async () => {
    const unreachable = { code: 500, msg: '暂时无法连接微信服务器，请稍后重新扫码' };
    stub.code('CODE-502', { status: 502, text: '<html>Bad Gateway</html>' });
    stub.code('CODE-HTML', { status: 200, text: '<html>not json</html>' });
    stub.code('CODE-EMPTY', { status: 200, text: '{}' });
    for (const code of ['CODE-502', 'CODE-HTML', 'CODE-EMPTY']) {
      const r = await wechatLogin(code);
      expect(r, code).toEqual(expect.objectContaining({ status: 200, body: unreachable }));
    }
  });

  it('refuses a code brought to a browser that did not ask for it, without asking WeChat', async () => {
    stub.code('CODE-CSRF', { openid: 'o-attacker', unionid: 'u-attacker' });
    const qr = await app.inject({ url: '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin' });
    const state = new URL(qr.json().msg as string).searchParams.get('state')!;
    const seen = stub.requests.length;
    expect((await callback(app, 'CODE-CSRF', state)).body).toEqual({
      code: 500,
      msg: '登录请求不是从本浏览器发起的，请在本浏览器中重新扫码登录',
    });
    expect(stub.requests.length).toBe(seen);
  });

  it('answers a Chinese message, not a 500, when WeChat cannot be reached', async () => {
    const down = await startWechatStub({ appId: APP_ID, secret: SECRET });
    await down.close();
    const offline = await t.build({ config: { ...t.config, wechatApiUrl: down.url } });
    const r = await wechatLogin('CODE-ANY', offline);
    expect(r).toEqual(
      expect.objectContaining({
        status: 200,
        body: { code: 500, msg: '暂时无法连接微信服务器，请稍后重新扫码' },
      }),
    );
  });

  it('never writes the app secret or an access token to the log', () => {
    expect(log).toContain('[wechat]');
    expect(log).not.toContain(SECRET);
    expect(log).not.toMatch(/AT\d+/);
  });
});
