/**
 * A 1,000 MB video through a campaign page in real Chromium (issue 17: "a 1,000 MB video works"): a user
 * whose micro-course registration is in (status 1) goes from / to the campaign by the home page's link,
 * opens the upload step, chooses a 1,000 MB .mp4 from disk, and the page's resumable uploader (tus-js-client,
 * 16 MB PATCHes) sends it; then the preview (a draft commit) and the final commit. Measures the time, the
 * page's JS heap and the server's RSS while the file moves, and checks the stored file byte for byte
 * (sha256). Measures, does not assert a speed. `npm run bench -- browser-upload` (after `npm run build`).
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import type { Page } from '@playwright/test';
import { launchBenchChromium } from './browser';
import { MEDIA_MAX_BYTES } from '../../domain/submission';
import { encodePng } from '../../server/media/png';
import { TUS_CHUNK_BYTES } from '../../src/api/upload';
import { campaignMsg } from '../../src/text/campaign';
import { campaignPagesMsg } from '../../src/text/campaignPages';
import { patternChunks, patternSha256 } from '../server/uploadSupport';
import { freePort, rssOf, sampler, startServer } from './upload.bench';

const MB = 1024 * 1024;
const FILE_NAME = '千兆微课.mp4';
const t = campaignPagesMsg;

/** The deterministic "MP4" of upload.bench.ts, written to disk as a user's file would be. */
async function writeVideo(size: number): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'portal-browser-upload-')), FILE_NAME);
  const out = createWriteStream(path);
  for (const chunk of patternChunks(0, size, 8 * MB)) {
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end();
  await finished(out);
  return path;
}

/** The page's JS heap every 500 ms (Chromium's performance.memory); answers the peak. */
function heapSampler(page: Page) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const used = await page
        .evaluate(
          () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
        )
        .catch(() => 0);
      peak = Math.max(peak, used);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

async function sha256Of(url: string): Promise<{ sha256: string; bytes: number }> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`GET ${url}: ${res.status}`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export default async function browserUploadBench() {
  if (!existsSync('dist/index.html')) throw new Error('run `npm run build` first');
  const size = MEDIA_MAX_BYTES;
  const videoPath = await writeVideo(size);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(port, { DIST_DIR: 'dist' });
  const pid = child.pid!;
  const browser = await launchBenchChromium([
    '--disable-background-networking',
    '--enable-precise-memory-info',
  ]);
  try {
    const res = await fetch(`${base}/api/__test/campaign/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ campaign: 'mc', status: 1, work: false }),
    });
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const context = await browser.newContext({ baseURL: base, locale: 'zh-CN' });
    await context.addCookies([{ name: 'radio_token', value: token, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    let stored: string | null = null;
    page.on('response', async (r) => {
      if (r.request().method() !== 'PATCH') return;
      const body = await r.text().catch(() => '');
      const m = /"fileUrl"\s*:\s*"([^"]+)"/.exec(body);
      if (m) stored = m[1]!;
    });
    let patches = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches++;
    });

    // As a user: from / by the home page's 作品征集 link, past the registration to the upload step.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: t.entries.label })
      .getByRole('link', { name: t.names.mc })
      .click();
    await page.getByRole('button', { name: t.buttons.fillWork, exact: true }).click();
    await page.getByRole('textbox', { name: t.fields.title }).fill('一千兆字节的微课');
    await page
      .getByRole('textbox', { name: t.fields.content })
      .fill('整整 1,000 MB 的视频，经由页面的断点续传上传。');
    const rgb = new Uint8Array(160 * 90 * 3).fill(120);
    await page
      .getByRole('group', { name: t.fields.coverUrl, exact: true })
      .getByTestId('upload-input')
      .setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: encodePng(160, 90, rgb) });
    await page.getByTestId('cover-preview').waitFor();

    const baseline = rssOf(pid);
    const server = sampler(pid);
    const heap = heapSampler(page);
    const t0 = performance.now();
    await page
      .getByRole('group', { name: t.fields.fileList, exact: true })
      .getByTestId('upload-input')
      .setInputFiles(videoPath);
    await page
      .getByRole('list', { name: t.fileListLabel })
      .getByText(FILE_NAME)
      .waitFor({ timeout: 15 * 60_000 });
    const seconds = (performance.now() - t0) / 1000;
    const serverPeak = server.stop();
    const heapPeak = await heap.stop();

    // The draft commit (the preview) and the final commit take the 1,000 MB file.
    await page.getByRole('button', { name: t.buttons.toPreview, exact: true }).click();
    await page.getByTestId('campaign-preview').getByText(FILE_NAME).waitFor();
    await page.getByRole('button', { name: t.buttons.submit, exact: true }).click();
    await page.getByText(campaignMsg.submitted).waitFor();

    if (!stored) throw new Error('no tus answer named the stored file');
    const check = await sha256Of(base + stored);
    const expected = patternSha256(size);
    const result = {
      measuredAt: new Date().toISOString(),
      fileMB: size / MB,
      chunkMB: TUS_CHUNK_BYTES / MB,
      patches,
      seconds: +seconds.toFixed(2),
      mbPerSecond: +(size / MB / seconds).toFixed(1),
      pageHeapPeakMB: +(heapPeak / MB).toFixed(1),
      serverRssGrowthMB: +((serverPeak - baseline) / MB).toFixed(1),
      storedBytes: check.bytes,
      sameBytes: check.sha256 === expected && check.bytes === size,
      submitted: true,
    };
    writeFileSync('tests/bench/results/browser-upload.json', JSON.stringify(result, null, 2) + '\n');
    const lines = [
      '# A 1,000 MB video through a campaign page',
      '',
      `Measured ${result.measuredAt}: real Chromium (headless), the built client, the server as a child process, loopback. A status-1 micro-course user goes from / to the campaign, opens the upload step, chooses a ${result.fileMB} MB .mp4 from disk; the page's tus uploader sends it in ${result.chunkMB} MB PATCHes; then the preview (draft commit) and the final commit.`,
      '',
      `- ${result.seconds} s, **${result.mbPerSecond} MB/s**, ${result.patches} PATCH requests.`,
      `- Page JS heap peak **${result.pageHeapPeakMB} MB**; server RSS growth **${result.serverRssGrowthMB} MB**.`,
      `- Stored file: ${result.storedBytes} bytes, sha256 ${result.sameBytes ? 'the same as the chosen file' : 'DIFFERENT from the chosen file'}; 作品已完成提交！ shown.`,
      '',
    ];
    writeFileSync('tests/bench/results/browser-upload.md', lines.join('\n'));
    console.log(lines.join('\n'));
    if (!result.sameBytes) throw new Error('the stored file differs from the chosen one');
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(videoPath, { force: true });
  }
}
