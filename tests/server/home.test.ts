import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coursesListResponse,
  itemOrderResponse,
  listNewResponse,
  newsDetailResponse,
  newsListResponse,
  slideshowResponse,
} from '../../src/schemas/home';
import { HOME_BANNER_KEY } from '../../domain/news';
import { seedSlides } from '../../server/seed/home';
import { createNews, createSlide, withoutSeedRows, type SlideRow } from './factories';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every /media/ address answers a picture: banners and covers PNGs, QR codes and avatars SVGs (decision 0086). */
async function expectMedia(urls: string[], type: 'png' | 'svg' = 'png') {
  for (const url of urls) {
    expect(url).toMatch(new RegExp(`^/media/.+\\.${type}$`));
    const r = await t.app.inject({ url });
    expect(r.statusCode, url).toBe(200);
    expect(r.headers['content-type']).toContain(type === 'png' ? 'image/png' : 'image/svg+xml');
    expect(r.rawPayload.toString('latin1', 0, 8)).toContain(type === 'png' ? 'PNG' : '<svg');
  }
}

describe('home endpoints (000 §7.2) answer what the shared schemas accept', () => {
  it('slideshowList: a map keyed by category, each category’s slides in their order', async () => {
    await withoutSeedRows(t.db, 'slideshows');
    const second = await createSlide(t.db, { sort: 2, jumpUrl: '/institute' });
    const first = await createSlide(t.db, { sort: 1 });
    const other = await createSlide(t.db, { category: 'edu', sort: 0 });
    const { body } = await getJson(t.app, '/api/radio/slideshowList');
    const parsed = slideshowResponse.parse(body);
    expect(parsed.code).toBe(200);
    const shown = (s: Pick<SlideRow, 'imgUrl' | 'jumpUrl' | 'title'>) => ({
      imgUrl: s.imgUrl,
      jumpUrl: s.jumpUrl,
      title: s.title,
    });
    expect(Object.keys(parsed.data).sort()).toEqual([HOME_BANNER_KEY, 'edu'].sort());
    expect(parsed.data[HOME_BANNER_KEY]!.map(shown)).toEqual([first, second].map(shown));
    expect(parsed.data.edu!.map(shown)).toEqual([shown(other)]);

    const filtered = slideshowResponse.parse(
      (await getJson(t.app, `/api/radio/slideshowList?slideshowType=${HOME_BANNER_KEY}`)).body,
    );
    expect(Object.keys(filtered.data)).toEqual([HOME_BANNER_KEY]);
    const none = slideshowResponse.parse(
      (await getJson(t.app, '/api/radio/slideshowList?slideshowType=nothing')).body,
    );
    expect(none.data).toEqual({});
  });

  it('the seed’s home banners are served, 1200×400 (the carousel’s box), each its own picture', async () => {
    expect(seedSlides).not.toEqual([]);
    await expectMedia(seedSlides.map((s) => `/media/${s.img}`));
    const bodies = new Set<string>();
    for (const s of seedSlides) {
      const banner = (await t.app.inject({ url: `/media/${s.img}` })).rawPayload;
      expect([banner.readUInt32BE(16), banner.readUInt32BE(20)]).toEqual([1200, 400]);
      bodies.add(banner.toString('base64'));
    }
    expect(bodies.size).toBe(seedSlides.length);
  });

  it('itemOrder: the education order as msg; an unknown module answers an empty msg', async () => {
    const { body } = await getJson(t.app, '/api/dynamic/config/itemOrder?module=education');
    expect(itemOrderResponse.parse(body)).toEqual({ code: 200, msg: '15,12,3,4,2,10,1,11,8,5,14,16' });
    expect((await getJson(t.app, '/api/dynamic/config/itemOrder?module=other')).body).toEqual({
      code: 200,
      msg: '',
    });
  });

  it('listNew: the five newest course cards, covering every video state', async () => {
    const { body } = await getJson(t.app, '/api/youth/video/listNew?limit=5');
    const cards = listNewResponse.parse(body).data;
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((c) => c.videoState))).toEqual(new Set([1, 2, 3]));
    expect(new Set(cards.map((c) => c.videoCategory)).size).toBeGreaterThanOrEqual(4);
    const dates = cards.map((c) => c.videoDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(cards.some((c) => c.videoState === 2 && c.liveStreamingUrl)).toBe(true);
    await expectMedia(cards.map((c) => c.videoCoverUrl));
    const all = listNewResponse.parse((await getJson(t.app, '/api/youth/video/listNew?limit=100')).body).data;
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(listNewResponse.parse((await getJson(t.app, '/api/youth/video/listNew')).body).data).toHaveLength(
      5,
    );
  });

  it('indexNewsInfoList type 1: newest first, with pictures', async () => {
    const { body } = await getJson(t.app, '/api/radio/indexNewsInfoList?type=1&limit=10');
    const list = newsListResponse.parse(body);
    expect(list.rows).toHaveLength(10);
    expect(list.total).toBeGreaterThanOrEqual(10);
    const times = list.rows.map((n) => n.createTime);
    expect(times.every((x) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(x))).toBe(true);
    expect([...times].sort().reverse()).toEqual(times);
    await expectMedia(list.rows.map((n) => n.imgUrl));
  });

  it('indexNewsInfoList type 2: rich-text items, newest first; limit is honoured and capped at 200', async () => {
    // Three of its own, newer than any other, and one of type 1 newer still.
    const made = [];
    for (const day of [1, 2, 3])
      made.push(
        await createNews(t.db, {
          content: '<h2>要点</h2><ol><li>一</li></ol>',
          time: `2099-01-0${day} 09:00:00`,
        }),
      );
    await createNews(t.db, { type: 1, imgUrl: '/media/avatar/default.svg', time: '2099-02-01 09:00:00' });
    const three = newsListResponse.parse(
      (await getJson(t.app, '/api/radio/indexNewsInfoList?type=2&limit=3')).body,
    );
    expect(three.rows.map((n) => n.id)).toEqual(made.map((n) => String(n.id)).reverse());
    expect(three.rows[0]).toMatchObject({ title: made[2]!.title, content: made[2]!.content });
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news WHERE type = 2');
    const list = newsListResponse.parse(
      (await getJson(t.app, '/api/radio/indexNewsInfoList?type=2&limit=200')).body,
    );
    expect(list.total).toBe(rows[0]!.n);
    expect(list.rows).toHaveLength(Math.min(200, list.total!));
    const capped = newsListResponse.parse(
      (await getJson(t.app, '/api/radio/indexNewsInfoList?type=2&limit=100000')).body,
    );
    expect(capped.rows).toHaveLength(list.rows.length);
  });

  it('indexNewsInfoList refuses a bad type', async () => {
    for (const q of ['type=3', 'type=abc', '', 'type=1&limit=-1']) {
      expect((await getJson(t.app, `/api/radio/indexNewsInfoList?${q}`)).body).toEqual({
        code: 500,
        msg: '请求参数有误',
      });
    }
  });

  it('indexNewsInfo: one item by id; an unknown or malformed id → code 404 该新闻不存在或已被删除', async () => {
    const first = newsListResponse.parse(
      (await getJson(t.app, '/api/radio/indexNewsInfoList?type=2&limit=1')).body,
    ).rows[0]!;
    const detail = newsDetailResponse.parse(
      (await getJson(t.app, `/api/radio/indexNewsInfo?id=${first.id}`)).body,
    );
    expect(detail.data).toEqual(first);
    for (const id of ['999999', 'abc', '', '99999999999']) {
      expect((await getJson(t.app, `/api/radio/indexNewsInfo?id=${id}`)).body).toEqual({
        code: 404,
        msg: '该新闻不存在或已被删除',
      });
    }
  });

  it('coursesList: rows and total', async () => {
    const list = coursesListResponse.parse((await getJson(t.app, '/api/radio/coursesList')).body);
    expect(list.rows.length).toBeGreaterThanOrEqual(4);
    expect(list.total).toBe(list.rows.length);
    await expectMedia(list.rows.map((c) => c.imgUrl));
  });

  it('serves the official-account QR code and avatars; unknown media is a 404', async () => {
    await expectMedia(
      ['/media/qr/official-account.svg', '/media/avatar/default.svg', '/media/avatar/doctor.svg'],
      'svg',
    );
    expect((await t.app.inject({ url: '/media/nothing.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });
});
