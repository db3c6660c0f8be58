import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTEE_POSTS, groupByPost } from '../../domain/committee';
import { galleryResponse, instituteResponse, teamResponse } from '../../src/schemas/institute';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function expectSvg(url: string, size?: [number, number]) {
  expect(url).toMatch(/^\/media\//);
  const r = await t.app.inject({ url });
  expect(r.statusCode, url).toBe(200);
  expect(r.headers['content-type']).toContain('image/svg+xml');
  if (size) expect(r.body).toContain(`width="${size[0]}" height="${size[1]}"`);
  return r.body;
}

describe('institute calls (docs/api.md "Institute")', () => {
  it('institute/info answers the overview in China time, with the seed picture it names', async () => {
    const { body } = await getJson(t.app, '/api/radio/institute/info');
    const info = instituteResponse.parse(body).data;
    expect(info.title).toBe('医学影像研究院概况');
    expect(info.updateTime).toBe('2025-11-01 10:00:00');
    expect(info.content).toContain('<h2>研究院简介</h2>');
    const img = /src="([^"]+)" alt="研究院学术中心外景" width="(\d+)" height="(\d+)"/.exec(info.content)!;
    await expectSvg(img[1]!, [Number(img[2]), Number(img[3])]);
  });

  it('institute/info without a row answers 资源不存在 (not a 500)', async () => {
    await t.db.query('DELETE FROM institute_info');
    try {
      expect((await getJson(t.app, '/api/radio/institute/info')).body).toEqual({
        code: 500,
        msg: '资源不存在',
      });
    } finally {
      await t.db.query(
        `INSERT INTO institute_info (id, title, content, update_time) VALUES (1, '医学影像研究院概况', '', now())`,
      );
    }
  });

  it('team/list answers every post, in post order, with photos for all but one', async () => {
    const { body } = await getJson(t.app, '/api/radio/team/list');
    const { rows, total } = teamResponse.parse(body);
    expect(total).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.map((r) => r.post)).toEqual([...rows.map((r) => r.post)].sort((a, b) => a - b));
    const groups = groupByPost(rows);
    expect(groups.map((g) => g.post)).toEqual([...COMMITTEE_POSTS]);
    expect(groups.map((g) => g.members.length)).toEqual([1, 4, 1, 2, 16]);
    expect(groups[0]!.members[0]).toMatchObject({
      name: '王建国',
      title: '主任医师、教授',
      hospital: '四川大学华西医院',
    });
    const withoutPhoto = rows.filter((r) => r.avatarUrl === '');
    expect(withoutPhoto).toHaveLength(1);
    await expectSvg(rows[0]!.avatarUrl);
  });

  it('aiGallery/list answers both sessions, or one; thumbnails are small, photos large', async () => {
    const all = galleryResponse.parse((await getJson(t.app, '/api/radio/aiGallery/list')).body);
    expect(all.rows.filter((r) => r.session === 1)).toHaveLength(8);
    expect(all.rows.filter((r) => r.session === 2)).toHaveLength(6);
    const second = galleryResponse.parse((await getJson(t.app, '/api/radio/aiGallery/list?session=2')).body);
    expect(second.rows.map((r) => r.id)).toEqual(all.rows.filter((r) => r.session === 2).map((r) => r.id));
    const photo = all.rows[0]!;
    expect(photo).toMatchObject({ title: '开幕式主会场', width: 1200, height: 800 });
    const big = await expectSvg(photo.imgUrl, [1200, 800]);
    const thumb = await expectSvg(photo.thumbUrl, [360, 240]);
    expect(thumb.length).toBeLessThan(big.length);
    expect(big.length).toBeLessThan(8000);
  });

  it.each(['3', '0', 'abc', '1.5', ''])('aiGallery/list refuses session=%s with 请求参数有误', async (s) => {
    const { status, body } = await getJson(t.app, `/api/radio/aiGallery/list?session=${s}`);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 500, msg: '请求参数有误' });
  });
});
