import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/http/logging';
import { VITALS_PER_MINUTE } from '../../server/vitals/routes';
import { startTestApp, testConfig, type TestApp } from './helpers';
import { captureLog } from './logCapture';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const report = {
  path: '/education',
  metrics: [
    { name: 'LCP', value: 1830, rating: 'good', id: 'v5-1-1', navigationType: 'navigate' },
    { name: 'CLS', value: 0.012, rating: 'good', id: 'v5-1-2' },
  ],
};

describe('POST /api/vitals (field data)', () => {
  it('is not served unless FIELD_VITALS=1', async () => {
    const app = await t.build();
    const r = await app.inject({ method: 'POST', url: '/api/vitals', payload: report });
    expect(r.statusCode).toBe(404);
  });

  it('logs one fieldVitals line per report and answers 204', async () => {
    const log = captureLog();
    const app = await t.build({
      config: testConfig({ fieldVitals: true }),
      logger: loggerOptions(log.stream),
    });
    const r = await app.inject({ method: 'POST', url: '/api/vitals', payload: report });
    expect(r.statusCode).toBe(204);
    const lines = log.lines
      .map((l) => JSON.parse(l) as { fieldVitals?: unknown })
      .filter((l) => l.fieldVitals);
    expect(lines).toEqual([expect.objectContaining({ fieldVitals: report })]);
  });

  it('refuses a bad report with 400, never a 500, and logs nothing of it', async () => {
    const log = captureLog();
    const app = await t.build({
      config: testConfig({ fieldVitals: true }),
      logger: loggerOptions(log.stream),
    });
    const bad = [
      { ...report, path: '/search?keyword=secret' },
      { ...report, metrics: [] },
      { ...report, metrics: [{ ...report.metrics[0], name: 'FID' }] },
      { ...report, metrics: [{ ...report.metrics[0], value: -1 }] },
      { ...report, metrics: Array.from({ length: 11 }, (_, i) => ({ ...report.metrics[0], id: `v5-${i}` })) },
      'not json',
    ];
    for (const payload of bad) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/vitals',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const big = await app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: { ...report, pad: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(413);
    expect(log.lines.some((l) => l.includes('"fieldVitals"'))).toBe(false);
  });

  it(`accepts ${VITALS_PER_MINUTE} reports a minute from one address, then 429 until the minute has passed`, async () => {
    const app = await t.build({ config: testConfig({ fieldVitals: true }) });
    const send = () => app.inject({ method: 'POST', url: '/api/vitals', payload: report });
    for (let i = 0; i < VITALS_PER_MINUTE; i++) expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(429);
    t.clock.advance(60_001);
    expect((await send()).statusCode).toBe(204);
  });
});
