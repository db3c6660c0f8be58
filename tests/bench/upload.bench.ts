/**
 * Upload benchmark (issue 16, design §10, decision 0049): a 1,000 MB multipart upload must not grow the
 * server process's memory by more than 100 MB (it streams to disk), and how fast tus moves a file on the
 * loopback in 16 MB PATCHes (the browser client's chunk). The server runs as a child process (in-memory
 * database, uploads to a temporary directory); its RSS is sampled from /proc every 50 ms. Measures, does
 * not assert. `npm run bench -- upload`
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { MEDIA_MAX_BYTES } from '../../domain/submission';
import { TUS_CHUNK_BYTES } from '../../src/api/upload';
import { UPLOAD_PATH } from '../../server/uploads/multipart';
import { TUS_PATH } from '../../server/uploads/tus';
import { patternChunks, rawRequest, tusMetadata, type RawAnswer } from '../server/uploadSupport';

const MB = 1024 * 1024;
const RSS_TARGET_MB = 100;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The child's resident set size in bytes (Linux). */
export const rssOf = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** Samples the child's RSS every 50 ms until stopped; answers the peak. */
export function sampler(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

/** The portal as a child process on `port` (in-memory database); `env` adds to its environment (the S3 bench). */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      TEST_ROUTES: '1',
      NODE_ENV: 'test',
      DIST_DIR: '/nonexistent-dist',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/radio/coursesList`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function uploadBench() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(port);
  const pid = child.pid!;
  try {
    const user = (await (await fetch(`${base}/api/__test/liveRoom/user`, { method: 'POST' })).json()) as {
      data: { token: string };
    };
    const auth = { authorization: `Bearer ${user.data.token}` };
    // Warm up the route (and whatever it loads lazily) with a small file, then let the heap settle.
    const warm = await multipart(base, auth, 1 * MB);
    if (warm.status !== 200) throw new Error(`warm-up failed: ${warm.status} ${warm.body}`);
    await new Promise((r) => setTimeout(r, 1000));

    // --- 1,000 MB multipart
    const baseline = rssOf(pid);
    const s1 = sampler(pid);
    const t1 = performance.now();
    const big = await multipart(base, auth, MEDIA_MAX_BYTES);
    const multipartSeconds = (performance.now() - t1) / 1000;
    const multipartPeak = s1.stop();
    if (big.status !== 200) throw new Error(`multipart failed: ${big.status} ${big.body}`);

    // --- tus, the same size in 16 MB PATCHes over one keep-alive connection
    await new Promise((r) => setTimeout(r, 1000));
    const size = MEDIA_MAX_BYTES;
    const { tusBaseline, tusPeak, tusSeconds } = await tusRun(base, auth, pid, size);

    const mb = (n: number) => +(n / MB).toFixed(1);
    const result = {
      measuredAt: new Date().toISOString(),
      fileMB: mb(MEDIA_MAX_BYTES),
      target: { rssGrowthMB: RSS_TARGET_MB },
      multipart: {
        baselineRssMB: mb(baseline),
        peakRssMB: mb(multipartPeak),
        rssGrowthMB: mb(multipartPeak - baseline),
        seconds: +multipartSeconds.toFixed(2),
        mbPerSecond: +(MEDIA_MAX_BYTES / MB / multipartSeconds).toFixed(1),
      },
      tus: {
        chunkMB: TUS_CHUNK_BYTES / MB,
        baselineRssMB: mb(tusBaseline),
        peakRssMB: mb(tusPeak),
        rssGrowthMB: mb(tusPeak - tusBaseline),
        seconds: +tusSeconds.toFixed(2),
        mbPerSecond: +(size / MB / tusSeconds).toFixed(1),
      },
    };
    writeFileSync('tests/bench/results/upload.json', JSON.stringify(result, null, 2) + '\n');
    const met = result.multipart.rssGrowthMB < RSS_TARGET_MB;
    const lines = [
      '# Uploads',
      '',
      `Measured ${result.measuredAt}: the server as a child process (DATA_DIR=memory://, uploads streamed to a temporary directory), the client in the bench process, loopback.`,
      '',
      `- ${result.fileMB} MB multipart upload: server RSS ${result.multipart.baselineRssMB} → peak ${result.multipart.peakRssMB} MB, growth **${result.multipart.rssGrowthMB} MB** (target < ${RSS_TARGET_MB} MB) — ${met ? 'met' : 'MISSED'}; ${result.multipart.seconds} s, ${result.multipart.mbPerSecond} MB/s.`,
      `- tus, the same size in ${result.tus.chunkMB} MB PATCHes: **${result.tus.mbPerSecond} MB/s** (${result.tus.seconds} s); RSS growth ${result.tus.rssGrowthMB} MB.`,
      '',
    ];
    writeFileSync('tests/bench/results/upload.md', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** One multipart upload of `size` bytes of the deterministic MP4 pattern, streamed. */
export async function multipart(
  base: string,
  auth: Record<string, string>,
  size: number,
): Promise<RawAnswer> {
  const boundary = '----portalbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  function* body() {
    yield head;
    yield* patternChunks(0, size);
    yield tail;
  }
  return (await rawRequest(
    `${base}${UPLOAD_PATH}`,
    'POST',
    {
      ...auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + size + tail.length,
    },
    body(),
  )) as RawAnswer;
}

/**
 * One tus upload of `size` bytes in TUS_CHUNK_BYTES PATCHes over one keep-alive connection, the server's RSS
 * sampled meanwhile (both upload benches): its baseline and peak RSS and how long it took.
 */
export async function tusRun(base: string, auth: Record<string, string>, pid: number, size: number) {
  const tusBaseline = rssOf(pid);
  const s2 = sampler(pid);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const tusHeaders = { ...auth, 'tus-resumable': '1.0.0' };
  const made = (await rawRequest(`${base}${TUS_PATH}`, 'POST', {
    ...tusHeaders,
    'upload-length': size,
    'upload-metadata': tusMetadata({ filename: 'bench.mp4', filetype: 'video/mp4' }),
  })) as RawAnswer;
  if (made.status !== 201) throw new Error(`tus create failed: ${made.status} ${made.body}`);
  const location = `${base}${made.headers.location as string}`;
  const t2 = performance.now();
  let last: RawAnswer | null = null;
  for (let offset = 0; offset < size; offset += TUS_CHUNK_BYTES) {
    const end = Math.min(size, offset + TUS_CHUNK_BYTES);
    last = (await rawRequest(
      location,
      'PATCH',
      {
        ...tusHeaders,
        'upload-offset': offset,
        'content-type': 'application/offset+octet-stream',
        'content-length': end - offset,
      },
      patternChunks(offset, end),
      undefined,
      agent,
    )) as RawAnswer;
    if (last.status !== 204 && last.status !== 200) throw new Error(`tus PATCH failed: ${last.status}`);
  }
  const tusSeconds = (performance.now() - t2) / 1000;
  const tusPeak = s2.stop();
  agent.destroy();
  if (last?.status !== 200) throw new Error(`tus did not finish: ${last?.status} ${last?.body}`);
  return { tusBaseline, tusPeak, tusSeconds };
}
