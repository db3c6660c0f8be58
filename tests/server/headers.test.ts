import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_PAGE_PATH } from '../../server/account/scanPage';
import { cspSource } from '../../server/http/headers';
import { loadConfig } from '../../server/config';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The policy as directive → sources. */
const policyOf = (headers: Headers): Map<string, string[]> => {
  const raw = headers['content-security-policy'];
  expect(typeof raw).toBe('string');
  return new Map(
    String(raw)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
};

/** What must hold on every answer, whatever produced it. */
function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = policyOf(headers);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.get('worker-src'), what).toEqual(["'self'", 'blob:']);
  expect(csp.get('media-src'), what).toContain('blob:');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['cross-origin-opener-policy'], what).toBeUndefined();
}

async function scanPageUrl() {
  const qr = await getJson(t.app, '/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin');
  const url = new URL(qr.body.msg as string);
  return url.pathname + url.search;
}

describe('security headers on every kind of answer', () => {
  const cases: [string, () => Promise<InjectOptions>, number][] = [
    ['API JSON', async () => ({ url: '/api/radio/coursesList' }), 200],
    ['API 401 without a token', async () => ({ url: '/api/radio/user/profile' }), 401],
    ['API 404', async () => ({ url: '/api/nothing-here' }), 404],
    [
      'malformed JSON (error handler)',
      async () => ({
        method: 'POST',
        url: '/api/science/smsCode',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone":',
      }),
      400,
    ],
    ['static asset', async () => ({ url: '/assets/app-1.js' }), 200],
    ['index.html', async () => ({ url: '/' }), 200],
    ['index.html fallback of a client route', async () => ({ url: '/newsDetail/3?x=1' }), 200],
    ['media file', async () => ({ url: '/media/avatar/default.svg' }), 200],
    ['local scan page', async () => ({ url: await scanPageUrl() }), 200],
    [
      'local scan page, refused form',
      async () => ({
        method: 'POST',
        url: SCAN_PAGE_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'state=x',
      }),
      400,
    ],
    ['demo meeting page', async () => ({ url: '/api/live/__meeting?room=cmr&userName=a' }), 200],
  ];

  it.each(cases)('%s', async (what, options, status) => {
    const r = await t.app.inject(await options());
    expect(r.statusCode, what).toBe(status);
    expectSecurityHeaders(r.headers, what);
  });

  it('also on the hint page when the client is not built', async () => {
    const app = await t.build({ config: { ...t.config, distDir: join(dist, 'missing') } });
    const r = await app.inject({ url: '/education' });
    expect(r.body).toContain('前端页面尚未构建');
    expectSecurityHeaders(r.headers, 'dist missing');
  });
});

describe('the policy follows the configuration', () => {
  it('without MEETING_HOSTS / MEDIA_HOSTS: frames and media from this origin only; Tencent Chat may connect', async () => {
    const csp = policyOf((await t.app.inject({ url: '/' })).headers);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'wss://*.im.qcloud.com', 'https://*.my-imcloud.com']),
    );
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('MEETING_HOSTS feed frame-src and MEDIA_HOSTS media-src and connect-src; anything else is dropped', async () => {
    const env = loadConfig({
      MEETING_HOSTS: 'meeting.tencent.com, https://*.example.cn/ ,,bad host;script-src *,https://x.cn/path',
      MEDIA_HOSTS: 'https://cdn.example.cn:8443',
      PUBLIC_ORIGIN: 'https://portal.example.cn',
    });
    expect(env.meetingHosts).toEqual([
      'meeting.tencent.com',
      'https://*.example.cn/',
      'bad host;script-src *',
      'https://x.cn/path',
    ]);
    const { meetingHosts, mediaHosts, publicOrigin } = env;
    const app = await t.build({ config: { ...t.config, meetingHosts, mediaHosts, publicOrigin } });
    const r = await app.inject({ url: '/api/radio/coursesList' });
    const csp = policyOf(r.headers);
    expect(csp.get('frame-src')).toEqual(["'self'", 'meeting.tencent.com', 'https://*.example.cn']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://cdn.example.cn:8443']);
    expect(csp.get('connect-src')).toContain('https://cdn.example.cn:8443');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('cspSource', () => {
  it.each([
    ['meeting.tencent.com', 'meeting.tencent.com'],
    ['  https://Meeting.Example.cn/ ', 'https://meeting.example.cn'],
    ['*.example.cn', '*.example.cn'],
    ['wss://live.example.cn:4433', 'wss://live.example.cn:4433'],
    ['https://x.cn/path', null],
    ["'unsafe-inline'", null],
    ['a.cn; script-src *', null],
    ['*', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%j → %j', (entry, source) => {
    expect(cspSource(entry)).toBe(source);
  });
});
