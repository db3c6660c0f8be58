import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../domain/session';
import { pickEncoding } from '../../server/web/finishedPage';
import { sendSms, startTestApp, type TestApp } from './helpers';

/**
 * Issue 32, "fast to serve": a rendered page is kept whole (head, render, ETag and its compressed forms), so
 * the next visitor's answer is a lookup. The build's server render is stood in for by a module that counts
 * its renders (the real one is built by `npm run build`; the e2e suite runs it).
 */
let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'portal-rendered-'));
const renders = () => (globalThis as { portalTestRenders?: number }).portalTestRenders ?? 0;

beforeAll(async () => {
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>医学影像研究院</title></head><body><div id="root"><header>名</header></div>\n</body></html>',
  );
  writeFileSync(
    join(dist, '.ssr', 'ssr.js'),
    `export function setUpServerRendering() {}
export async function renderPage(url) {
  globalThis.portalTestRenders = (globalThis.portalTestRenders ?? 0) + 1;
  return { html: '<main>' + url + ' #' + globalThis.portalTestRenders + '</main>', styles: '', state: { url } };
}`,
  );
  t = await startTestApp({ distDir: dist, serverRender: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('rendered pages kept whole (issue 32)', () => {
  it('renders an address once and answers every visitor from it, compressed as each accepts', async () => {
    const before = renders();
    const br = await get('/institute', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/institute', { 'accept-encoding': 'gzip' });
    const plain = await get('/institute');
    expect(renders() - before).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`<div id="root" data-ssr=""><main>/institute #${renders()}</main></div>`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await get('/institute', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('renders again after a write the API accepted', async () => {
    const first = (await get('/team')).body;
    await sendSms(t.app, '13812345678');
    const second = (await get('/team')).body;
    expect(second).not.toBe(first);
    expect(second).toContain(`/team #${renders()}`);
  });

  it('keeps an unknown item as a 404 page, and renders nothing for someone logged in', async () => {
    const missing = await get('/newsDetail/999999', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('data-ssr');
    const before = renders();
    const mine = await get('/institute', { cookie: `${TOKEN_COOKIE}=abc` });
    expect(mine.body).not.toContain('data-ssr');
    expect(renders()).toBe(before);
  });
});

describe('the encoding a client accepts', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0, *;q=1')).toBeNull();
  });
});
