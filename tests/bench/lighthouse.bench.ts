/**
 * Lighthouse bench (issue 12): every route of the route table (src/app/routeTable.ts), Lighthouse's
 * default mobile settings (slow 4G, 4× CPU), against a freshly started server on the built client, the
 * median of 3 runs per route (single runs swing). Writes tests/bench/results/lighthouse.{json,md}.
 * Not a test: numbers to quote. Needs `npm run build` first (`npm run bench` does not build).
 * The server serves https with HTTP/2, as a deployment does (decision 0059), on the tests' throwaway
 * certificate; LH_HTTP1=1 measures plain http/1.1 instead (six connections, a round trip per chunk).
 *
 *   LH_ROUTES=/,/live   only these routes     LH_RUNS=1   runs per route     LH_HTTP1=1
 *   LH_DUMP=/tmp/lh     each run's whole report there (the LCP element, its phases, the requests)
 *   SERVER_RENDER=0     every page drawn by the client (issue 32: public pages are rendered on the server by default)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routeSamples } from '../routeSamples';
import { get, serverEnv, startServer, TEST_TLS } from '../engines/serverProcess';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const TLS = process.env.LH_HTTP1 === '1' ? null : TEST_TLS;
const TARGET = { performance: 0.95, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

let BASE = '';

async function json<T>(path: string): Promise<T> {
  return JSON.parse((await get(BASE + path, TLS?.TLS_CERT_FILE)).body) as T;
}

interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKB: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function lighthouseBench() {
  // As a deployment serves it: production, the built client, no test-only endpoints.
  const server = await startServer(
    serverEnv({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-lh-')),
      DIST_DIR: 'dist',
      NODE_ENV: 'production',
      TEST_ROUTES: '',
      ...TLS,
    }),
  );
  BASE = server.url;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The throwaway certificate is not signed by an authority the browser knows.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  try {
    const wanted = process.env.LH_ROUTES?.split(',').map((r) => r.trim());
    const routes = (await routeSamples(json)).filter(({ route }) => !wanted || wanted.includes(route));
    const results = [];
    for (const { route, url } of routes) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lighthouse(BASE + url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (process.env.LH_DUMP) {
          mkdirSync(process.env.LH_DUMP, { recursive: true });
          const name = `${route.replace(/[^A-Za-z0-9]+/g, '_')}-${i}.json`;
          writeFileSync(join(process.env.LH_DUMP, name), JSON.stringify(r!.lhr));
        }
        const a = r!.lhr.audits;
        runs.push({
          performance: r!.lhr.categories.performance!.score ?? 0,
          fcpMs: a['first-contentful-paint']!.numericValue ?? 0,
          lcpMs: a['largest-contentful-paint']!.numericValue ?? 0,
          tbtMs: a['total-blocking-time']!.numericValue ?? 0,
          cls: a['cumulative-layout-shift']!.numericValue ?? 0,
          transferredKB: (a['total-byte-weight']!.numericValue ?? 0) / 1024,
        });
      }
      const m = (k: keyof Run) => median(runs.map((x) => x[k]));
      const row = {
        route,
        url,
        performance: m('performance'),
        fcpMs: Math.round(m('fcpMs')),
        lcpMs: Math.round(m('lcpMs')),
        tbtMs: Math.round(m('tbtMs')),
        cls: Number(m('cls').toFixed(3)),
        transferredKB: Number(m('transferredKB').toFixed(1)),
        scores: runs.map((x) => x.performance),
      };
      const met =
        row.performance >= TARGET.performance &&
        row.lcpMs <= TARGET.lcpMs &&
        row.tbtMs <= TARGET.tbtMs &&
        row.cls <= TARGET.cls;
      results.push({ ...row, met });
      console.log(
        `${route}: ${row.performance} / LCP ${row.lcpMs} ms / TBT ${row.tbtMs} ms / CLS ${row.cls} ${met ? 'met' : 'MISSED'}`,
      );
    }
    const measuredAt = new Date().toISOString();
    writeFileSync(
      'tests/bench/results/lighthouse.json',
      JSON.stringify({ measuredAt, runs: RUNS, target: TARGET, results }, null, 2) + '\n',
    );
    writeFileSync(
      'tests/bench/results/lighthouse.md',
      [
        '# Lighthouse (default mobile: slow 4G, 4× CPU; median of runs)',
        '',
        `Measured ${measuredAt}, ${RUNS} run(s) per route, against \`NODE_ENV=production\` on the built client, ${TLS ? 'https with HTTP/2' : 'plain http/1.1'}.`,
        `Targets: performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}.`,
        '',
        '| route | perf | FCP ms | LCP ms | TBT ms | CLS | KB | runs | target |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
        ...results.map(
          (r) =>
            `| ${r.url} | ${r.performance.toFixed(2)} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferredKB} | ${r.scores.map((s) => s.toFixed(2)).join(' ')} | ${r.met ? 'met' : 'MISSED'} |`,
        ),
        '',
      ].join('\n'),
    );
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
