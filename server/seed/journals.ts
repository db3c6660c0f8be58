import { JOURNAL_CATEGORY, journalFileUrl, LITERATURE_STATUS } from '../../domain/journals';
import { SEARCH_MAJOR } from '../../domain/searchRoute';
import { JOURNAL_FILES } from '../journals/pdf';
import type { LiteratureRow } from '../journals/queries';
import { indexItems, type IndexItem } from '../search/queries';
import type { SeedStep } from './types';

/**
 * ≥ 40 published journals in both categories (issue 13), plus one unpublished and one deleted that the
 * portal never shows. The first five are the journals the search index has had since issue 14 (same ids,
 * titles, authors, dates), so a search result opens the right journal. Most have the 20-page reading guide,
 * every tenth the 300-page one, some none; some have no DOI, every third has references, one carries
 * markup the client's sanitiser must strip.
 */
/** A journal as the list answers it (without its id, which the table gives), plus its publication status. */
export type SeedJournal = Omit<LiteratureRow, 'id'> & { status: number };

const S = JOURNAL_CATEGORY.standards;
const G = JOURNAL_CATEGORY.guides;
const NAMES = [
  '王强',
  '陈静',
  '刘洋',
  '赵磊',
  '孙悦',
  '周婷',
  '吴昊',
  '郑雪',
  '黄伟',
  '林芳',
  '何静',
  '马骏',
];

type Base = [
  title: string,
  category: number,
  date: string,
  authors: string[],
  abstract: string,
  keywords: string,
];

/** The five the search index already points at (server/seed/search.ts). */
const INDEXED: Base[] = [
  [
    '乳腺钼靶影像报告规范专家共识',
    S,
    '2025-03-12',
    ['张明', '李华'],
    '乳腺X线摄影报告与数据系统的规范化应用，统一钼靶检查术语与分级。',
    '乳腺,钼靶,BI-RADS,报告规范',
  ],
  [
    '肺结节CT筛查与管理中国专家共识',
    S,
    '2025-05-20',
    ['王强'],
    '低剂量CT肺癌筛查人群、肺结节随访间隔与处理流程。',
    '肺结节，低剂量CT，筛查，随访',
  ],
  [
    '急诊胸痛影像检查专家指南',
    G,
    '2025-07-02',
    ['陈静'],
    '急性胸痛三联征CT血管成像的适应证与扫描方案。',
    '胸痛,CT血管成像,急诊',
  ],
  [
    '磁共振对比剂安全使用指南',
    G,
    '2025-09-15',
    ['刘洋'],
    '钆对比剂的过敏反应、肾功能不全患者的使用原则。',
    '钆对比剂，过敏反应，肾功能不全',
  ],
  [
    '前列腺MRI检查与报告规范',
    S,
    '2025-10-08',
    ['赵磊'],
    '多参数磁共振前列腺成像PI-RADS评分的规范应用。',
    '前列腺,多参数磁共振,PI-RADS',
  ],
];

const ORGANS = [
  '颅脑',
  '肝脏',
  '胰腺',
  '肾脏',
  '甲状腺',
  '心脏',
  '冠状动脉',
  '脊柱',
  '膝关节',
  '卵巢',
  '结直肠',
  '鼻咽',
  '食管',
];
const TOPICS: Array<[category: number, pattern: (organ: string) => string, keywords: string]> = [
  [S, (o) => `${o}CT检查技术规范专家共识`, 'CT,扫描规范,辐射剂量'],
  [G, (o) => `${o}磁共振成像诊断专家指南`, '磁共振，诊断，序列选择'],
  [S, (o) => `${o}影像结构化报告中国专家共识`, '结构化报告,术语,质量控制'],
  [G, (o) => `${o}增强扫描与对比剂应用专家指南`, '增强扫描，对比剂，注射方案'],
];

const authorsHtml = (names: string[]) => names.map((n, i) => `${n}<sup>${i + 1}</sup>`).join('，');

const pad = (n: number) => String(n).padStart(2, '0');
/** 2024-01-05 plus `days`, as a date text (no clock: pure calendar arithmetic on UTC). */
const dayAfter = (days: number) => new Date(Date.UTC(2024, 0, 5 + days)).toISOString().slice(0, 10);

function generated(): Base[] {
  const out: Base[] = [];
  for (let i = 0; out.length < 37; i += 1) {
    const [category, pattern, keywords] = TOPICS[i % TOPICS.length]!;
    const organ = ORGANS[i % ORGANS.length]!;
    const names = [
      NAMES[i % NAMES.length]!,
      NAMES[(i + 5) % NAMES.length]!,
      NAMES[(i + 7) % NAMES.length]!,
    ].slice(0, 1 + (i % 3));
    out.push([
      pattern(organ),
      category,
      dayAfter(i * 14),
      names,
      `本文围绕${organ}影像检查的适应证、扫描方案、图像质量控制与报告要点形成推荐意见，供临床与影像科医师参考。` +
        `推荐意见经过两轮专家讨论与投票，证据等级参照GRADE方法分级。`,
      `${organ},${keywords}`,
    ]);
  }
  return out;
}

const fileFor = (id: number) =>
  id % 13 === 0 ? '' : (journalFileUrl(id % 10 === 0 ? JOURNAL_FILES.long : JOURNAL_FILES.short) ?? '');

const references = (title: string) =>
  [
    `[1] 中华医学会放射学分会. ${title}[J]. 中华放射学杂志, 2023, 57(1): 1-8.`,
    '[2] American College of Radiology. ACR Appropriateness Criteria[S]. Reston: ACR, 2022.',
    '[3] 国家卫生健康委员会. 医学影像检查质量控制指标[S]. 北京, 2021.',
  ].join('\n');

export const seedJournals: SeedJournal[] = [...INDEXED, ...generated()].map(
  ([title, category, date, names, abstract, keywords], i) => {
    const id = i + 1;
    return {
      title,
      category,
      publishDate: `${date} ${pad(8 + (id % 9))}:${pad((id * 7) % 60)}:00`,
      authors:
        id === 17
          ? `${authorsHtml(names)}<img src="x" onerror="alert(1)"><script>alert(1)</script>`
          : authorsHtml(names),
      doi:
        id % 7 === 0 ? '' : `10.3760/cma.j.cn112149-${date.replace(/-/g, '')}-${String(id).padStart(5, '0')}`,
      abstracts: abstract,
      keywords,
      refers: id % 3 === 0 ? references(title) : '',
      fileUrl: fileFor(id),
      status: LITERATURE_STATUS.published,
    };
  },
);

/** Never shown: an unpublished and a deleted journal (001 §3 status 1, 2). */
export const hiddenJournals: SeedJournal[] = [
  { ...seedJournals[1]!, title: '（未发布）影像检查预约流程共识', status: LITERATURE_STATUS.unpublished },
  { ...seedJournals[2]!, title: '（已删除）旧版增强CT检查指南', status: LITERATURE_STATUS.deleted },
];

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/<[^>]*$/, '');

/** A journal as the search index holds it (majorCategory 2, minor = its category, origin = its id). */
export const journalSearchItem = (j: SeedJournal, id: number): IndexItem => ({
  title: j.title,
  body: j.abstracts,
  author: plain(j.authors).replace(/\d+/g, '').replace(/，/g, ' '),
  coverUrl: '',
  createTime: j.publishDate,
  majorCategory: SEARCH_MAJOR.journals,
  minorCategory: j.category,
  originId: id,
  epoch: null,
});

export const journalsSeed: SeedStep = {
  name: '010_journals',
  async run(tx) {
    const all = [...seedJournals, ...hiddenJournals];
    for (const j of all) {
      await tx.query(
        `INSERT INTO literature (title, publish_date, authors, doi, abstracts, keywords, refers, file_url, category, status)
         VALUES ($1, $2::timestamp, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          j.title,
          j.publishDate,
          j.authors,
          j.doi,
          j.abstracts,
          j.keywords,
          j.refers,
          j.fileUrl,
          j.category,
          j.status,
        ],
      );
    }
    // Every published journal can be found, under its own id (ids follow the insertion order above).
    const { rows } = await tx.query<{ id: number; title: string }>(
      `SELECT id, title FROM literature WHERE status = ${LITERATURE_STATUS.published} ORDER BY id`,
    );
    await indexItems(
      tx,
      rows.flatMap((r) => {
        const j = seedJournals.find((s) => s.title === r.title);
        return j ? [journalSearchItem(j, r.id)] : [];
      }),
    );
  },
};
