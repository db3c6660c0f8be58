/**
 * Education server benchmark (issue 3): latency of the calls a video page makes, on the in-memory
 * database (PGlite), the cost of one cold encode of the test videos and their sizes, and how many
 * charges 20 concurrent exchange clicks produce. Measures, does not assert.
 * `npm run bench -- edu-server`
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureVideos, VIDEO_NAMES } from '../../server/education/media';
import { bearer, startTestApp } from '../server/helpers';

const N = 200;

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return {
    n: s.length,
    p50: +at(0.5).toFixed(2),
    p95: +at(0.95).toFixed(2),
    max: +s[s.length - 1]!.toFixed(2),
  };
}

export default async function eduServerBench() {
  // One cold encode into an empty cache directory.
  const cache = mkdtempSync(join(tmpdir(), 'edu-bench-cache-'));
  const previous = process.env.MEDIA_CACHE_DIR;
  process.env.MEDIA_CACHE_DIR = cache;
  const t0 = performance.now();
  await ensureVideos(cache);
  const encodeMs = Math.round(performance.now() - t0);
  const sizes = Object.fromEntries(VIDEO_NAMES.map((n) => [n, statSync(join(cache, n)).size]));
  if (previous === undefined) delete process.env.MEDIA_CACHE_DIR;
  else process.env.MEDIA_CACHE_DIR = previous;
  rmSync(cache, { recursive: true, force: true });

  const t = await startTestApp();
  try {
    const user = (
      await t.app.inject({
        method: 'POST',
        url: '/api/__test/education/user',
        payload: { availableScore: 1000 },
      })
    ).json().data as { token: string };
    const headers = bearer(user.token);
    const time = async (fn: (i: number) => Promise<unknown>) => {
      const out: number[] = [];
      for (let i = 0; i < N; i++) {
        const s = performance.now();
        await fn(i);
        out.push(performance.now() - s);
      }
      return stats(out);
    };
    const calls = {
      'GET /api/youth/video/101 (logged in)': await time(() =>
        t.app.inject({ url: '/api/youth/video/101', headers }),
      ),
      'GET /api/youth/video/list?videoCategory=1': await time(() =>
        t.app.inject({ url: '/api/youth/video/list?videoCategory=1&pageNum=1&pageSize=9999', headers }),
      ),
      'POST /api/youth/watch_video/record': await time((i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/youth/watch_video/record',
          headers,
          payload: { youthVideoId: 101, watchPosition: i % 60, maxPosition: i % 60, completed: 0 },
        }),
      ),
      'GET /api/youth/comment/list': await time(() =>
        t.app.inject({ url: '/api/youth/comment/list?youthVideoId=101' }),
      ),
    };
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/youth/video/exchange/103', headers }).then((r) => r.json()),
      ),
    );
    const charges = clicks.filter((b: { data?: { charged: number } }) => (b.data?.charged ?? 0) > 0).length;
    const result = {
      measuredAt: new Date().toISOString(),
      coldEncodeMs: encodeMs,
      videoBytes: sizes,
      requestsPerCall: N,
      latencyMs: calls,
      concurrentExchangeClicks: 20,
      charges,
    };
    writeFileSync('tests/bench/results/edu-server.json', JSON.stringify(result, null, 2) + '\n');
    const lines = [
      '# Education server',
      '',
      `Measured ${result.measuredAt} on the in-memory PGlite database through \`app.inject\` (no network).`,
      '',
      `- Cold encode of both test videos: ${encodeMs} ms (${VIDEO_NAMES.map((n) => `${n} ${(sizes[n]! / 1024).toFixed(0)} KB`).join(', ')}); later starts reuse the cache.`,
      `- 20 concurrent exchange clicks on one video: ${charges} charge(s).`,
      '',
      `| call (${N} sequential requests) | p50 ms | p95 ms | max ms |`,
      '| --- | ---: | ---: | ---: |',
      ...Object.entries(calls).map(([k, v]) => `| ${k} | ${v.p50} | ${v.p95} | ${v.max} |`),
      '',
    ];
    writeFileSync('tests/bench/results/edu-server.md', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await t.close();
  }
}
