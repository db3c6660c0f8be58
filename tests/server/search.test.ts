import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultPath, SEARCH_EXPERTS_MAX } from '../../domain/searchRoute';
import { searchResponse } from '../../src/schemas/search';
import { snippet } from '../../server/search/snippet';
import { searchTerms } from '../../server/search/segment';
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

describe('GET /api/search/list', () => {
  it('segments a Chinese keyword into words and finds items that share them, best match first', async () => {
    expect(searchTerms('乳腺钼靶检查')).toEqual(
      expect.arrayContaining(['乳腺钼靶检查', '乳腺', '钼靶', '检查']),
    );
    const a = await ok(`keyword=${encodeURIComponent('乳腺钼靶检查')}`);
    expect(a.code).toBe(200);
    expect(a.searchListTotal).toBeGreaterThanOrEqual(3);
    // The item with every word in its title comes first; one that only shares 乳腺 comes later.
    const titles = a.searchList.map((r) => r.title);
    const both = (title: string) => title.includes('乳腺') && title.includes('钼靶');
    expect(both(titles[0]!)).toBe(true);
    // Every title with both words ranks above the first that has only 检查 (e.g. 认识CT检查).
    const firstOnlyCheck = titles.findIndex((x) => !x.includes('乳腺') && !x.includes('钼靶'));
    expect(firstOnlyCheck).toBeGreaterThan(0);
    expect(titles.slice(firstOnlyCheck).some(both)).toBe(false);
    // The contest's works are found under their own titles (seeded from the contest's tables' data).
    expect(titles).toContain('乳腺钼靶为什么要压迫（3）');
    expect(a.terms).toEqual(expect.arrayContaining(['乳腺', '检查']));
    expect(a.expertList.length).toBeLessThanOrEqual(SEARCH_EXPERTS_MAX);
  });

  it('filters by majorCategory and every result has a page to open', async () => {
    for (const major of [1, 2, 3, 4]) {
      const a = await ok(`keyword=${encodeURIComponent('CT')}&majorCategory=${major}`);
      for (const r of a.searchList) {
        expect(r.majorCategory).toBe(major);
        expect(searchResultPath(r)).not.toBeNull();
      }
    }
    const journals = await ok(`keyword=${encodeURIComponent('共识')}&majorCategory=2`);
    expect(journals.searchList.length).toBeGreaterThan(0);
  });

  it('indexes every education minor the routing table names, so each has results', async () => {
    const { rows } = await t.db.query<{ minor: number }>(
      'SELECT DISTINCT minor_category AS minor FROM search_items WHERE major_category = 1 ORDER BY 1',
    );
    expect(rows.map((r) => r.minor)).toEqual([1, 2, 3, 4, 8, 10, 11, 12, 14, 15, 17, 18, 99]);
  });

  it('pages of at most 20; a page past the end is empty with the right total', async () => {
    const first = await ok(`keyword=${encodeURIComponent('影像')}&size=2&page=1`);
    expect(first.searchList).toHaveLength(2);
    const far = await ok(`keyword=${encodeURIComponent('影像')}&size=2&page=500`);
    expect(far.searchList).toEqual([]);
    expect(far.searchListTotal).toBe(first.searchListTotal);
  });

  it('nothing found is an empty list, not a failure', async () => {
    const a = await ok(`keyword=${encodeURIComponent('量子纠缠火星基地')}`);
    expect(a.searchList).toEqual([]);
    expect(a.searchListTotal).toBe(0);
  });

  it('refuses bad input with the Chinese message, never a 500', async () => {
    expect(await search('keyword=')).toEqual({ code: 500, msg: '请输入搜索关键词' });
    expect(await search('')).toEqual({ code: 500, msg: '请输入搜索关键词' });
    expect(await search(`keyword=${'影'.repeat(51)}`)).toEqual({
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
    // Characters that mean something to SQL or a LIKE pattern are just text.
    const odd = await ok(`keyword=${encodeURIComponent("%_'\\")}`);
    expect(odd.searchList).toEqual([]);
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
