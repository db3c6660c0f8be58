/**
 * Second-visit bench (issue 12: "a second visit transfers under 20 KB before the first API answer").
 * In Chromium against a production server on the built client: open each route once, then open it
 * again in the same browser profile (its HTTP cache kept), and add up the bytes on the wire (headers and
 * bodies, as the Network domain's encodedDataLength counts them) of every response that finished before
 * the first `/api/` answer arrived. Writes tests/bench/results/second-visit.{json,md}. Needs
 * `npm run build` first.
 *
 *   SV_ROUTES=/,/live   only these routes
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { launchBenchChromium } from './browser';
import { serverEnv, startServer } from '../engines/serverProcess';

const TARGET_KB = 20;
const DEFAULT_ROUTES = ['/', '/education', '/live', '/institute', '/announcement', '/museum'];

interface Visit {
  route: string;
  firstVisitKB: number;
  secondVisitBeforeApiKB: number;
  secondVisitRequestsBeforeApi: number;
  fromCache: number;
}

/** Bytes of every response that finished before the first API response arrived, on one navigation. */
async function measure(cdp: CDPSession, go: () => Promise<unknown>) {
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  let firstApiAt = Infinity;
  const finished: { id: string; at: number; bytes: number }[] = [];
  const onResponse = (e: { requestId: string; timestamp: number; response: { url: string } }) => {
    urls.set(e.requestId, e.response.url);
    if (new URL(e.response.url).pathname.startsWith('/api/')) firstApiAt = Math.min(firstApiAt, e.timestamp);
  };
  const onCached = (e: { requestId: string }) => cached.add(e.requestId);
  const onFinished = (e: { requestId: string; timestamp: number; encodedDataLength: number }) =>
    finished.push({ id: e.requestId, at: e.timestamp, bytes: e.encodedDataLength });
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.loadingFinished', onFinished);
  await go();
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.requestServedFromCache', onCached);
  cdp.off('Network.loadingFinished', onFinished);
  const before = finished.filter((f) => f.at <= firstApiAt && !urls.get(f.id)?.includes('/api/'));
  return {
    totalKB: finished.reduce((n, f) => n + f.bytes, 0) / 1024,
    beforeApiKB: before.reduce((n, f) => n + f.bytes, 0) / 1024,
    requestsBeforeApi: before.length,
    fromCache: before.filter((f) => cached.has(f.id)).length,
  };
}

export default async function secondVisitBench() {
  const routes = process.env.SV_ROUTES?.split(',') ?? DEFAULT_ROUTES;
  const server = await startServer(
    serverEnv({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-sv-')),
      DIST_DIR: 'dist',
      NODE_ENV: 'production',
      TEST_ROUTES: '0',
    }),
  );
  const browser = await launchBenchChromium();
  const visits: Visit[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const open = () => page.goto(server.url + route, { waitUntil: 'networkidle' });
      const first = await measure(cdp, open);
      const second = await measure(cdp, open);
      visits.push({
        route,
        firstVisitKB: Number(first.totalKB.toFixed(1)),
        secondVisitBeforeApiKB: Number(second.beforeApiKB.toFixed(1)),
        secondVisitRequestsBeforeApi: second.requestsBeforeApi,
        fromCache: second.fromCache,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const measuredAt = new Date().toISOString();
  writeFileSync(
    'tests/bench/results/second-visit.json',
    JSON.stringify({ measuredAt, targetKB: TARGET_KB, visits }, null, 2) + '\n',
  );
  const lines = [
    '# Second visit (bytes on the wire before the first API answer)',
    '',
    `Measured ${measuredAt} in Chromium against \`NODE_ENV=production\` on the built client. Target: < ${TARGET_KB} KB.`,
    '',
    '| route | first visit KB | second visit, before the first API answer KB | responses | of them from cache | target |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...visits.map(
      (v) =>
        `| ${v.route} | ${v.firstVisitKB} | ${v.secondVisitBeforeApiKB} | ${v.secondVisitRequestsBeforeApi} | ${v.fromCache} | ${v.secondVisitBeforeApiKB < TARGET_KB ? 'met' : 'MISSED'} |`,
    ),
    '',
  ];
  writeFileSync('tests/bench/results/second-visit.md', lines.join('\n'));
  console.log(lines.join('\n'));
}
