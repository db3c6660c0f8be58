import { io as ioClient, type Socket } from 'socket.io-client';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createPgDb } from '../../server/db/pg';
import { createPgliteDb } from '../../server/db/pglite';
import type { Db } from '../../server/db/types';
import { databaseNamed, SEEDED_TEMPLATE, TEST_CLOCK_START } from './globalSeed';

type App = ReturnType<typeof buildApp>;

/** A controllable clock: tests move time instead of waiting. */
export function testClock(start = TEST_CLOCK_START) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'test', TEST_ROUTES: '1', DIST_DIR: '/nonexistent-dist' }),
  ...overrides,
});

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** An empty schema of its own on TEST_DATABASE_URL's server, reached through `search_path` (dropped by `drop`). */
export async function postgresSchema(url: string) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * A seeded database of the test file's own, from the run's seeded start (./globalSeed.ts): with
 * TEST_DATABASE_URL set, a copy of the template database on that PostgreSQL server (dropped by `drop`);
 * otherwise an in-memory PGlite loaded from the dump.
 */
async function seededDatabase(): Promise<{ db: Db; url: string | null; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const dump = new Blob([await readFile(inject('seededPglite'))]);
    return { db: await createPgliteDb('memory://', { loadDataDir: dump }), url: null, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${SEEDED_TEMPLATE}`);
  const url = databaseNamed(server, name);
  return {
    db: await createPgDb(url),
    url,
    // Not WITH (FORCE): terminating connections the pool is still closing makes them emit errors. A database
    // something still holds stays; the cluster is a throwaway (scripts/engines.mjs).
    drop: async () => {
      await admin.query(`DROP DATABASE ${name}`).catch(() => undefined);
      await admin.end();
    },
  };
}

/**
 * A migrated, seeded database of the file's own and the app on it, with a test clock (at the seed's
 * start). `build` makes more apps on the same database (other config, logger).
 */
export async function startTestApp(overrides: Partial<Config> = {}) {
  const seeded = await seededDatabase();
  const config = testConfig({ ...overrides, databaseUrl: seeded.url });
  const db = seeded.db;
  const clock = testClock();
  const apps: App[] = [];
  const build = async (opts: Partial<BuildOptions> = {}) => {
    const app = buildApp({ config, db, now: clock.now, ...opts });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await build();
  return {
    app,
    db,
    clock,
    config,
    build,
    async close() {
      for (const a of apps) await a.close();
      await db.close();
      await seeded.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET with an optional token, answering the parsed JSON body and the status. */
export async function getJson(app: App, url: string, token?: string) {
  const r = await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: r.statusCode, body: r.json() };
}

export async function postJson(app: App, url: string, payload?: object, token?: string) {
  const r = await app.inject({
    method: 'POST',
    url,
    payload: payload ?? {},
    headers: token ? bearer(token) : {},
  });
  return { status: r.statusCode, body: r.json() };
}

/** A fresh captcha and its answer (read through the test-only endpoint). */
export async function solveCaptcha(app: App) {
  const { body } = await getJson(app, '/api/captchaImage');
  const answer = (await getJson(app, `/api/__test/captcha?uuid=${body.uuid}`)).body.data.answer as string;
  return { uuid: body.uuid as string, answer };
}

/** Sends an SMS code to `phone` through the real endpoint and answers the code. */
export async function sendSms(app: App, phone: string): Promise<string> {
  const { uuid, answer } = await solveCaptcha(app);
  const sent = await postJson(app, '/api/science/smsCode', { phone, code: answer, uuid });
  expect(sent.body).toEqual({ code: 200, msg: '操作成功' });
  return (await getJson(app, `/api/__test/sms?phone=${phone}`)).body.data.code as string;
}

/** The login state cookie an answer set, as the browser sends it back (`inject`'s `cookies`). */
export function stateCookie(res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  const c = res.cookies.find((k) => k.name === 'wx_login_state');
  return c ? { wx_login_state: c.value } : {};
}

let browsers = 0;
/** A client address of its own for each simulated browser (the demo limits new accounts per address). */
export const nextClientAddress = () => {
  browsers++;
  return `10.0.${(browsers >> 8) & 255}.${browsers & 255}`;
};

/**
 * The QR login up to the scan, as one browser goes through it: QR page address (which sets the state
 * cookie) → scan page → button → 302 to the portal's own /wcLogin with code and state. Answers what the
 * browser then holds: the code, the state and the cookie, for the callback.
 */
export async function scanOnly(
  app: App,
  as: 'demo' | 'doctor' | 'new' = 'demo',
  { redirectUri = '/wcLogin', remoteAddress = nextClientAddress() } = {},
) {
  const qr = await app.inject({
    url: `/api/wechatOpen/getQrConnectUrl?redirectUri=${encodeURIComponent(redirectUri)}`,
  });
  expect(qr.json().code).toBe(200);
  const scanUrl = new URL(qr.json().msg as string);
  const cookies = stateCookie(qr);
  const page = await app.inject({ url: scanUrl.pathname + scanUrl.search, cookies });
  expect(page.statusCode).toBe(200);
  const state = scanUrl.searchParams.get('state')!;
  const posted = await app.inject({
    method: 'POST',
    url: scanUrl.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
    payload: new URLSearchParams({
      state,
      redirect_uri: scanUrl.searchParams.get('redirect_uri')!,
      as,
    }).toString(),
  });
  expect(posted.statusCode).toBe(302);
  const location = new URL(String(posted.headers.location));
  return { code: location.searchParams.get('code')!, state, cookies, scanUrl, page: page.body, location };
}

/** GET wxCallBack with the browser's cookies: the parsed body, and the cookies the answer set. */
export async function callback(app: App, code: string, state: string, cookies: Record<string, string> = {}) {
  const r = await app.inject({
    url: `/api/wechatOpen/wxCallBack?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
    cookies,
  });
  return { status: r.statusCode, body: r.json(), setCookies: r.cookies };
}

/** The whole QR login in one browser: scan (see scanOnly) → wxCallBack with the state cookie → token. */
export async function scanLogin(app: App, as: 'demo' | 'doctor' | 'new' = 'demo') {
  const scan = await scanOnly(app, as);
  const cb = await callback(app, scan.code, scan.state, scan.cookies);
  expect(cb.body.code).toBe(200);
  return { ...scan, token: cb.body.radio_token as string };
}

/**
 * A chat socket connected to the socket.io server at `url` (signed in with `token` when given), added to
 * `sockets` so the test's afterAll disconnects it; rejects if the connection is refused.
 */
export async function chatSocket(url: string, sockets: Socket[], token?: string, reconnection = false) {
  const s = ioClient(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}
