import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logFormat, loggerOptions } from '../../server/http/logging';
import { startTestApp, type TestApp } from './helpers';
import { captureLog } from './logCapture';

/**
 * The server's log as a person watching a terminal reads it, and as a file or a collector takes it (issue 31
 * item 13): text lines on a terminal, JSON lines otherwise, the password redacted either way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const isJson = (line: string) => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

describe('the log format', () => {
  it('is text on a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: '' }, false)).toBe('json');
    expect(() => logFormat({ LOG_FORMAT: 'yaml' }, true)).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('pretty: one text line per entry with the request, the password redacted as in JSON', async () => {
    const log = captureLog();
    const app = await t.build({ logger: loggerOptions(log.stream, { format: 'pretty' }) });
    await app.inject({ method: 'POST', url: '/api/live/verifyPass/2/Sec7et9Pw' });
    await app.inject({ method: 'GET', url: '/api/radio/coursesList' });
    app.log.info('portal listening on http://127.0.0.1:8080 (data: ./data)');
    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThanOrEqual(5);
    expect(log.lines.filter(isJson)).toEqual([]);
    expect(text).not.toContain('Sec7et9Pw');
    expect(text).toMatch(/INFO.*incoming request POST \/api\/live\/verifyPass\/2\/\*\*\*/);
    expect(text).toMatch(/INFO.*request completed 200 \(\d+\.\d ms\)/);
    expect(text).toMatch(/INFO.*incoming request GET \/api\/radio\/coursesList/);
    expect(log.lines.at(-1)).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: portal listening on http:\/\/127\.0\.0\.1:8080 \(data: \.\/data\)$/,
    );
  });

  it('json: one JSON object per line, as the tests and a collector read it', async () => {
    const log = captureLog();
    const app = await t.build({ logger: loggerOptions(log.stream, { format: 'json' }) });
    await app.inject({ method: 'GET', url: '/api/radio/coursesList' });
    expect(log.lines.length).toBeGreaterThanOrEqual(2);
    expect(log.lines.every(isJson)).toBe(true);
    expect(log.lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toContain('incoming request');
  });
});
