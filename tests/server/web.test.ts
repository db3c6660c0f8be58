import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
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
  it('exist with TEST_ROUTES=1', async () => {
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

  /** Every `/api/__test/*` route the switched-on app registers, with its method. */
  const testOnlyRoutes = async () => {
    const routes: { method: string; url: string }[] = [];
    const app = await t.build({
      config: { ...t.config, testRoutes: true },
      logger: false,
    });
    // A fresh app with an onRoute hook would need the hook before registration: read the route table instead.
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
      // Under a `/` route (the home page's) the tree prints its children without their leading slash.
      const m = /^\/?(api\/__test\/\S*) \(([A-Z, ]+)\)/.exec(line.replace(/^[\s│├└─]+/, ''));
      if (m)
        for (const method of m[2]!.split(', '))
          if (method !== 'HEAD') routes.push({ method, url: `/${m[1]!}` });
    }
    return routes;
  };

  it('are absent unless TEST_ROUTES=1, and never in production (the client routes still fall back)', async () => {
    const routes = await testOnlyRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const env of [{}, { NODE_ENV: 'production' }, { TEST_ROUTES: 'true' }, { TEST_ROUTES: '0' }]) {
      const config = loadConfig({ DATA_DIR: 'memory://', DIST_DIR: t.config.distDir, ...env });
      expect(config.testRoutes, JSON.stringify(env)).toBe(false);
      const app = await t.build({ config });
      for (const r of routes) {
        const answer = await app.inject({ method: r.method as 'GET' | 'POST', url: r.url });
        expect(answer.statusCode, `${r.method} ${r.url} with ${JSON.stringify(env)}`).toBe(404);
        expect(answer.json()).toEqual({ code: 404, msg: '资源不存在' });
      }
    }
    // Even a hand-made config with both on serves none of them.
    const prod = await t.build({ config: { ...t.config, nodeEnv: 'production', testRoutes: true } });
    for (const r of routes) {
      expect((await prod.inject({ method: r.method as 'GET' | 'POST', url: r.url })).statusCode).toBe(404);
    }
    expect((await prod.inject({ url: '/newsDetail/1' })).body).toBe(INDEX);
  });

  it('refuses TEST_ROUTES=1 with NODE_ENV=production at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_ROUTES: '1' })).toThrow(/TEST_ROUTES/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_ROUTES: '1' }).testRoutes).toBe(true);
  });
});
