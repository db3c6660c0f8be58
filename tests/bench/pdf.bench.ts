/**
 * PDF reader benchmark (issue 13), in Chromium against the real server serving the built client (needs
 * `npm run build` first):
 * 1. Time to the first 4 pages of the 20-page reading guide: from navigation start to the 4th page drawn
 *    (canvas and text layer), at phone width (where 4 pages fit in the drawing window), cold cache; also
 *    the time to the first page. Median of RUNS.
 * 2. The 300-page guide read to its end (4 more pages per sentinel, then the last page drawn): the JS heap
 *    (after a forced GC, CDP Performance.getMetrics) and the canvases alive, against the same after the
 *    first pages: what shows that off-screen pages are released.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchBenchChromium } from './browser';
import { serverEnv, startServer } from '../engines/serverProcess';

const RUNS = Number(process.env.PDF_RUNS ?? 3);
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => Number((n / 1024 / 1024).toFixed(1));

async function firstPages(base: string, page: Page) {
  await page.goto(`${base}/journalpreview/sample-20`);
  const drawn = (n: number) =>
    page.locator(`[data-page="${n}"][data-rendered="true"]`).waitFor({ timeout: 60_000 });
  await drawn(1);
  const firstMs = await page.evaluate(() => performance.now());
  await Promise.all([drawn(2), drawn(3), drawn(4)]);
  const fourMs = await page.evaluate(() => performance.now());
  return { firstMs, fourMs };
}

async function memory(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const dom = await page.evaluate(() => {
    const canvases = [...document.querySelectorAll('canvas')];
    return {
      canvases: canvases.length,
      canvasMegapixels: canvases.reduce((n, c) => n + c.width * c.height, 0) / 1e6,
      listedPages: document.querySelectorAll('[data-testid="pdf-page"]').length,
      drawnPages: document.querySelectorAll('[data-rendered="true"]').length,
    };
  });
  await cdp.detach();
  return { jsHeapUsedMB: mb(metric('JSHeapUsedSize')), jsHeapTotalMB: mb(metric('JSHeapTotalSize')), ...dom };
}

async function readToEnd(base: string, page: Page) {
  await page.goto(`${base}/journalpreview/sample-300`);
  await page.locator('[data-page="1"][data-rendered="true"]').waitFor({ timeout: 60_000 });
  const atStart = await memory(page);
  const started = Date.now();
  const more = page.getByTestId('pdf-more');
  for (let listed = 4; listed < 300;) {
    await more.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="pdf-page"]').length > n,
      listed,
      { timeout: 30_000 },
    );
    listed = await page.locator('[data-testid="pdf-page"]').count();
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('[data-page="300"][data-rendered="true"]').waitFor({ timeout: 60_000 });
  const scrollSeconds = (Date.now() - started) / 1000;
  const atEnd = await memory(page);
  return { atStart, atEnd, scrollSeconds };
}

export default async function pdfBench() {
  const server = await startServer(
    serverEnv({
      // On disk, as deployed: /media/ answers byte ranges, which pdf.js uses.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-pdf-')),
      DIST_DIR: 'dist',
      NODE_ENV: 'production',
      TEST_ROUTES: '',
    }),
  );
  const browser = await launchBenchChromium(['--disable-quic']);
  try {
    const first: Array<{ firstMs: number; fourMs: number }> = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
      first.push(await firstPages(server.url, await context.newPage()));
      await context.close();
    }
    const context = await browser.newContext({ viewport: DESKTOP });
    const long = await readToEnd(server.url, await context.newPage());
    await context.close();

    const result = {
      measuredAt: new Date().toISOString(),
      firstPages: {
        pdf: '/journalpreview/sample-20 (20 pages)',
        viewport: `${PHONE.width}×${PHONE.height} @2x`,
        runs: RUNS,
        firstPageMs: Math.round(median(first.map((r) => r.firstMs))),
        firstFourPagesMs: Math.round(median(first.map((r) => r.fourMs))),
        each: first.map((r) => ({
          firstPageMs: Math.round(r.firstMs),
          firstFourPagesMs: Math.round(r.fourMs),
        })),
      },
      longDocument: {
        pdf: '/journalpreview/sample-300 (300 pages)',
        viewport: `${DESKTOP.width}×${DESKTOP.height}`,
        scrollToEndSeconds: Number(long.scrollSeconds.toFixed(1)),
        afterFirstPages: long.atStart,
        scrolledToEnd: long.atEnd,
      },
    };
    writeFileSync('tests/bench/results/pdf.json', JSON.stringify(result, null, 2) + '\n');
    const f = result.firstPages;
    const l = result.longDocument;
    const lines = [
      '# PDF reader (journals, /eduMetting)',
      '',
      `Measured ${result.measuredAt} (Chromium, the built client, the real server; a shared 2-core machine).`,
      '',
      `- 20-page PDF at ${f.viewport}, cold cache, median of ${f.runs}: first page drawn **${f.firstPageMs} ms**, first 4 pages drawn **${f.firstFourPagesMs} ms** after navigation start (runs: ${f.each.map((e) => e.firstFourPagesMs).join(', ')} ms)`,
      `- 300-page PDF at ${l.viewport}, read to the end (${l.scrollToEndSeconds} s of scrolling, 4 more pages per sentinel):`,
      '',
      '| moment | pages listed | pages drawn | canvases | canvas Mpx | JS heap used MB | JS heap total MB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...(
        [
          ['after the first pages', l.afterFirstPages],
          ['scrolled to the end', l.scrolledToEnd],
        ] as const
      ).map(
        ([name, m]) =>
          `| ${name} | ${m.listedPages} | ${m.drawnPages} | ${m.canvases} | ${m.canvasMegapixels.toFixed(1)} | ${m.jsHeapUsedMB} | ${m.jsHeapTotalMB} |`,
      ),
      '',
    ];
    writeFileSync('tests/bench/results/pdf.md', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    await server.stop();
  }
}
