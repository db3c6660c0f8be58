import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerExhibitor, DEFAULT_BANNER_VENDOR } from '../../domain/museum';
import { seedExhibitors } from '../../server/seed/museum';
import { museumListResponse, museumViewResponse } from '../../src/schemas/museum';
import { createExhibitor, withoutSeedRows } from './factories';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = async () => museumListResponse.parse((await getJson(t.app, '/api/museum/list')).body).rows;

describe('museum (001 §7 "Museum and rank")', () => {
  it('museum/list answers rows/total with exactly the spec fields, in sort order; the banner opens the vendor’s first hall', async () => {
    await withoutSeedRows(t.db, 'museum_exhibitors');
    // Inserted out of list order: the list follows `sort`, not the insertion.
    const secondHall = await createExhibitor(t.db, { name: `${DEFAULT_BANNER_VENDOR} · 二号展厅`, sort: 3 });
    const plain = await createExhibitor(t.db, { sort: 0, vrUrl: '', logo: '', viewCount: 7 });
    const firstHall = await createExhibitor(t.db, { name: `${DEFAULT_BANNER_VENDOR} · 一号展厅`, sort: 1 });
    const { body } = await getJson(t.app, '/api/museum/list');
    expect(body.code).toBe(200);
    expect(body.total).toBe(3);
    for (const row of body.rows)
      expect(Object.keys(row).sort()).toEqual(['id', 'logo', 'name', 'viewCount', 'vrUrl']);
    const rows = await list();
    expect(rows).toEqual(
      [plain, firstHall, secondHall].map(({ id, name, logo, vrUrl, viewCount }) => ({
        id: String(id),
        name,
        logo,
        vrUrl,
        viewCount,
      })),
    );
    expect(bannerExhibitor(rows, DEFAULT_BANNER_VENDOR)?.id).toBe(String(firstHall.id));
  });

  it('the seed’s exhibitor logos are served, and the banner vendor has a hall in it', async () => {
    expect(bannerExhibitor(seedExhibitors, DEFAULT_BANNER_VENDOR)).not.toBeNull();
    const withLogo = seedExhibitors.filter((e) => e.logoPath !== '');
    expect(withLogo).not.toEqual([]);
    for (const e of withLogo) {
      const logo = await t.app.inject({ url: `/media/${e.logoPath}` });
      expect(logo.statusCode, e.logoPath).toBe(200);
      expect(logo.body).toContain('width="240" height="120"');
    }
  });

  it('museum/view counts one view per call and answers the new count', async () => {
    const viewed = await createExhibitor(t.db, { viewCount: 40 });
    const other = await createExhibitor(t.db, { viewCount: 5 });
    const first = museumViewResponse.parse((await getJson(t.app, `/api/museum/view?id=${viewed.id}`)).body);
    expect(first.data).toEqual({ id: String(viewed.id), viewCount: 41 });
    await Promise.all([1, 2, 3].map(() => getJson(t.app, `/api/museum/view?id=${viewed.id}`)));
    const after = await list();
    expect(after.find((r) => r.id === String(viewed.id))!.viewCount).toBe(44);
    // Other exhibitors are untouched.
    expect(after.find((r) => r.id === String(other.id))!.viewCount).toBe(5);
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
