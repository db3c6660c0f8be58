import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactSecrets } from '../../server/http/logging';
import type { Db } from '../../server/db/types';
import { startTestApp, type TestApp } from './helpers';
import { captureLog } from './logCapture';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const SECRET = 'Sec7et9Pw';

/** Every string a log line holds (not its numbers: a response time such as 2.4888889 holds "8888" too). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

describe('the password in the verifyPass path never reaches the log', () => {
  it('redacts the request line of right, wrong, odd and unknown verifyPass URLs', async () => {
    const log = captureLog();
    const app = await t.build({ logger: loggerOptions(log.stream) });
    const urls = [
      `/api/live/verifyPass/2/${SECRET}`, // wrong password
      '/api/live/verifyPass/2/8888', // the right one
      `/api/live/verifyPass/02/${SECRET}?x=1`,
      `/api/live/verifyPass/2/${SECRET}/extra`, // 404: "Route POST:… not found"
      `/api/live//verifyPass//2//${SECRET}`, // 404 with doubled slashes
      `/api/live/verifyPass/2/${encodeURIComponent(`${SECRET}"\\ '`)}`,
      `/api/live/VERIFYPASS/2/${SECRET}`,
    ];
    for (const url of urls) await app.inject({ method: 'POST', url });
    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThanOrEqual(urls.length * 2);
    expect(text).toContain('"url":"/api/live/verifyPass/2/***"');
    expect(text).not.toContain(SECRET);
    // The right password is digits: looked for in the lines' texts, where a URL would carry it.
    expect(log.lines.flatMap((l) => stringsOf(JSON.parse(l))).join('\n')).not.toContain('8888');
  });

  it('redacts error logs: a failing database on verifyPass logs the error, not the password', async () => {
    const log = captureLog();
    const broken = {
      ...t.db,
      query: async () => {
        throw new Error(`connection lost while serving /api/live/verifyPass/2/${SECRET}`);
      },
    } as unknown as Db;
    const app = await t.build({ db: broken, logger: loggerOptions(log.stream) });
    const r = await app.inject({ method: 'POST', url: `/api/live/verifyPass/2/${SECRET}` });
    expect(r.statusCode).toBe(500);
    const errors = log.lines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain('verifyPass/2/***');
    expect(log.lines.join('\n')).not.toContain(SECRET);
  });

  it('leaves other URLs alone', () => {
    expect(redactSecrets('/api/live/indexList?pageNum=2')).toBe('/api/live/indexList?pageNum=2');
    expect(redactSecrets('"url":"/api/live/verifyPass/12/abc?x=1"')).toBe(
      '"url":"/api/live/verifyPass/12/***?x=1"',
    );
    expect(redactSecrets('/api/live/verifyPass/12')).toBe('/api/live/verifyPass/12');
  });
});
