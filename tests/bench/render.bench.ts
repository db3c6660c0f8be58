/**
 * Server rendering benchmark (issue 32, "fast to serve"): how long the reference server takes to answer a
 * public page as HTML (head, render, state), at 50 concurrent requests over every public route's sample
 * address, with the cache of renders (the default, RENDER_CACHE_MS) and without it (every request renders).
 * Target: p95 ≤ 50 ms at 50 concurrent. The load generator is a process of its own (render/load.ts): in the
 * server's process it took half of the server's one event loop, where a client elsewhere takes none. With
 * the cache, one round over the routes first (each page's first render and compressions: the cold table
 * below) and then the measured rounds. Measures, does not assert. `npm run bench -- render`
 * (builds the client and its server render first when `dist/.ssr/ssr.js` is missing).
 */
import { execSync, fork } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { createMediaStore } from '../../server/media/store';
import { DISALLOWED } from '../../server/seo/robots';
import { seed } from '../../server/seed';
import { routeSamples } from '../routeSamples';
import type { LoadRequest, LoadResult } from './render/load';

const PORT = 8791;
const CONCURRENCY = 50;
/** Rounds over the routes: more with the cache (fast, and a p95 wants a thousand answers), fewer without. */
const ROUNDS = { cached: 100, uncached: 6 };
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
 * `total` GETs over `urls`, `CONCURRENCY` at a time, from a generator process of its own (render/load.ts);
 * that every answer is the rendered page is checked before (`notRendered`).
 */
async function load(origin: string, urls: string[], total: number) {
  const child = fork(fileURLToPath(new URL('./render/load.ts', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const request: LoadRequest = { origin, urls, total, concurrency: CONCURRENCY };
  const answer = await new Promise<LoadResult | { error: string }>((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.send(request);
  });
  child.kill();
  if ('error' in answer) throw new Error(answer.error);
  const { times, failures, seconds } = answer;
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
      // With the cache: every page rendered and compressed once (the first answers are the cold table's).
      if (cacheMs > 0) await load(server.origin, urls, urls.length);
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
    `requests (${ROUNDS.cached} rounds over them with the cache after one round unmeasured, ${ROUNDS.uncached} without),`,
    'on the in-memory database; the generator a process of its own (node:http, kept-alive connections, brotli',
    "asked and not decoded); both share the machine's two cores.",
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
