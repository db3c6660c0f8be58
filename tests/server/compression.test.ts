import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

/** A built client as vite.config.ts leaves it: each text asset beside its .br and .gz. */
let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
const JS = `export const big = ${JSON.stringify('影像'.repeat(4000))};`;
const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  for (const [name, body] of [
    ['index.html', INDEX],
    ['assets/app-123.js', JS],
  ] as const) {
    writeFileSync(join(dist, name), body);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
  }
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression (issue 12)', () => {
  it('sends the precompressed asset the browser accepts, brotli first, with Vary and the year-long cache', async () => {
    const br = await get('/assets/app-123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    expect(br.rawPayload.length).toBeLessThan(JS.length / 5);

    const gz = await get('/assets/app-123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

    const plain = await get('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('index.html, also as the fallback of client routes, goes compressed and is revalidated', async () => {
    for (const url of ['/', '/education/rank']) {
      const r = await get(url, 'br');
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('compresses API answers above 1 KB, not small ones', async () => {
    const big = await get('/api/radio/indexNewsInfoList?type=2&limit=200', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { rows: unknown[] };
    expect(body.rows.length).toBeGreaterThan(10);
    const small = await get('/api/dynamic/config/itemOrder?module=none', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leaves video ranges alone: a Range request answers 206 with the raw bytes', async () => {
    const { rows } = await t.db.query<{ url: string }>(
      "SELECT video_url AS url FROM youth_videos WHERE video_url <> '' LIMIT 1",
    );
    const url = rows[0]!.url;
    const r = await t.app.inject({ url, headers: { range: 'bytes=0-99', 'accept-encoding': 'gzip, br' } });
    expect(r.statusCode).toBe(206);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.rawPayload.length).toBe(100);
  });
});
