import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

/** A build with the preload table scripts/routePreloads.ts writes (issue 12). */
let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
const INDEX = `<!doctype html><html><head><title>t</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`;
const APP = ['/assets/boot-0.js', '/assets/vendor-0.js'];
const PRELOADS = {
  app: APP,
  routes: [
    { path: '/', files: ['/assets/HomePage-1.js', '/assets/Grid-2.js'], css: ['/assets/Cards-1.css'] },
    { path: '/newsDetail/:id', files: ['/assets/NewsDetailPage-3.js'] },
    { path: '/edu/:vType', files: ['/assets/CategoryPage-4.js'] },
    { path: '/educourse/series', files: ['/assets/SeriesPage-5.js'] },
  ],
};

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  writeFileSync(join(dist, 'assets', 'HomePage-1.js'), 'export {}');
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('index.html names the current route’s chunks', () => {
  it('preloads the app and each route’s own chunks in the head, for the path and its parameters', async () => {
    const cases: [string, string[]][] = [
      ['/', ['/assets/HomePage-1.js', '/assets/Grid-2.js']],
      ['/newsDetail/12?from=home', ['/assets/NewsDetailPage-3.js']],
      ['/edu/youth', ['/assets/CategoryPage-4.js']],
      ['/educourse/series', ['/assets/SeriesPage-5.js']],
      ['/no/such/page', []],
    ];
    for (const [url, files] of cases) {
      const r = await t.app.inject({ url });
      // An address no route names is the not-found page: 404 (issue 32), no chunk named.
      expect(r.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(r.headers['content-type'], url).toContain('text/html');
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(preloads(r.body), url).toEqual([...APP, ...files]);
      // The page's styles are linked, so a page the server drew is styled before its scripts run.
      expect(stylesheets(r.body), url).toEqual(url === '/' ? ['/assets/Cards-1.css'] : []);
      expect(r.body.lastIndexOf('modulepreload') < r.body.indexOf('</head>'), url).toBe(true);
      // The page's own head (server/seo) stands where index.html's title was.
      const head =
        /<title>[\s\S]*?<meta property="og:locale" content="zh_CN">(\s*<script type="application\/ld\+json">.*<\/script>)?/;
      expect(
        r.body
          .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]+>/g, '')
          .replace(head, '<title>t</title>'),
        url,
      ).toBe(INDEX.replace('</head>', '\n  </head>'));
    }
  });

  it('goes compressed to a browser that accepts it, and answers a revalidation with 304', async () => {
    const r = await t.app.inject({ url: '/newsDetail/3', headers: { 'accept-encoding': 'br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(preloads(brotliDecompressSync(r.rawPayload).toString())).toEqual([
      ...APP,
      '/assets/NewsDetailPage-3.js',
    ]);
    const etag = String(r.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/newsDetail/3', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another item of the same route has its own head, so its own validator.
    const item = await t.app.inject({ url: '/newsDetail/9', headers: { 'if-none-match': etag } });
    expect(item.statusCode).toBe(200);
    const other = await t.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('still serves the files themselves and keeps the server’s paths out', async () => {
    expect((await t.app.inject({ url: '/assets/HomePage-1.js' })).body).toBe('export {}');
    expect((await t.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
  });
});
