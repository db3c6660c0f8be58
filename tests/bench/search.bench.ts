/**
 * Search benchmark (issue 14): `GET /api/search/list` over 10,000 indexed items on the embedded
 * database (PGlite), through the real app (`inject`: routing, validation, segmentation, SQL, snippets).
 * 300 searches with keywords of one to four words across the tabs; p50/p95/max latency against the
 * target p95 < 50 ms.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { indexItems, type IndexItem } from '../../server/search/queries';
import { seed } from '../../server/seed';

const ITEMS = 10_000;
const SEARCHES = 300;
const TARGET_P95_MS = 50;

const WORDS = [
  '乳腺',
  '钼靶',
  '肺结节',
  '磁共振',
  '增强CT',
  '超声',
  '对比剂',
  '急诊',
  '胸痛',
  '骨折',
  '脑卒中',
  '肝脏',
  '前列腺',
  '儿童',
  '规范',
  '共识',
  '指南',
  '病例',
  '随访',
  '报告',
];
const KEYWORDS = [
  '钼靶',
  '肺结节 随访',
  '磁共振对比剂安全',
  '急诊胸痛CT',
  '儿童骨折',
  'CT',
  '前列腺 MRI 报告 规范',
  '不存在的词',
];

const pick = (i: number, n: number) => WORDS[(i * 7 + n * 13) % WORDS.length]!;

function synthetic(i: number): IndexItem {
  const major = (i % 4) + 1;
  return {
    title: `${pick(i, 1)}${pick(i, 2)}的影像诊断与${pick(i, 3)}（第${i}讲）`,
    body: `本内容介绍${pick(i, 4)}、${pick(i, 5)}与${pick(i, 6)}的影像表现，结合${pick(i, 7)}病例讨论检查方法与报告书写。`.repeat(
      3,
    ),
    author: `作者${i % 97}`,
    coverUrl: '',
    createTime: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
    majorCategory: major,
    minorCategory: major === 1 ? [12, 3, 2, 10][i % 4]! : major === 2 ? (i % 2) + 1 : null,
    originId: 100_000 + i,
    epoch: major === 3 ? '2023-01' : null,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export default async function searchBench() {
  const config = loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist' });
  const db = await createDb(config);
  await migrate(db);
  await seed(db);
  const batch: IndexItem[] = [];
  for (let i = 0; i < ITEMS; i++) batch.push(synthetic(i));
  await db.transaction((tx) => indexItems(tx, batch));
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_items');
  const app = buildApp({ config, db });
  await app.ready();
  const run = (i: number) =>
    app.inject({
      method: 'GET',
      url: `/api/search/list?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!)}&majorCategory=${i % 5}&page=${(i % 3) + 1}`,
    });
  for (let i = 0; i < 20; i++) await run(i); // warm-up: the segmenter's dictionary, the query plan
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < SEARCHES; i++) {
    const started = performance.now();
    const r = await run(i);
    times.push(performance.now() - started);
    found += (r.json() as { searchListTotal: number }).searchListTotal > 0 ? 1 : 0;
  }
  await app.close();
  await db.close();
  times.sort((a, b) => a - b);
  const ms = (n: number) => Number(n.toFixed(1));
  const result = {
    measuredAt: new Date().toISOString(),
    indexedItems: rows[0]!.n,
    searches: SEARCHES,
    searchesWithResults: found,
    p50Ms: ms(percentile(times, 50)),
    p95Ms: ms(percentile(times, 95)),
    maxMs: ms(times.at(-1)!),
    targetP95Ms: TARGET_P95_MS,
    met: percentile(times, 95) < TARGET_P95_MS,
  };
  writeFileSync('tests/bench/results/search.json', JSON.stringify(result, null, 2) + '\n');
  writeFileSync(
    'tests/bench/results/search.md',
    [
      '# Search (GET /api/search/list, PGlite, through the app)',
      '',
      `Measured ${result.measuredAt}: ${result.indexedItems} indexed items, ${SEARCHES} searches (${found} with results), keywords of 1–4 words, every tab, pages 1–3.`,
      '',
      `- p50 ${result.p50Ms} ms, **p95 ${result.p95Ms} ms** (target < ${TARGET_P95_MS} ms) — ${result.met ? 'met' : 'MISSED'}, max ${result.maxMs} ms`,
      '',
    ].join('\n'),
  );
  console.log(`search: p95 ${result.p95Ms} ms over ${result.indexedItems} items (target < ${TARGET_P95_MS})`);
}
