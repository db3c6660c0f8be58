/**
 * `npm run bench`: runs every benchmark and writes its results under tests/bench/results/
 * (JSON for machines, Markdown for people). Targets are reported, not asserted: a benchmark
 * measures, the closing note quotes the numbers.
 *
 * Besides the bundle benchmark below, every `tests/bench/*.bench.ts` module runs: it default-exports
 * an async function that measures and writes its own results/<name>.{json,md}.
 * `npm run bench -- video chat` runs only the modules whose names contain one of the words
 * (`bundle` selects the bundle benchmark).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { collectChunks, measureBundle, stackFloorGzip } from './bundle';

const HOME_TARGET_KB = 150;
const kb = (n: number) => (n / 1024).toFixed(1);

async function bundleBench() {
  const chunks = await collectChunks();
  const m = measureBundle(chunks, /src\/features\/home\//, /src\/app\/shell\/(AvatarArea|Footer)\.tsx$/);
  const floor = await stackFloorGzip();
  const result = {
    measuredAt: new Date().toISOString(),
    target: { homeRouteGzipKB: HOME_TARGET_KB, heavyModulesInHome: 0 },
    homeRouteGzipKB: Number(kb(m.homeRouteGzip)),
    homeSettledGzipKB: Number(kb(m.homeSettledGzip)),
    deferred: m.deferred,
    entryGzipKB: Number(kb(m.entryGzip)),
    stackFloorGzipKB: Number(kb(floor)),
    homeChunks: m.homeChunks,
    heavyInHome: m.heavyInHome,
    routes: m.routes.map((r) => ({
      ...r,
      ownGzipKB: Number(kb(r.ownGzip)),
      extraGzipKB: Number(kb(r.extraGzip)),
    })),
  };
  writeFileSync('tests/bench/results/bundle.json', JSON.stringify(result, null, 2) + '\n');
  const lines = [
    '# Bundle (gzip, level 9)',
    '',
    `Measured ${result.measuredAt}.`,
    '',
    `- JS loaded by the home route: **${result.homeRouteGzipKB} KB** (target ≤ ${HOME_TARGET_KB} KB) — ${result.homeRouteGzipKB <= HOME_TARGET_KB ? 'met' : 'MISSED'}`,
    `- The same plus the shell's chunks loaded right after first paint (${m.deferred.join(', ')}): ${result.homeSettledGzipKB} KB`,
    `- Entry chunk and its static imports: ${result.entryGzipKB} KB`,
    `- The stack's floor (tests/bench/fixtures/stackFloor.tsx: React, React Router, TanStack Query, MUI with emotion, one route, no portal code): ${result.stackFloorGzipKB} KB`,
    `- Heavy modules (pdfjs, video.js, chat SDKs, socket.io-client, date pickers, lightbox, web-vitals) in the home graph: ${m.heavyInHome.length === 0 ? 'none' : m.heavyInHome.join(', ')}`,
    '',
    '| route module | chunk | own KB | extra over entry KB |',
    '| --- | --- | ---: | ---: |',
    ...result.routes.map((r) => `| ${r.route} | ${r.chunk} | ${r.ownGzipKB} | ${r.extraGzipKB} |`),
    '',
  ];
  writeFileSync('tests/bench/results/bundle.md', lines.join('\n'));
  console.log(lines.join('\n'));
}

mkdirSync('tests/bench/results', { recursive: true });
const only = process.argv.slice(2);
const selected = (name: string) => only.length === 0 || only.some((word) => name.includes(word));
if (selected('bundle')) await bundleBench();
const modules = readdirSync('tests/bench')
  .filter((name) => name.endsWith('.bench.ts') && selected(name))
  .sort();
for (const name of modules) {
  console.log(`\n## ${name}`);
  const mod = (await import(pathToFileURL(`tests/bench/${name}`).href)) as { default: () => Promise<void> };
  await mod.default();
}
