import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_CATEGORY } from '../../domain/journals';
import { searchResultPath, SEARCH_MAJOR, TRAINING_MINOR } from '../../domain/searchRoute';
import { seedLectures, seedWorks } from '../../server/seed/popsic';
import { searchResponse } from '../../src/schemas/search';
import { snippet } from '../../server/search/snippet';
import { searchTerms } from '../../server/search/segment';
import { createSearchItem, withoutSeedRows, type SearchItemRow } from './factories';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const search = async (query: string) => {
  const r = await t.app.inject({ method: 'GET', url: `/api/search/list?${query}` });
  expect(r.statusCode).toBe(200);
  return r.json() as Record<string, unknown>;
};
const ok = async (query: string) => searchResponse.parse(await search(query));
const keyword = (k: string) => `keyword=${encodeURIComponent(k)}`;
/** The made items a search answered, in its order, by their origin ids. */
const origins = (a: { searchList: { originId: string }[] }) => a.searchList.map((r) => Number(r.originId));

// About the demo data: runs first, while the file's database still holds the seed's index (the tests
// after it empty the index and make what they search for).
describe('About the demo data: the seed’s search index', () => {
  it('indexes every education minor the routing table names, so each has results', async () => {
    const { rows } = await t.db.query<{ minor: number }>(
      'SELECT DISTINCT minor_category AS minor FROM search_items WHERE major_category = 1 ORDER BY 1',
    );
    expect(rows.map((r) => r.minor)).toEqual([1, 2, 3, 4, 8, 10, 11, 12, 14, 15, 17, 18, 99]);
  });

  it('finds the contest’s works and micro-lectures under their own titles, opening the item of that id', async () => {
    const work = seedWorks.at(-1)!;
    const works = await ok(`${keyword(work.title)}&majorCategory=${SEARCH_MAJOR.works}`);
    const w = works.searchList.find((r) => r.title === work.title)!;
    expect(searchResultPath(w)).toBe(`/popsic/worksDetail/${work.id}?ccr=${encodeURIComponent(work.epoch)}`);
    const lecture = seedLectures.at(-1)!;
    const lectures = await ok(`${keyword(lecture.title)}&majorCategory=${SEARCH_MAJOR.lectures}`);
    const l = lectures.searchList.find((r) => r.title === lecture.title)!;
    expect(searchResultPath(l)).toBe(`/popsic/microLectureDetail/${lecture.id}`);
  });
});

describe('GET /api/search/list', () => {
  beforeAll(() => withoutSeedRows(t.db, 'search_items'));

  it('segments a Chinese keyword into words: most words matched first, then title > author > text, then newest', async () => {
    expect(searchTerms('乳腺钼靶检查')).toEqual(['乳腺钼靶检查', '乳腺', '钼靶', '检查']);
    const older = '2025-01-01 09:00:00';
    const newer = '2025-03-01 09:00:00';
    // Made out of their ranked order: the answer's order is the ranking, not the insertion.
    const oneInOlderText = await createSearchItem(t.db, {
      title: '须知甲',
      body: '检查前空腹',
      createTime: older,
    });
    const oneInTitle = await createSearchItem(t.db, { title: '认识CT检查' });
    const unrelated = await createSearchItem(t.db, { title: '肺结节随访', body: '低剂量CT' });
    const twoInText = await createSearchItem(t.db, { title: '问答', body: '乳腺摄影与钼靶' });
    const allInText = await createSearchItem(t.db, { title: '须知乙', body: '乳腺钼靶检查须知' });
    const oneInNewerText = await createSearchItem(t.db, {
      title: '须知丙',
      body: '检查后复诊',
      createTime: newer,
    });
    const oneByAuthor = await createSearchItem(t.db, { title: '讲座', author: '乳腺外科' });
    const allInTitle = await createSearchItem(t.db, { title: '乳腺钼靶检查前的准备' });

    const a = await ok(keyword('乳腺钼靶检查'));
    expect(a.code).toBe(200);
    expect(a.terms).toEqual(['乳腺钼靶检查', '乳腺', '钼靶', '检查']);
    const ranked = [
      allInTitle,
      allInText,
      twoInText,
      oneInTitle,
      oneByAuthor,
      oneInNewerText,
      oneInOlderText,
    ];
    expect(origins(a)).toEqual(ranked.map((i) => i.originId));
    expect(origins(a)).not.toContain(unrelated.originId);
    expect(a.searchListTotal).toBe(ranked.length);
    // Each result is the item as indexed, its text cut to a snippet around the match.
    expect(a.searchList[1]).toEqual({
      id: String(allInText.id),
      title: allInText.title,
      content: allInText.body,
      author: '',
      createTime: allInText.createTime,
      coverUrl: '',
      majorCategory: SEARCH_MAJOR.education,
      minorCategory: TRAINING_MINOR,
      originId: String(allInText.originId),
      epoch: null,
    });
  });

  it('filters by majorCategory, 0 for all, and every result has the page of its category to open', async () => {
    const made: Record<number, SearchItemRow> = {
      [SEARCH_MAJOR.education]: await createSearchItem(t.db, { title: '胸部CT入门' }),
      [SEARCH_MAJOR.journals]: await createSearchItem(t.db, {
        title: '胸部CT共识',
        majorCategory: SEARCH_MAJOR.journals,
        minorCategory: JOURNAL_CATEGORY.standards,
      }),
      [SEARCH_MAJOR.works]: await createSearchItem(t.db, {
        title: 'CT是怎么拍的',
        majorCategory: SEARCH_MAJOR.works,
        minorCategory: 0,
        epoch: '第二届',
      }),
      [SEARCH_MAJOR.lectures]: await createSearchItem(t.db, {
        title: '一分钟看懂CT',
        majorCategory: SEARCH_MAJOR.lectures,
        minorCategory: 0,
      }),
    };
    const paths: Record<number, string> = {
      [SEARCH_MAJOR.education]: `/training/detail/${made[SEARCH_MAJOR.education]!.originId}`,
      [SEARCH_MAJOR.journals]: `/journal/${made[SEARCH_MAJOR.journals]!.originId}`,
      [SEARCH_MAJOR.works]: `/popsic/worksDetail/${made[SEARCH_MAJOR.works]!.originId}?ccr=${encodeURIComponent('第二届')}`,
      [SEARCH_MAJOR.lectures]: `/popsic/microLectureDetail/${made[SEARCH_MAJOR.lectures]!.originId}`,
    };
    for (const major of [1, 2, 3, 4]) {
      const a = await ok(`${keyword('CT')}&majorCategory=${major}`);
      // Only this test's items hold "CT" in the title among those of its category.
      const mine = a.searchList.filter((r) => r.title === made[major]!.title);
      expect(mine).toHaveLength(1);
      expect(searchResultPath(mine[0]!)).toBe(paths[major]);
      for (const r of a.searchList) expect(r.majorCategory).toBe(major);
    }
    const all = await ok(`${keyword('CT')}&majorCategory=0`);
    expect(new Set(all.searchList.map((r) => r.majorCategory))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('pages of the asked size, newest first among equals; a page past the end is empty with the right total', async () => {
    const made = [];
    for (const day of ['01', '02', '03', '04', '05'])
      made.push(
        await createSearchItem(t.db, { title: `分页影像${day}`, createTime: `2024-02-${day} 09:00:00` }),
      );
    const newestFirst = made.reverse().map((i) => i.originId);
    const page = (n: number) => ok(`${keyword('分页影像')}&size=2&page=${n}`);
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map(origins)).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
    ]);
    for (const p of pages) expect(p.searchListTotal).toBe(5);
    const far = await page(500);
    expect(far.searchList).toEqual([]);
    expect(far.searchListTotal).toBe(5);
  });

  it('nothing found is an empty list, not a failure', async () => {
    // The index holds items, none of them with a word of the keyword.
    await createSearchItem(t.db, { title: '胸部平片', body: '读片要点' });
    const a = await ok(keyword('量子纠缠火星基地'));
    expect(a.searchList).toEqual([]);
    expect(a.searchListTotal).toBe(0);
  });

  it('refuses bad input with the Chinese message, never a 500', async () => {
    expect(await search('keyword=')).toEqual({ code: 500, msg: '请输入搜索关键词' });
    expect(await search('')).toEqual({ code: 500, msg: '请输入搜索关键词' });
    expect(await search(keyword('影'.repeat(51)))).toEqual({
      code: 500,
      msg: '搜索关键词不能超过50个字符',
    });
    for (const q of [
      'keyword=a&majorCategory=9',
      'keyword=a&size=21',
      'keyword=a&page=0',
      'keyword=a&page=1e3',
    ])
      expect((await search(q)).code).toBe(500);
  });

  it('characters that mean something to SQL or a LIKE pattern are just text', async () => {
    const literal = await createSearchItem(t.db, { title: '满100%_返券' });
    await createSearchItem(t.db, { title: '满100元返券' });
    expect(origins(await ok(keyword('%_')))).toEqual([literal.originId]);
    expect((await ok(keyword("%_'\\"))).searchList).toEqual([]);
  });
});

describe('snippet', () => {
  it('cuts around the first match and marks the cuts', () => {
    const body = '前'.repeat(50) + '钼靶' + '后'.repeat(200);
    const s = snippet(body, ['钼靶']);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('钼靶');
    expect(snippet('短文本', ['无'])).toBe('短文本');
  });
});
