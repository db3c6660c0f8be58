import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_CATEGORY, journalFileId, JOURNAL_PAGE_SIZE, LITERATURE_STATUS } from '../../domain/journals';
import { searchResultPath } from '../../domain/searchRoute';
import { literatureListResponse, literatureViewResponse } from '../../src/schemas/journals';
import { searchResponse } from '../../src/schemas/search';
import { hiddenJournals, seedJournals } from '../../server/seed/journals';
import { getJson, startTestApp, type TestApp } from './helpers';
import { createJournal, unique } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const { body } = await getJson(t.app, `/api/literature/list?${query}`);
  return literatureListResponse.parse(body);
};
const FIELDS = [
  'abstracts',
  'authors',
  'category',
  'doi',
  'fileUrl',
  'id',
  'keywords',
  'publishDate',
  'refers',
  'title',
];

describe('literature/list (001 §7)', () => {
  // Over the demo's journals (the seed's lists): ≥ 40 of them make two pages per category.
  it('pages of 15 per category, newest receipt first, with the spec fields; hidden journals never listed', async () => {
    expect(seedJournals.length).toBeGreaterThanOrEqual(40);
    for (const category of [1, 2]) {
      const published = seedJournals.filter((j) => j.category === category);
      const first = await list(`category=${category}&pageNum=1&pageSize=15`);
      expect(first.code).toBe(200);
      expect(first.total).toBe(published.length);
      expect(first.rows).toHaveLength(JOURNAL_PAGE_SIZE);
      expect(Object.keys(first.rows[0]!).sort()).toEqual(FIELDS);
      const dates = first.rows.map((r) => r.publishDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(first.rows.every((r) => r.category === category)).toBe(true);
      const second = await list(`category=${category}&pageNum=2&pageSize=15`);
      expect(second.rows).toHaveLength(published.length - JOURNAL_PAGE_SIZE);
      const ids = [...first.rows, ...second.rows].map((r) => r.id);
      expect(new Set(ids).size).toBe(published.length);
    }
    const all = await list('pageSize=15&pageNum=1');
    expect(all.total).toBe(seedJournals.length);
    for (const hidden of hiddenJournals) {
      const found = await list(`keyword=${encodeURIComponent(hidden.title)}`);
      expect(hidden.status).not.toBe(LITERATURE_STATUS.published);
      expect(found.total).toBe(0);
    }
  });

  it('searches by author in the text of the rich-text authors, and by keyword', async () => {
    // No digit in the name: the affiliation marks' digits are part of the searched text (王强1).
    const author = '司马测试';
    const authors = `${author}<sup>1</sup>，陈静<sup>2</sup>`;
    const standard = await createJournal(t.db, { authors, category: JOURNAL_CATEGORY.standards });
    await createJournal(t.db, { authors, category: JOURNAL_CATEGORY.guides });
    const byAuthor = await list(`author=${encodeURIComponent(author)}&category=1`);
    expect(byAuthor.rows.map((r) => r.id)).toEqual([String(standard.id)]);
    expect(byAuthor.rows[0]).toMatchObject({ authors, category: 1 });
    // Markup is not searched: "sup" appears only inside tags.
    expect((await list('author=sup')).total).toBe(0);
    // LIKE wildcards match themselves.
    expect((await list(`author=${encodeURIComponent('%')}`)).total).toBe(0);
    const keyword = unique('测试关键词');
    const tagged = await createJournal(t.db, { keywords: `前列腺；${keyword}；MRI` });
    const byKeyword = await list(`keyword=${encodeURIComponent(keyword)}`);
    expect(byKeyword.rows.map((r) => r.title)).toEqual([tagged.title]);
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    for (const query of [
      'category=3',
      'pageNum=0',
      'pageSize=16',
      'pageNum=abc',
      `author=${'王'.repeat(51)}`,
      'author=%01',
    ]) {
      const r = await t.app.inject({ url: `/api/literature/list?${query}` });
      expect(r.statusCode, query).toBeLessThan(500);
      const body = r.json() as { code: number; msg: string };
      expect(body.code, query).not.toBe(200);
      expect(body.msg, query).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('literature/view/{id} (001 §7)', () => {
  it('answers one journal with every field; unknown, hidden or bad ids are code 404 / a refusal', async () => {
    const made = await createJournal(t.db, { refers: '[1] 参考文献' });
    const { body } = await getJson(t.app, `/api/literature/view/${made.id}`);
    const one = literatureViewResponse.parse(body).data;
    const { status: _published, ...fields } = made;
    expect(one).toEqual({ ...fields, id: String(made.id) });
    expect(journalFileId(one.fileUrl)).toBe('sample-20');
    expect(Object.keys(body.data as object).sort()).toEqual(FIELDS);
    expect((await getJson(t.app, '/api/literature/view/99999')).body).toEqual({
      code: 404,
      msg: '该文献不存在或已下架',
    });
    for (const status of [LITERATURE_STATUS.unpublished, LITERATURE_STATUS.deleted]) {
      const hidden = await createJournal(t.db, { status });
      expect((await getJson(t.app, `/api/literature/view/${hidden.id}`)).body.code).toBe(404);
    }
    const bad = (await getJson(t.app, '/api/literature/view/abc')).body;
    expect(bad).toEqual({ code: 500, msg: '编号无效' });
  });

  it('the seed exercises every branch: both categories, no DOI, references, no file, the long PDF', () => {
    expect(new Set(seedJournals.map((j) => j.category))).toEqual(new Set([1, 2]));
    expect(seedJournals.some((j) => j.doi === '')).toBe(true);
    expect(seedJournals.some((j) => j.refers !== '')).toBe(true);
    expect(seedJournals.some((j) => j.fileUrl === '')).toBe(true);
    expect(seedJournals.some((j) => journalFileId(j.fileUrl) === 'sample-300')).toBe(true);
  });
});

describe('the journals PDFs on /media', () => {
  it('serves the generated 20- and 300-page PDFs, deterministic', async () => {
    for (const [file, pages] of [
      ['sample-20', 20],
      ['sample-300', 300],
    ] as const) {
      const r = await t.app.inject({ url: `/media/journals/${file}.pdf` });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      const bytes = r.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(pages);
      expect(bytes.toString('latin1')).not.toMatch(/CreationDate|ModDate/);
    }
    const again = await t.app.inject({ url: '/media/journals/sample-20.pdf' });
    const { journalGuideTitle, readingGuidePdf } = await import('../../server/journals/pdf');
    expect(Buffer.from(await readingGuidePdf(20, journalGuideTitle(20))).equals(again.rawPayload)).toBe(true);
  });
});

// About the demo data: the seed indexes its journals under their own ids.
describe('search index ↔ journals', () => {
  it('every journal in the index points at the journal of that id, so a result opens the right page', async () => {
    const { rows } = await t.db.query<{ originId: number; title: string; minor: number }>(
      'SELECT origin_id AS "originId", title, minor_category AS minor FROM search_items WHERE major_category = 2',
    );
    expect(rows.length).toBe(seedJournals.length);
    for (const r of rows) {
      const one = literatureViewResponse.parse(
        (await getJson(t.app, `/api/literature/view/${r.originId}`)).body,
      );
      expect(one.data.title).toBe(r.title);
      expect(one.data.category).toBe(r.minor);
    }
    const indexed = rows.at(-1)!;
    const s = searchResponse.parse(
      (await getJson(t.app, `/api/search/list?keyword=${encodeURIComponent(indexed.title)}&majorCategory=2`))
        .body,
    );
    const hit = s.searchList.find((x) => x.title === indexed.title)!;
    expect(searchResultPath(hit)).toBe(`/journal/${indexed.originId}`);
  });
});
