/**
 * Upload benchmark with the S3 store (decision 0054): the portal as a child process with S3_BUCKET set,
 * the S3 double (tests/server/s3Double.ts) and the client in the bench process, loopback. A multipart
 * upload (streamed to the local partial file, then put to the bucket) and a tus upload in 16 MB PATCHes
 * (parts of 8 MiB to the bucket, then a copy to uploads/), each MEDIA_MAX_BYTES (1,000 MB) or `UPLOAD_S3_BENCH_MB` MB; the
 * server's RSS sampled every 50 ms. The double writes every byte to disk again (parts, the completed
 * object, the copy), so the throughput is a floor, not S3's. Measures, does not assert.
 * `npm run bench -- uploadS3`
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { MEDIA_MAX_BYTES } from '../../domain/submission';
import { TUS_CHUNK_BYTES } from '../../src/api/upload';
import { startS3Double } from '../server/s3Double';
import { freePort, multipart, rssOf, sampler, startServer, tusRun } from './upload.bench';

const MB = 1024 * 1024;
const RSS_TARGET_MB = 100;

export default async function uploadS3Bench() {
  const size = process.env.UPLOAD_S3_BENCH_MB ? Number(process.env.UPLOAD_S3_BENCH_MB) * MB : MEDIA_MAX_BYTES;
  const s3 = await startS3Double();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(port, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  const pid = child.pid!;
  try {
    const user = (await (await fetch(`${base}/api/__test/liveRoom/user`, { method: 'POST' })).json()) as {
      data: { token: string };
    };
    const auth = { authorization: `Bearer ${user.data.token}` };
    const warm = await multipart(base, auth, 1 * MB);
    if (warm.status !== 200) throw new Error(`warm-up failed: ${warm.status} ${warm.body}`);
    await new Promise((r) => setTimeout(r, 1000));

    // --- multipart: to the local partial file, then put to the bucket
    const baseline = rssOf(pid);
    const s1 = sampler(pid);
    const t1 = performance.now();
    const big = await multipart(base, auth, size);
    const multipartSeconds = (performance.now() - t1) / 1000;
    const multipartPeak = s1.stop();
    if (big.status !== 200) throw new Error(`multipart failed: ${big.status} ${big.body}`);

    // --- tus in 16 MB PATCHes over one keep-alive connection
    await new Promise((r) => setTimeout(r, 1000));
    const { tusBaseline, tusPeak, tusSeconds } = await tusRun(base, auth, pid, size);
    const keys = s3.keys();
    if (keys.some((k) => k.startsWith('tus/'))) throw new Error(`tus leftovers: ${keys.join(', ')}`);

    const mb = (n: number) => +(n / MB).toFixed(1);
    const calls = (op: string) => s3.calls.filter((c) => c.op === op).length;
    const result = {
      measuredAt: new Date().toISOString(),
      fileMB: mb(size),
      target: { rssGrowthMB: RSS_TARGET_MB },
      multipart: {
        baselineRssMB: mb(baseline),
        peakRssMB: mb(multipartPeak),
        rssGrowthMB: mb(multipartPeak - baseline),
        seconds: +multipartSeconds.toFixed(2),
        mbPerSecond: +(size / MB / multipartSeconds).toFixed(1),
      },
      tus: {
        chunkMB: TUS_CHUNK_BYTES / MB,
        baselineRssMB: mb(tusBaseline),
        peakRssMB: mb(tusPeak),
        rssGrowthMB: mb(tusPeak - tusBaseline),
        seconds: +tusSeconds.toFixed(2),
        mbPerSecond: +(size / MB / tusSeconds).toFixed(1),
      },
      s3Calls: {
        total: s3.calls.length,
        UploadPart: calls('UploadPart'),
        ListParts: calls('ListParts'),
        GetObject: calls('GetObject'),
        PutObject: calls('PutObject'),
        CopyObject: calls('CopyObject'),
      },
    };
    writeFileSync('tests/bench/results/uploadS3.json', JSON.stringify(result, null, 2) + '\n');
    const met = (n: number) => (n < RSS_TARGET_MB ? 'met' : 'MISSED');
    const lines = [
      '# Uploads with the S3 store',
      '',
      `Measured ${result.measuredAt}: the server as a child process with S3_BUCKET (DATA_DIR=memory://), the S3 double and the client in the bench process, loopback; the double stores every byte on disk again, so these speeds are a floor.`,
      '',
      `- ${result.fileMB} MB multipart upload (partial file, then PutObject): server RSS growth **${result.multipart.rssGrowthMB} MB** (target < ${RSS_TARGET_MB} MB) — ${met(result.multipart.rssGrowthMB)}; ${result.multipart.seconds} s, ${result.multipart.mbPerSecond} MB/s.`,
      `- tus, the same size in ${result.tus.chunkMB} MB PATCHes (8 MiB parts, CopyObject at the end): **${result.tus.mbPerSecond} MB/s** (${result.tus.seconds} s); RSS growth ${result.tus.rssGrowthMB} MB — ${met(result.tus.rssGrowthMB)}.`,
      `- S3 calls for both: ${result.s3Calls.total} (UploadPart ${result.s3Calls.UploadPart}, ListParts ${result.s3Calls.ListParts}, GetObject ${result.s3Calls.GetObject}, PutObject ${result.s3Calls.PutObject}, CopyObject ${result.s3Calls.CopyObject}).`,
      '',
    ];
    writeFileSync('tests/bench/results/uploadS3.md', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await s3.close();
  }
}
