import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTEE_POSTS, groupByPost } from '../../domain/committee';
import { galleryResponse, instituteResponse, teamResponse } from '../../src/schemas/institute';
import { PHOTO, seedGallery, seedInstitute, seedTeam, teamAvatar } from '../../server/seed/institute';
import { createGalleryPhoto, createTeamMember, setInstituteInfo, withoutSeedRows } from './factories';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A picture served: the photos a PNG (decision 0086) of `size` (its header's width and height), avatars an SVG. */
async function expectPicture(url: string, type: 'png' | 'svg', size?: [number, number]) {
  expect(url).toMatch(new RegExp(`^/media/.+\\.${type}$`));
  const r = await t.app.inject({ url });
  expect(r.statusCode, url).toBe(200);
  if (type === 'svg') expect(r.headers['content-type']).toContain('image/svg+xml');
  else expect(r.headers['content-type']).toBe('image/png');
  if (size && type === 'svg') expect(r.body).toContain(`width="${size[0]}" height="${size[1]}"`);
  if (size && type === 'png')
    expect([r.rawPayload.readUInt32BE(16), r.rawPayload.readUInt32BE(20)]).toEqual(size);
  return r.rawPayload;
}

describe('institute calls (docs/api.md "Institute")', () => {
  it('institute/info answers the overview, its update time in China time', async () => {
    // 16:30 UTC is 00:30 the next day in Beijing.
    const set = await setInstituteInfo(t.db, {
      content: '<h2>简介</h2><p>研究院</p>',
      updateTime: new Date(Date.UTC(2025, 10, 1, 16, 30)),
    });
    const info = instituteResponse.parse((await getJson(t.app, '/api/radio/institute/info')).body).data;
    expect(info).toEqual({ title: set.title, content: set.content, updateTime: '2025-11-02 00:30:00' });
  });

  it('the seed’s overview picture is served at the size its tag names', async () => {
    const img = /src="([^"]+)" alt="[^"]*" width="(\d+)" height="(\d+)"/.exec(seedInstitute.content)!;
    await expectPicture(img[1]!, 'png', [Number(img[2]), Number(img[3])]);
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

  it('team/list answers every member, by post and then their order', async () => {
    await withoutSeedRows(t.db, 'team_members');
    const member2 = await createTeamMember(t.db, { post: 5, sort: 2 });
    const member1 = await createTeamMember(t.db, { post: 5, sort: 1 });
    const chair = await createTeamMember(t.db, { post: 1, avatarUrl: '/media/team/chair.svg' });
    const vice = await createTeamMember(t.db, { post: 2 });
    const { body } = await getJson(t.app, '/api/radio/team/list');
    const { rows, total } = teamResponse.parse(body);
    expect(total).toBe(4);
    expect(rows.map((r) => r.id)).toEqual([chair, vice, member1, member2].map((m) => String(m.id)));
    expect(rows[0]).toMatchObject({
      name: chair.name,
      post: 1,
      title: chair.title,
      hospital: chair.hospital,
      avatarUrl: chair.avatarUrl,
    });
    expect(rows[1]!.avatarUrl).toBe('');
    expect(groupByPost(rows).map((g) => [g.post, g.members.length])).toEqual([
      [1, 1],
      [2, 1],
      [5, 2],
    ]);
  });

  it('the seed’s committee fills every post, and its photos are served', async () => {
    expect([...new Set(seedTeam.map(([, post]) => post))].sort()).toEqual([...COMMITTEE_POSTS]);
    const photos = seedTeam.map((_, i) => teamAvatar(i)).filter((a) => a !== '');
    expect(photos).not.toEqual([]);
    for (const a of photos) await expectPicture(`/media/${a}`, 'svg');
  });

  it('aiGallery/list answers both sessions, or one, in their order', async () => {
    await withoutSeedRows(t.db, 'ai_gallery');
    const second = await createGalleryPhoto(t.db, { session: 2 });
    const firstB = await createGalleryPhoto(t.db, { session: 1, sort: 2, width: 800, height: 600 });
    const firstA = await createGalleryPhoto(t.db, { session: 1, sort: 1 });
    const all = galleryResponse.parse((await getJson(t.app, '/api/radio/aiGallery/list')).body);
    expect(all.total).toBe(3);
    expect(all.rows).toEqual(
      [firstA, firstB, second].map(({ sort: _, id, ...p }) => ({ ...p, id: String(id) })),
    );
    const only2 = galleryResponse.parse((await getJson(t.app, '/api/radio/aiGallery/list?session=2')).body);
    expect(only2.rows.map((r) => r.id)).toEqual([String(second.id)]);
  });

  it('the seed’s gallery photos are served: thumbnails small, photos large', async () => {
    expect(seedGallery).not.toEqual([]);
    for (const p of seedGallery) {
      const big = await expectPicture(`/media/${p.img}`, 'png', [PHOTO.width, PHOTO.height]);
      const thumb = await expectPicture(`/media/${p.thumb}`, 'png', [PHOTO.thumbWidth, PHOTO.thumbHeight]);
      expect(thumb.length).toBeLessThan(big.length);
      expect(big.length).toBeLessThan(40_000);
    }
  });

  it.each(['3', '0', 'abc', '1.5', ''])('aiGallery/list refuses session=%s with 请求参数有误', async (s) => {
    const { status, body } = await getJson(t.app, `/api/radio/aiGallery/list?session=${s}`);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 500, msg: '请求参数有误' });
  });
});
