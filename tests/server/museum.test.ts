import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerExhibitor, DEFAULT_BANNER_VENDOR } from '../../domain/museum';
import { museumListResponse, museumViewResponse, type Exhibitor } from '../../src/schemas/museum';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = async () => museumListResponse.parse((await getJson(t.app, '/api/museum/list')).body).rows;

describe('museum (001 §7 "Museum and rank")', () => {
  it('museum/list answers rows/total with exactly the spec fields, the banner vendor among them', async () => {
    const { body } = await getJson(t.app, '/api/museum/list');
    expect(body.code).toBe(200);
    expect(body.total).toBe(body.rows.length);
    expect(body.rows.length).toBeGreaterThanOrEqual(9);
    for (const row of body.rows)
      expect(Object.keys(row).sort()).toEqual(['id', 'logo', 'name', 'viewCount', 'vrUrl']);
    const rows = await list();
    const banner = bannerExhibitor(rows, DEFAULT_BANNER_VENDOR)!;
    expect(banner.name).toBe('联影医疗 · 分子影像展厅');
    expect(rows.indexOf(banner)).toBe(2);
    expect(rows.filter((r) => r.vrUrl === '')).toHaveLength(1);
    expect(rows.filter((r) => r.logo === '')).toHaveLength(1);
    const logo = await t.app.inject({ url: rows[0]!.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('width="240" height="120"');
  });

  it('museum/view counts one view per call and answers the new count', async () => {
    const [before, other] = (await list()) as [Exhibitor, Exhibitor];
    const first = museumViewResponse.parse((await getJson(t.app, `/api/museum/view?id=${before.id}`)).body);
    expect(first.data).toEqual({ id: before.id, viewCount: before.viewCount + 1 });
    await Promise.all([1, 2, 3].map(() => getJson(t.app, `/api/museum/view?id=${before.id}`)));
    const after = await list();
    expect(after[0]!.viewCount).toBe(before.viewCount + 4);
    // Other exhibitors are untouched.
    expect(after[1]!.viewCount).toBe(other.viewCount);
  });

  it('museum/view of an unknown exhibitor answers 展商不存在; a bad id 编号无效 (never a 500)', async () => {
    expect((await getJson(t.app, '/api/museum/view?id=999999')).body).toEqual({
      code: 500,
      msg: '展商不存在',
    });
    for (const bad of ['', 'abc', '0', '-1', '1.5', '99999999999'])
      expect((await getJson(t.app, `/api/museum/view?id=${bad}`)).body, bad).toEqual({
        code: 500,
        msg: '编号无效',
      });
    expect((await getJson(t.app, '/api/museum/view')).body).toEqual({ code: 500, msg: '编号无效' });
  });
});
