/**
 * Property-based fuzzing of every HTTP route the app registers (issue 10, items 1 and 8).
 *
 * Routes are not listed by hand: `fastify` is wrapped so every instance records its routes through an
 * `onRoute` hook, so a route added tomorrow is fuzzed tomorrow. Each route gets random path params,
 * query strings, bodies, content types and tokens (none, a valid one, garbage). Every answer must be
 * below 500, JSON answers must be the portal's envelope `{code, msg}` with a Chinese `msg` when they
 * are not a success, non-JSON error pages must be Chinese, and the app must still answer afterwards.
 * Failures are collected (route, status, the request) rather than shrunk, so one run lists them all.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createApplication,
  createEmxInfo,
  createExchange,
  createLecture,
  createQuizAttempt,
  createSubmission,
  createUser,
  createWatchRecord,
  createWork,
} from './factories';
import * as schemaModules from './fuzzSchemas';
import { bearer, startTestApp, type TestApp } from './helpers';

interface RouteInfo {
  method: string;
  url: string;
}

const registered = vi.hoisted(() => [] as { method: string | string[]; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const wrapped = ((opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (r) => void registered.push({ method: r.method, url: r.url }));
    return app;
  }) as unknown as typeof mod.default;
  return { ...mod, default: wrapped, fastify: wrapped };
});

/** How many random requests each route gets (half of them with a valid token: a user's with data, a newcomer's). */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? 400);
/** A safety cap on the whole run on a loaded machine (the count of cases actually run is printed). */
const TIME_CAP_MS = Number(process.env.FUZZ_TIME_CAP_MS ?? 60_000);
/**
 * Test-only endpoints are not fuzzed here: they are absent in production (issue 10 item 2) and are
 * being moved into one module; their input handling belongs to that module.
 */
const SKIPPED = /^\/api\/__test\//;

const CJK = /[\u3400-\u9fff]/;

// ------------------------------------------------------------------ arbitraries

const NASTY = [
  '99999999999',
  '2147483648',
  '2147483647',
  '1e300',
  '-1',
  '0',
  '12abc',
  '0x10',
  '1.5',
  ' 12 ',
  'NaN',
  'Infinity',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '%',
  '_',
  '%_%\\',
  '\u200b',
  '\u200b\u200c\u200d\u2060\ufeff',
  ' \u200b \u3000',
  '\ud800',
  '１２',
  '𝟙𝟚',
  'null',
  'true',
  '[]',
  '{}',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\r\n',
  'x'.repeat(5000),
  '9'.repeat(400),
];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

const scalar = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      99999999999,
      1e300,
      -1,
      0,
      1,
      2 ** 31,
      -(2 ** 31) - 1,
      Number.MAX_SAFE_INTEGER,
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const jsonValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }) },
);

/** Field names the contract uses (every object schema of src/schemas) plus those routes read by hand. */
const FIELDS = [...new Set([...schemaModules.fieldNames(), ...schemaModules.HAND_READ_FIELDS])];
const fieldName = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: text },
);

const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'));
  }
};

/**
 * Most requests start from a plausible value for every field and spoil a few, so the random values
 * reach the checks behind the first one (an id, a token) instead of stopping there.
 */
const plausible = (name: string): string | number => {
  if (/phone/i.test(name)) return '13800000000';
  if (/time$/i.test(name)) return '2030-01-01 10:00:00';
  if (/link|url$/i.test(name)) return 'https://meet.example.com/room';
  if (/^(id|uid|roomId|batch|limit|type|pageNum|pageSize|completed|submitType|subIndex)$|Id$/.test(name))
    return 1;
  if (/position/i.test(name)) return 3;
  if (name === 'password') return 'abcd1234';
  if (name === 'id' || name === 'clientId') return 'client-0001';
  return '测试内容';
};
const PLAUSIBLE = Object.fromEntries(FIELDS.map((f) => [f, plausible(f)]));
const spoiled = fc.oneof(
  // A few fields spoiled at random.
  fc.dictionary(fieldName, jsonValue, { minKeys: 1, maxKeys: 3 }).map((o) => ({ ...PLAUSIBLE, ...o })),
  // Every numeric field, or every text field, given one bad value while the others stay plausible.
  fc
    .tuple(fc.constantFrom('numbers', 'texts'), jsonValue)
    .map(([kind, bad]) =>
      Object.fromEntries(
        Object.entries(PLAUSIBLE).map(([k, v]) => [
          k,
          (typeof v === 'number') === (kind === 'numbers') ? bad : v,
        ]),
      ),
    ),
);

const queryString = fc
  .tuple(
    fc.oneof(
      fc.array(fc.tuple(fieldName, fc.oneof(text, fc.constant('1'))), { maxLength: 5 }),
      spoiled.map((o) =>
        Object.entries(o).map(
          ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
        ),
      ),
    ),
    fc.constantFrom('', '', '', '&%', '&a=%zz', '&&==', '&a[b]=c', '&id=1&id=2'),
  )
  .map(([pairs, junk]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') + junk);

const paramValue = fc.oneof(
  { weight: 6, arbitrary: text.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%zz', '%', '1%', 'a'.repeat(150), '1'.repeat(120)) },
);

const HUGE_BODY = JSON.stringify({ content: 'x'.repeat(1_100_000) });

type Body = { payload?: string; contentType?: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 8,
    arbitrary: spoiled.map((o) => ({ payload: JSON.stringify(o), contentType: 'application/json' })),
  },
  {
    weight: 4,
    arbitrary: fc
      .dictionary(fieldName, jsonValue, { maxKeys: 6 })
      .map((o) => ({ payload: JSON.stringify(o), contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: jsonValue.map((v) => ({
      payload: JSON.stringify(v) ?? 'null',
      contentType: 'application/json',
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('{"a":', '{', '"', '\u0000', '{"__proto__":{"x":1}}', '', '[1,'),
        fc.constantFrom('application/json', 'application/json; charset=latin1', 'application/JSON'),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.dictionary(fieldName, text, { maxKeys: 4 }),
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'image/png',
        ),
      )
      .map(([o, contentType]) => ({
        payload: Object.entries(o)
          .map(([k, v]) => `${encode(k)}=${encode(v)}`)
          .join('&'),
        contentType,
      })),
  },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ payload: HUGE_BODY, contentType: 'application/json' }) },
);

const tokenKind = fc.constantFrom('none', 'valid', 'newcomer', 'garbage');
const garbageToken = fc.constantFrom('x', '99999999999', 'null', '%00', 'a'.repeat(600), '\u00ff\u00fe');

// ------------------------------------------------------------------ the run

let t: TestApp;
let routes: RouteInfo[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const seen = new Set<string>();
  for (const r of registered) {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      const key = `${method} ${r.url}`;
      if (method === 'HEAD' || seen.has(key) || SKIPPED.test(r.url)) continue;
      seen.add(key);
      routes.push({ method, url: r.url });
    }
  }
  routes = routes.sort((a, b) => a.url.localeCompare(b.url));
});
afterAll(async () => {
  await t?.close();
});

/** A request that gets no answer within this time is a finding (a hang), not a run that stalls until its cap. */
const ANSWER_MS = 5_000;
async function injectOrHang(opts: InjectOptions): Promise<LightMyRequestResponse | null> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_MS);
  });
  try {
    return await Promise.race([t.app.inject(opts), hang]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The users the fuzz acts as, made by the factories (no demo user). `valid` has data of its own where the
 * plausible values send a request (the id 1 of `plausible`: the seed's first education video, redeemed,
 * watched, answered; every training group, approved), and points, a submission, a work and a micro-lecture;
 * `newcomer` has nothing, so the "not yet" answers (not approved, nothing redeemed) are reached too.
 * Measured with one fast-check seed and 100 cases a route, counting the distinct answers (route, status,
 * code, msg) to a valid token: these two reach all 659 that demo user 1 reached, and three more (training:
 * already approved, watch the video first, a watch record kept), which approved and not approved each need.
 */
async function fuzzUsers(): Promise<{ valid: number; newcomer: number }> {
  const { uid } = await createUser(t.app, { availableScore: 100_000 });
  await createExchange(t.db, { uid, videoId: 1 });
  await createWatchRecord(t.db, { uid, videoId: 1 });
  await createEmxInfo(t.db, { uid });
  await createQuizAttempt(t.db, { uid, videoId: 1 });
  await createSubmission(t.db, { uid });
  await createWork(t.db, { uid });
  await createLecture(t.db, { uid });
  const groups = await t.db.query<{ id: string }>('SELECT dict_value AS id FROM training_groups');
  for (const g of groups.rows) await createApplication(t.db, { uid, groupId: g.id, state: 1 });
  return { valid: uid, newcomer: (await createUser(t.app)).uid };
}

async function freshToken(uid: number): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: `/api/__test/session?uid=${uid}` });
  return (r.json() as { data: { token: string } }).data.token;
}

/** The URL of a route with its params filled (`:name` and the wildcard `*`). */
const fillPath = (template: string, values: string[]) => {
  let i = 0;
  return template
    .replace(/:[A-Za-z_]\w*/g, () => values[i++ % values.length] ?? '1')
    .replace(/\*$/, () => values.slice(0, 2).join('/'));
};

/** What is wrong with an answer, or null. */
function problem(status: number, contentType: string, raw: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (contentType.includes('application/json')) {
    let b: unknown;
    try {
      b = JSON.parse(raw);
    } catch {
      return 'JSON content type but not JSON';
    }
    const e = b as { code?: unknown; msg?: unknown };
    if (typeof e !== 'object' || e === null || typeof e.code !== 'number' || typeof e.msg !== 'string')
      return 'not the {code, msg} envelope';
    if ((status >= 400 || e.code !== 200) && !CJK.test(e.msg)) return `msg not Chinese: ${e.msg}`;
    if (status >= 400 && e.code !== status) return `code ${e.code} ≠ HTTP ${status}`;
    return null;
  }
  if (status >= 400 && !CJK.test(raw)) return `non-JSON error page not Chinese (${contentType})`;
  return null;
}

describe('fuzzing every HTTP route', () => {
  it('finds the routes through onRoute', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/youth/video/:id' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/live/verifyPass/:id/:password' });
  });

  it(
    'never answers 5xx, always the Chinese envelope, and keeps answering',
    async () => {
      const failures = new Map<string, string>();
      const counts = new Map<string, number>();
      const started = Date.now();
      let cases = 0;
      const users = await fuzzUsers();
      const tokens = { valid: await freshToken(users.valid), newcomer: await freshToken(users.newcomer) };
      const perRouteCap = Math.max(500, Math.floor(TIME_CAP_MS / Math.max(1, routes.length)));

      for (const route of routes) {
        const request = fc.record({
          params: fc.array(paramValue, { minLength: 2, maxLength: 2 }),
          query: fc.oneof(queryString, fc.constant('')),
          body,
          token: tokenKind,
          garbage: garbageToken,
        });
        await fc.assert(
          fc.asyncProperty(request, async (c) => {
            cases += 1;
            const url = fillPath(route.url, c.params) + (c.query ? `?${c.query}` : '');
            const as = c.token === 'valid' || c.token === 'newcomer' ? c.token : null;
            const headers: Record<string, string> = as
              ? bearer(tokens[as])
              : c.token === 'garbage'
                ? bearer(c.garbage)
                : {};
            const hasBody = route.method !== 'GET' && c.body.payload !== undefined;
            if (hasBody && c.body.contentType) headers['content-type'] = c.body.contentType;
            const r = await injectOrHang({
              method: route.method as 'GET' | 'POST',
              url,
              headers,
              ...(hasBody ? { payload: c.body.payload } : {}),
            });
            const p = r
              ? problem(r.statusCode, String(r.headers['content-type'] ?? ''), r.body)
              : 'no answer';
            if (p) {
              const key = `${route.method} ${route.url}: ${p}`;
              counts.set(key, (counts.get(key) ?? 0) + 1);
              if (!failures.has(key))
                failures.set(
                  key,
                  JSON.stringify({
                    url: url.slice(0, 200),
                    body: c.body.payload?.slice(0, 200),
                    ct: c.body.contentType,
                    token: c.token,
                    answer: r?.body.slice(0, 160),
                  }),
                );
            }
            // Logout (and anything else that ends the session) must not starve the rest of the run.
            if (as && route.url.endsWith('/logout')) tokens[as] = await freshToken(users[as]);
          }),
          { numRuns: CASES_PER_ROUTE, interruptAfterTimeLimit: perRouteCap, markInterruptAsFailure: false },
        );
        const alive = await t.app.inject({ url: '/api/radio/coursesList' });
        expect(alive.statusCode, `after ${route.method} ${route.url}`).toBe(200);
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `[fuzz-http] ${cases} cases over ${routes.length} routes in ${seconds} s; ${failures.size} distinct failures`,
      );
      for (const [k, v] of failures) console.log(`[fuzz-http] ${k} (×${counts.get(k)})\n    ${v}`);
      expect([...failures.keys()]).toEqual([]);
      // The run is bounded by TIME_CAP_MS; the test's own limit only catches a hang.
    },
    4 * TIME_CAP_MS,
  );
});

describe('fuzzing the tus endpoint with its own headers (issue 31)', () => {
  const TUS = '/api/science/tus';
  const tusValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.nat().map(String) },
    { weight: 1, arbitrary: fc.constantFrom('0', '1', '100', '1.0', '+1', '01', '1e3', ' 5', 'Infinity') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const metadata = fc.oneof(
    fc.constant('filename YS5tcDQ='),
    fc.constant('filename YS5wbmc=,filetype aW1hZ2UvcG5n'),
    fc.constantFrom('filename', 'a b,a c', ' ', ',', 'filename !!!', 'uid MQ=='),
    tusValue,
  );
  const headerSet = fc.record(
    {
      'upload-length': tusValue,
      'upload-offset': tusValue,
      'upload-metadata': metadata,
      'upload-defer-length': fc.constantFrom('1', '0', 'x'),
      'upload-concat': fc.constantFrom('partial', 'final;/api/science/tus/a', 'x', ''),
      'tus-resumable': fc.constantFrom('1.0.0', '1.0.0', '0.2.2', ''),
      'content-type': fc.constantFrom('application/offset+octet-stream', 'application/json', 'text/plain'),
      'x-forwarded-proto': fc.constantFrom('http', 'ftp'),
    },
    { requiredKeys: [] },
  );
  const suffix = fc.constantFrom('', '.json', '.info', '.part', '%2Ejson', '%2F..', '/', '%00', 'x', '%20');
  const prefix = fc.constantFrom('', '..%2F', '.', '%2E%2E%2F');

  it(
    'any method, id and header values, as the owner and as someone else: no 5xx, the envelope, the upload kept',
    async () => {
      // Two users made by the factory: the upload's owner and someone else.
      const owner = (await createUser(t.app)).token;
      const other = (await createUser(t.app)).token;
      const made = await t.app.inject({
        method: 'POST',
        url: TUS,
        headers: {
          ...bearer(owner),
          'tus-resumable': '1.0.0',
          'upload-length': '100',
          'upload-metadata': 'filename YS5tcDQ=',
        },
      });
      expect(made.statusCode).toBe(201);
      const location = String(made.headers.location);
      const id = location.slice(TUS.length + 1);
      const failures = new Map<string, string>();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('HEAD', 'PATCH', 'DELETE', 'POST', 'OPTIONS', 'GET'),
          fc.oneof(
            { weight: 3, arbitrary: fc.tuple(prefix, suffix).map(([p, x]) => `${p}${id}${x}`) },
            { weight: 1, arbitrary: paramValue },
            { weight: 1, arbitrary: fc.constant('') },
          ),
          fc.constantFrom('owner', 'other'),
          headerSet,
          fc.oneof(
            fc.constant(undefined),
            fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
          ),
          async (method, shape, who, headers, payload) => {
            // The owner may act on the upload itself; anything else must leave it alone.
            if (who === 'owner' && shape === id) return;
            const url = shape === '' ? TUS : `${TUS}/${shape}`;
            const r = await injectOrHang({
              method: method as 'GET',
              url,
              headers: { ...headers, ...bearer(who === 'owner' ? owner : other) },
              ...(payload && method !== 'GET' && method !== 'HEAD' ? { payload } : {}),
            });
            const p = !r
              ? 'no answer'
              : method === 'HEAD'
                ? r.statusCode >= 500
                  ? `HTTP ${r.statusCode}`
                  : null
                : problem(r.statusCode, String(r.headers['content-type'] ?? ''), r.body);
            if (p && !failures.has(`${method} ${p}`))
              failures.set(`${method} ${p}`, JSON.stringify({ url, headers, answer: r?.body.slice(0, 160) }));
          },
        ),
        { numRuns: 400, interruptAfterTimeLimit: TIME_CAP_MS, markInterruptAsFailure: false },
      );
      for (const [k, v] of failures) console.log(`[fuzz-http tus] ${k}\n    ${v}`);
      expect([...failures.keys()]).toEqual([]);
      const kept = await t.app.inject({
        method: 'HEAD',
        url: location,
        headers: { ...bearer(owner), 'tus-resumable': '1.0.0' },
      });
      expect(kept.statusCode).toBe(200);
    },
    4 * TIME_CAP_MS,
  );
});
