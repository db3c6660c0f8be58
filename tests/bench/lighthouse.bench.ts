/**
 * Lighthouse bench (issues 12 and 32): every route of the route table (src/app/routeTable.ts), Lighthouse's
 * default mobile settings (slow 4G, 4× CPU), against a freshly started server on the built client, the
 * median of 3 runs per route (single runs swing), taken in three passes over the routes. Not a test:
 * numbers to quote. Needs `npm run build` first (`npm run bench` does not build). The server serves https
 * with HTTP/2, as a deployment does (decision 0059), on the tests' throwaway certificate; LH_HTTP1=1
 * measures plain http/1.1 instead (six connections, a round trip per chunk). Each protocol has its own table
 * and issue 32's targets: tests/bench/results/lighthouse.{json,md} (HTTP/2) and lighthouse-http1.{json,md}.
 * A run of some routes replaces their rows and keeps the others, each row with the date it was measured and
 * whether the server rendered the page.
 *
 *   LH_ROUTES=/,/live   only these routes     LH_RUNS=1   runs per route     LH_HTTP1=1
 *   LH_DUMP=/tmp/lh     each run's whole report there (the LCP element, its phases, the requests)
 *   SERVER_RENDER=0     every page drawn by the client (public pages are rendered by the server by default)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routeSamples } from '../routeSamples';
import { get, serverEnv, startServer, TEST_TLS } from '../engines/serverProcess';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const HTTP1 = process.env.LH_HTTP1 === '1';
const TLS = HTTP1 ? null : TEST_TLS;
const SERVER_RENDER = process.env.SERVER_RENDER !== '0';
/** Issue 32's targets, by protocol (a page readable in 1.5 s on a phone over HTTP/2, 2 s over http/1.1). */
const TARGET = HTTP1
  ? { performance: 0.95, fcpMs: 1500, lcpMs: 2000, tbtMs: 200, cls: 0.02 }
  : { performance: 0.97, fcpMs: 1200, lcpMs: 1500, tbtMs: 200, cls: 0.02 };
const FILE = `tests/bench/results/lighthouse${HTTP1 ? '-http1' : ''}`;

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

/** Whether a route's medians meet every target of this protocol (a row of an earlier run judged by today's). */
const meetsTargets = (r: Run) =>
  r.performance >= TARGET.performance &&
  r.fcpMs <= TARGET.fcpMs &&
  r.lcpMs <= TARGET.lcpMs &&
  r.tbtMs <= TARGET.tbtMs &&
  r.cls <= TARGET.cls;

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
    const results: Row[] = [];
    // One run of the first page, not counted, so that the first route is not measured in a cold browser. In
    // three full runs of 2026-11-29 the home page's first run was each time its worst (blocking time 365, 498
    // and 242 ms, against 29-251 ms for its next two); over HTTP/2 it was 428 ms above the route's median,
    // where no other route's first run was more than 108 ms above its own.
    if (routes[0])
      await lighthouse(BASE + routes[0].url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
    // Each route asked once before it is measured, as a deployment's server has been: the first render of a
    // route in a fresh process runs code not yet compiled, and its first run's first paint came 200-300 ms
    // later than the next two's (a median of 3 then rests on one run).
    for (const { url } of routes) await get(BASE + url, TLS?.TLS_CERT_FILE);
    // The runs in passes over all routes, not a route's runs back to back: the machine has slow spells lasting
    // tens of seconds, and three runs in a row could share one (decision 0097). Over HTTP/1.1, two full runs of one
    // build disagreed on a route's mean about 3.5 times as much as its runs within one full run would have
    // predicted; `/newsDetail/:id` measured 3-14 ms in one and 266-496 ms in the next.
    const runsOf = new Map<string, Run[]>(routes.map(({ route }) => [route, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const { route, url } of routes) {
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
        runsOf.get(route)!.push({
          performance: r!.lhr.categories.performance!.score ?? 0,
          fcpMs: a['first-contentful-paint']!.numericValue ?? 0,
          lcpMs: a['largest-contentful-paint']!.numericValue ?? 0,
          tbtMs: a['total-blocking-time']!.numericValue ?? 0,
          cls: a['cumulative-layout-shift']!.numericValue ?? 0,
          transferredKB: (a['total-byte-weight']!.numericValue ?? 0) / 1024,
        });
      }
    }
    for (const { route, url } of routes) {
      const runs = runsOf.get(route)!;
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
      const met = meetsTargets(row);
      results.push({ ...row, met, measuredAt: new Date().toISOString(), serverRender: SERVER_RENDER });
      console.log(
        `${route}: ${row.performance} / LCP ${row.lcpMs} ms / TBT ${row.tbtMs} ms / CLS ${row.cls} ${met ? 'met' : 'MISSED'}`,
      );
    }
    writeTables(results);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

interface Row extends Run {
  route: string;
  url: string;
  scores: number[];
  met: boolean;
  measuredAt: string;
  serverRender: boolean;
}

/** The protocol's table with this run's rows in place of the same routes' earlier ones, in the route table's order. */
function writeTables(measured: Row[]) {
  const earlier: Row[] = existsSync(`${FILE}.json`)
    ? (JSON.parse(readFileSync(`${FILE}.json`, 'utf8')) as { results: Row[] }).results
    : [];
  const fresh = new Map(measured.map((r) => [r.route, r]));
  const rows = [
    ...earlier.map((r) => fresh.get(r.route) ?? r),
    ...measured.filter((r) => !earlier.some((e) => e.route === r.route)),
  ];
  writeFileSync(
    `${FILE}.json`,
    JSON.stringify({ runs: RUNS, target: TARGET, results: rows }, null, 2) + '\n',
  );
  const t = TARGET;
  writeFileSync(
    `${FILE}.md`,
    [
      `# Lighthouse over ${HTTP1 ? 'plain http/1.1' : 'https with HTTP/2'} (default mobile: slow 4G, 4× CPU; median of runs)`,
      '',
      'Against `NODE_ENV=production` on the built client; each row is the median of the runs whose scores it lists, and',
      'says when it was measured and whether the server rendered the page (`SERVER_RENDER`, on by default since 0089).',
      `Issue 32's targets here: performance ≥ ${t.performance}, FCP ≤ ${t.fcpMs} ms, LCP ≤ ${t.lcpMs} ms, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}.`,
      '',
      '| route | perf | FCP ms | LCP ms | TBT ms | CLS | KB | runs | target | server render | measured |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- |',
      ...rows.map((r) => {
        const met = meetsTargets(r);
        return `| ${r.url} | ${r.performance.toFixed(2)} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferredKB} | ${r.scores.map((x) => x.toFixed(2)).join(' ')} | ${met ? 'met' : 'MISSED'} | ${r.serverRender ? 'yes' : 'no'} | ${r.measuredAt.slice(0, 10)} |`;
      }),
      '',
    ].join('\n'),
  );
}
