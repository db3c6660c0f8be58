/**
 * Server rendering benchmark (issue 32, "fast to serve"): how long the reference server takes to answer a
 * public page as HTML (head, render, state), at 50 concurrent requests over every public route's sample
 * address, with the cache of renders (the default, RENDER_CACHE_MS) and without it (every request renders).
 * Target: p95 ≤ 50 ms at 50 concurrent. The load generator runs in the same process as the server (2 cores:
 * a second process would only share them). Measures, does not assert. `npm run bench -- render`
 * (builds the client and its server render first when `dist/.ssr/ssr.js` is missing).
 */
import { execSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { createMediaStore } from '../../server/media/store';
import { DISALLOWED } from '../../server/seo/robots';
import { seed } from '../../server/seed';
import { routeSamples } from '../routeSamples';

const PORT = 8791;
const CONCURRENCY = 50;
/** Rounds over the routes: more with the cache (fast, and a p95 wants a thousand answers), fewer without. */
const ROUNDS = { cached: 30, uncached: 6 };
const TARGET_P95_MS = 50;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function startServer(renderCacheMs: number) {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    NODE_ENV: 'test',
    DIST_DIR: 'dist',
    PORT: String(PORT),
    RENDER_CACHE_MS: String(renderCacheMs),
    SERVER_RENDER: '1',
  });
  const db = await createDb(config);
  await migrate(db);
  await seed(db);
  const app = buildApp({ config, db, media: createMediaStore(config) });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${PORT}`, close: () => app.close() };
}

/**
 * `total` GETs over `urls` in turn, `CONCURRENCY` at a time on kept-alive connections, each asking for
 * brotli as a browser does; each request's time to its last byte. The generator shares the server's
 * process and cores, so it is kept lean (node:http, the body counted, not decoded: fetch's decoding cost as
 * much as the server's answer). That every answer is the rendered page is checked before (`rendered`).
 */
async function load(origin: string, urls: string[], total: number) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = (path: string) =>
    new Promise<number>((done, failed) => {
      http
        .get({ host: hostname, port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (r) => {
          r.resume();
          r.on('end', () => done(r.statusCode ?? 0));
        })
        .on('error', failed);
    });
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      const url = urls[next++ % urls.length]!;
      const t0 = performance.now();
      const status = await get(url);
      times.push(performance.now() - t0);
      if (status !== 200) failures += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  return {
    requests: times.length,
    failures,
    perSecond: round(times.length / seconds),
    p50: round(pct(times, 50)),
    p95: round(pct(times, 95)),
    p99: round(pct(times, 99)),
    max: round(Math.max(...times)),
  };
}

/** How many of `urls` answer something other than a rendered page (fetch decodes the body). */
async function notRendered(origin: string, urls: string[]) {
  let missing = 0;
  for (const url of urls) {
    const r = await fetch(origin + url);
    if (r.status !== 200 || !(await r.text()).includes('data-ssr')) missing += 1;
  }
  return missing;
}

export default async function renderBench() {
  if (!existsSync('dist/.ssr/ssr.js')) execSync('npm run build', { stdio: 'inherit' });
  const phases = [];
  let coldMs: Record<string, number> = {};
  let urls: string[] = [];
  for (const [name, cacheMs, rounds] of [
    ['cache of rendered pages (default, 30 s)', 30_000, ROUNDS.cached],
    ['no cache: every request renders', 0, ROUNDS.uncached],
  ] as const) {
    const server = await startServer(cacheMs);
    try {
      if (urls.length === 0) {
        const samples = await routeSamples(async (path) => (await fetch(server.origin + path)).json());
        urls = samples.map((s) => s.url).filter((u) => !DISALLOWED.some((p) => u.startsWith(p)));
        // The first render of each page in a fresh process (its code loads, its data is asked).
        for (const url of urls) {
          const t0 = performance.now();
          await (await fetch(server.origin + url)).text();
          coldMs[url] = round(performance.now() - t0);
        }
      }
      const missing = await notRendered(server.origin, urls);
      phases.push({
        name,
        renderCacheMs: cacheMs,
        notRendered: missing,
        rounds,
        ...(await load(server.origin, urls, urls.length * rounds)),
      });
    } finally {
      await server.close();
    }
  }
  coldMs = Object.fromEntries(Object.entries(coldMs).sort((a, b) => b[1] - a[1]));
  const result = {
    measuredAt: new Date().toISOString(),
    target: { p95Ms: TARGET_P95_MS, concurrency: CONCURRENCY },
    routes: urls.length,
    phases,
    coldMs,
  };
  writeFileSync('tests/bench/results/render.json', JSON.stringify(result, null, 2) + '\n');
  const lines = [
    '# Server rendering (issue 32)',
    '',
    `Measured ${result.measuredAt}: ${urls.length} public routes (their sample addresses), ${CONCURRENCY} concurrent`,
    `requests (${ROUNDS.cached} rounds over them with the cache, ${ROUNDS.uncached} without), on the in-memory database;`,
    "generator in the server's process (node:http, kept-alive connections, brotli asked and not decoded).",
    '',
    '| phase | requests | not rendered | failed | per second | p50 ms | p95 ms | p99 ms | max ms | p95 target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...phases.map(
      (p) =>
        `| ${p.name} | ${p.requests} | ${p.notRendered} | ${p.failures} | ${p.perSecond} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max} | ${p.p95 <= TARGET_P95_MS ? 'met' : 'missed'} (≤ ${TARGET_P95_MS}) |`,
    ),
    '',
    'First render of each page in a fresh process (ms, one request at a time):',
    '',
    '| address | ms |',
    '| --- | ---: |',
    ...Object.entries(coldMs).map(([u, ms]) => `| \`${u}\` | ${ms} |`),
    '',
  ];
  writeFileSync('tests/bench/results/render.md', lines.join('\n'));
  console.log(lines.join('\n'));
}
