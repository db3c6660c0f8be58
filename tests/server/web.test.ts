import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, solveCaptcha, startTestApp, type TestApp } from './helpers';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-123.js"></script></body></html>';

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built client with a history fallback', () => {
  it('serves files from DIST_DIR', async () => {
    const js = await t.app.inject({ url: '/assets/app-123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toContain('immutable');
    expect(js.body).toBe('console.log("app")');
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['content-type']).toContain('image/svg+xml');
  });

  it('answers index.html for client routes', async () => {
    for (const url of [
      '/',
      '/newsDetail/3',
      '/popsic/worksDetail/9?ccr=2022-01',
      '/usercenter/index',
      '/wcLogin?code=a&state=b',
    ]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type'], url).toContain('text/html');
      expect(r.body, url).toBe(INDEX);
    }
  });

  it('keeps /api, /media and /socket.io out of the fallback', async () => {
    for (const url of ['/api/unknown', '/media/unknown.svg', '/socket.io/x']) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toEqual({ code: 404, msg: '资源不存在' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });

  it('answers a Chinese hint when the client is not built', async () => {
    const app = await t.build({ config: { ...t.config, distDir: join(dist, 'missing') } });
    const r = await app.inject({ url: '/education' });
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('npm run build');
    expect(r.body).toContain('前端页面尚未构建');
  });

  it('answers malformed JSON with the envelope', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/science/smsCode',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ code: 400, msg: '请求参数有误' });
  });
});

describe('test-only endpoints', () => {
  it('exist outside production', async () => {
    const { uuid, answer } = await solveCaptcha(t.app);
    expect(answer).toMatch(/^[a-z]{4}$/);
    expect((await getJson(t.app, `/api/__test/captcha?uuid=${uuid}`)).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { answer },
    });
    expect((await getJson(t.app, '/api/__test/sms?phone=13600000000')).body).toEqual({
      code: 500,
      msg: '资源不存在',
    });
    const session = await postJson(t.app, '/api/__test/session?uid=2');
    expect((await getJson(t.app, '/api/radio/user/profile', session.body.data.token)).body.data.uid).toBe(2);
  });

  it('are absent in production (and the client routes still fall back)', async () => {
    const app = await t.build({ config: { ...t.config, nodeEnv: 'production' } });
    const { uuid } = (await getJson(app, '/api/captchaImage')).body;
    for (const url of [`/api/__test/captcha?uuid=${uuid}`, '/api/__test/sms?phone=13600000000']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toEqual({ code: 404, msg: '资源不存在' });
    }
    for (const url of ['/api/__test/reset-sms-limit?phone=13600000000', '/api/__test/session?uid=1']) {
      expect((await app.inject({ method: 'POST', url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ url: '/newsDetail/1' })).body).toBe(INDEX);
  });
});
