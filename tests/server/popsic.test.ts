/**
 * The works contest's calls (000 §7.4 banner, session/get, dict; §7.5; issue 15, docs/decisions/0044): every
 * answer parsed with the client's schema and checked against the seed, unknown ids answered the house's
 * not-found (code 404), bad input refused with its message, likes once per user under concurrency, comments
 * sanitised and rate-limited, visitors refused with HTTP 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPSIC_EPOCHS, PUBLIC_EPOCHS, SPECIAL_GROUP_LABELS } from '../../domain/popsic';
import {
  categoryTabsResponse,
  lectureCarouselResponse,
  likeResponse,
  popsicBannerResponse,
  popsicDictResponse,
  popsicSessionResponse,
  POPSIC_DICT_NAMES,
  postedCommentResponse,
  workCardsResponse,
  workDetailResponse,
  worksByGroupResponse,
} from '../../src/schemas/popsic';
import {
  DEMO_SUBMITTER_NAME,
  EMPTY_CATEGORY_LABEL,
  POPSIC_PDF,
  SESSION_EPOCH,
  seedCategories,
  seedDict,
  seedLectures,
  seedWorks,
} from '../../server/seed/popsic';
import { bearer, getJson, postJson, startTestApp, type TestApp } from './helpers';
import { createLecture, createLectureComment, createWork, unique } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const freshUser = async () =>
  (await postJson(t.app, '/api/__test/liveRoom/user')).body.data as {
    uid: number;
    nickName: string;
    token: string;
  };
const get = async (url: string, token?: string) => (await getJson(t.app, url, token)).body;

describe('banner, session and dictionaries (000 §7.4)', () => {
  it('banner: the epoch’s pictures with platform, type, position, imgUrl; ?type narrows', async () => {
    const all = popsicBannerResponse.parse(await get('/api/science/web/banner?epoch=2023-02'));
    expect(all.data.length).toBe(6);
    expect(Object.keys(all.data[0]!).sort()).toEqual(['imgUrl', 'platform', 'position', 'type']);
    expect(all.data.every((b) => b.imgUrl.includes('2023-02'))).toBe(true);
    const video = popsicBannerResponse.parse(
      await get('/api/science/web/banner?epoch=2023-02&type=video_pc'),
    );
    expect(video.data.map((b) => b.type)).toEqual(['video_pc', 'video_pc', 'video_pc']);
    const img = await t.app.inject({ url: all.data[0]!.imgUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(await get('/api/science/web/banner?epoch=2021-01')).toEqual({ code: 500, msg: '届次无效' });
  });

  it('session/get: the open session, then code 60016 with the message once it has ended', async () => {
    const open = popsicSessionResponse.parse(await get('/api/science/session/get'));
    expect(open.code).toBe(200);
    expect(open.data).toMatchObject({ epoch: SESSION_EPOCH });
    await postJson(t.app, '/api/__test/popsic/session?state=ended');
    expect(await get('/api/science/session/get')).toEqual({
      code: 60016,
      msg: '科普大赛投稿已结束，感谢您的关注！',
    });
    await postJson(t.app, '/api/__test/popsic/session?state=open');
    expect((await get('/api/science/session/get')).code).toBe(200);
    // With no session at all: none is open; opening creates one for the latest epoch.
    await t.db.query('DELETE FROM popsic_sessions');
    expect((await get('/api/science/session/get')).code).toBe(60016);
    await postJson(t.app, '/api/__test/popsic/session?state=open');
    expect(popsicSessionResponse.parse(await get('/api/science/session/get')).data).toMatchObject({
      epoch: SESSION_EPOCH,
    });
    expect((await postJson(t.app, '/api/__test/popsic/session?state=maybe')).body.code).toBe(500);
  });

  it('dict: the seven dictionaries, each entry dictValue and dictLabel', async () => {
    const d = popsicDictResponse.parse(await get('/api/science/dict'));
    expect(Object.keys(d.data).sort()).toEqual([...POPSIC_DICT_NAMES].sort());
    const [value, label] = seedDict.identity!.at(-1)!;
    expect(d.data.identity.find((e) => e.dictValue === value)?.dictLabel).toBe(label);
    for (const n of POPSIC_DICT_NAMES) expect(d.data[n].length).toBeGreaterThan(0);
  });
});

describe('works lists (000 §7.5)', () => {
  it('the seed: five epochs of ≥ 6 categories, ≥ 150 works, pictures, videos, PDFs, several and no files', () => {
    for (const e of POPSIC_EPOCHS)
      expect(seedCategories.filter((c) => c.epoch === e).length).toBeGreaterThanOrEqual(6);
    expect(seedWorks.length).toBeGreaterThanOrEqual(150);
    const paths = seedWorks.flatMap((w) => w.files.map((f) => f.path));
    for (const ext of ['.png', '.mp4', '.pdf']) expect(paths.some((p) => p.endsWith(ext))).toBe(true);
    expect(seedWorks.some((w) => w.files.length > 1)).toBe(true);
    expect(seedWorks.some((w) => w.files.length === 0)).toBe(true);
    expect(seedLectures.length).toBeGreaterThanOrEqual(50);
  });

  it('work/list: the special groups, then every category by label (the empty one empty)', async () => {
    for (const epoch of PUBLIC_EPOCHS) {
      const res = worksByGroupResponse.parse(await get(`/api/science/web/work/list?epoch=${epoch}`));
      const cats = seedCategories.filter((c) => c.epoch === epoch);
      expect(Object.keys(res.data)).toEqual([...SPECIAL_GROUP_LABELS, ...cats.map((c) => c.label)]);
      for (const c of cats) {
        const expected = seedWorks.filter((w) => w.categoryId === c.id).map((w) => String(w.id));
        expect(res.data[c.label]!.map((w) => w.id).sort()).toEqual(expected.sort());
      }
      const liked = res.data['点赞最多']!.map((w) => w.likedNumber);
      expect(liked).toEqual([...liked].sort((a, b) => b - a));
      expect(liked[0]).toBe(
        Math.max(...seedWorks.filter((w) => w.epoch === epoch).map((w) => w.likedNumber)),
      );
      const videoIds = new Set(seedWorks.filter((w) => w.worksForm === 1).map((w) => String(w.id)));
      expect(res.data['视频']!.length).toBeGreaterThan(0);
      expect(res.data['视频']!.every((w) => videoIds.has(w.id))).toBe(true);
      const raw = (await get(`/api/science/web/work/list?epoch=${epoch}`)).data['视频'][0];
      expect(Object.keys(raw).sort()).toEqual(
        ['commentNumber', 'content', 'coverUrl', 'id', 'likedNumber', 'name', 'title'].sort(),
      );
    }
    const first = worksByGroupResponse.parse(await get('/api/science/web/work/list'));
    expect(first.data[EMPTY_CATEGORY_LABEL]).toEqual([]);
    expect(await get('/api/science/web/work/list?epoch=x')).toEqual({ code: 500, msg: '届次无效' });
  });

  it('categories/icon: the tabs with dictValue, dictLabel and an icon remark that is served', async () => {
    const res = categoryTabsResponse.parse(await get('/api/science/web/categories/icon?epoch=2023-01'));
    const cats = seedCategories.filter((c) => c.epoch === '2023-01');
    expect(res.data).toEqual(
      cats.map((c) => ({ dictValue: String(c.id), dictLabel: c.label, remark: c.icon })),
    );
    expect((await t.app.inject({ url: res.data[0]!.remark })).statusCode).toBe(200);
  });

  it('categories/{id}: rows and total, paged; empty category; unknown or other-epoch id is 404', async () => {
    const cat = seedCategories.find((c) => c.epoch === '2022-01' && c.label !== EMPTY_CATEGORY_LABEL)!;
    const res = workCardsResponse.parse(
      await get(`/api/science/web/categories/${cat.id}?epoch=2022-01&pageNum=1&pageSize=4`),
    );
    expect(res.total).toBe(seedWorks.filter((w) => w.categoryId === cat.id).length);
    expect(res.rows).toHaveLength(4);
    const p2 = workCardsResponse.parse(
      await get(`/api/science/web/categories/${cat.id}?epoch=2022-01&pageNum=2&pageSize=4`),
    );
    expect(p2.rows).toHaveLength(res.total! - 4);
    const empty = seedCategories.find((c) => c.label === EMPTY_CATEGORY_LABEL)!;
    expect(await get(`/api/science/web/categories/${empty.id}?epoch=${empty.epoch}`)).toMatchObject({
      code: 200,
      rows: [],
      total: 0,
    });
    const notFound = { code: 404, msg: '该作品分类不存在' };
    expect(await get(`/api/science/web/categories/${cat.id}?epoch=2023-01`)).toEqual(notFound);
    expect(await get('/api/science/web/categories/999999?epoch=2022-01')).toEqual(notFound);
    expect(await get('/api/science/web/categories/abc')).toEqual({ code: 500, msg: '编号无效' });
    expect(await get(`/api/science/web/categories/${cat.id}?pageSize=41`)).toEqual({
      code: 500,
      msg: '数值应在1到40之间',
    });
  });

  it('search: by title, author or unit within the epoch, paged by 40; blank lists all; none is empty', async () => {
    const hits = seedWorks.filter((w) => w.epoch === '2023-01' && w.title.includes('磁共振'));
    const res = workCardsResponse.parse(
      await get(`/api/science/web/search?epoch=2023-01&value=${encodeURIComponent('磁共振')}`),
    );
    expect(res.total).toBe(hits.length);
    expect(res.rows.map((r) => r.id).sort()).toEqual(hits.map((w) => String(w.id)).sort());
    const all = workCardsResponse.parse(await get('/api/science/web/search?epoch=2022-01'));
    expect(all.total).toBe(seedWorks.filter((w) => w.epoch === '2022-01').length);
    expect(all.rows).toHaveLength(Math.min(40, all.total!));
    expect(await get(`/api/science/web/search?value=${encodeURIComponent('不存在的作品xyz')}`)).toMatchObject(
      {
        rows: [],
        total: 0,
      },
    );
    expect(await get(`/api/science/web/search?value=${encodeURIComponent('%_')}`)).toMatchObject({
      total: 0,
    });
    expect(await get(`/api/science/web/search?value=${'字'.repeat(51)}`)).toEqual({
      code: 500,
      msg: '搜索内容不能超过50个字',
    });
  });
});

describe('work detail (000 §7.5)', () => {
  it('works, worksFile, worksAuthor, worksComment, worksCommentUser as the spec names them', async () => {
    const w = seedWorks.find((x) => x.files.length > 1 && x.comments.length > 1)!;
    const raw = await get(`/api/science/web/work/${w.id}?epoch=${w.epoch}`);
    expect(Object.keys(raw.data).sort()).toEqual(
      ['works', 'worksAuthor', 'worksComment', 'worksCommentUser', 'worksFile'].sort(),
    );
    const d = workDetailResponse.parse(raw).data;
    expect(d.works).toMatchObject({
      id: String(w.id),
      title: w.title,
      likedNumber: w.likedNumber,
      likedByMe: false,
    });
    expect(d.works.commentNumber).toBe(w.comments.length);
    expect(d.worksFile.map((f) => f.path)).toEqual(w.files.map((f) => f.path));
    expect(d.worksFile[0]).toEqual({ path: w.files[0]!.path, fileName: w.files[0]!.fileName, coverUrl: '' });
    expect(d.worksAuthor).toMatchObject({ uid: String(w.uid) });
    expect(d.worksComment).toHaveLength(w.comments.length);
    expect(Object.keys(raw.data.worksComment[0]).sort()).toEqual(['comment', 'createTime', 'id', 'uId']);
    expect(d.worksCommentUser.map((u) => u.uid).sort()).toEqual(['1', '2']);
  });

  it('the author panel is one person: the uploader’s picture beside the name the work carries (issue 31)', async () => {
    // /popsic/worksDetail/2 showed 王若琳 beside 李医生's avatar: every work's uploader has its name as real
    // name, but the demo submitter (no real name in the profile), who gave DEMO_SUBMITTER_NAME in step 1.
    const { rows } = await t.db.query<{ uid: number; name: string; realName: string }>(
      `SELECT w.uid, w.name, u.real_name AS "realName" FROM popsic_works w JOIN users u ON u.uid = w.uid
       WHERE w.id <= $1`,
      [seedWorks.length],
    );
    expect(rows).toHaveLength(seedWorks.length);
    const mismatched = rows.filter((r) => r.realName !== r.name);
    expect(mismatched.length).toBeGreaterThan(0);
    expect(mismatched.filter((r) => r.uid !== 1 || r.name !== DEMO_SUBMITTER_NAME)).toEqual([]);
    const two = workDetailResponse.parse(await get('/api/science/web/work/2?epoch=2022-01')).data;
    expect(two.works.name).toBe('王若琳');
    expect(two.worksAuthor).toMatchObject({ nickName: '王若琳', userImg: '/media/avatar/author-2.svg' });
    expect((await t.app.inject({ url: '/media/avatar/author-2.svg' })).body).toContain('王');
    const lectures = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM popsic_lectures l JOIN users u ON u.uid = l.uid
       WHERE l.id <= $2 AND u.real_name <> l.name AND NOT (l.uid = 1 AND l.name = $1)`,
      [DEMO_SUBMITTER_NAME, seedLectures.length],
    );
    expect(lectures.rows[0]!.n).toBe(0);
  });

  it('a work with no files and no comments; unknown id answers the not-found envelope, never 500', async () => {
    const bare = seedWorks.find((x) => x.files.length === 0 && x.comments.length === 0)!;
    const d = workDetailResponse.parse(await get(`/api/science/web/work/${bare.id}`)).data;
    expect(d.worksFile).toEqual([]);
    expect(d.worksComment).toEqual([]);
    const notFound = await getJson(t.app, '/api/science/web/work/999999');
    expect(notFound).toEqual({ status: 200, body: { code: 404, msg: '该作品不存在或已下架' } });
    expect(await get('/api/science/web/work/0')).toEqual({ code: 500, msg: '编号无效' });
    expect(await get('/api/science/web/work/1?epoch=bad')).toEqual({ code: 500, msg: '届次无效' });
  });

  it('serves the generated files: a PNG, a 12-page PDF, and the videos with Range', async () => {
    const png = seedWorks.flatMap((w) => w.files).find((f) => f.path.endsWith('.png'))!;
    const pic = await t.app.inject({ url: png.path });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const pdf = await t.app.inject({ url: POPSIC_PDF.long });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(12);
    const mp4 = seedWorks.flatMap((w) => w.files).find((f) => f.path.endsWith('.mp4'))!;
    const part = await t.app.inject({ url: mp4.path, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(part.rawPayload).toHaveLength(100);
  }, 120_000);
});

describe('likes (000 §7.5, issue 15)', () => {
  it('a visitor is refused with HTTP 401', async () => {
    const r = await postJson(t.app, '/api/science/web/work/1/like');
    expect(r).toEqual({ status: 401, body: { code: 401, msg: '当前登录状态已过期, 请重新登录' } });
    expect((await postJson(t.app, '/api/video/web/videoShow/1/like')).status).toBe(401);
  });

  it('twenty concurrent likes by one user count once; another user counts too', async () => {
    const w = await createWork(t.db, { uid: (await freshUser()).uid, likedNumber: 7 });
    const a = await freshUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(t.app, `/api/science/web/work/${w.id}/like`, undefined, a.token),
      ),
    );
    const okOnes = answers.filter((r) => r.body.code === 200);
    expect(okOnes).toHaveLength(1);
    expect(likeResponse.parse(okOnes[0]!.body).data.likedNumber).toBe(w.likedNumber + 1);
    expect(answers.filter((r) => r.body.code !== 200).map((r) => r.body)).toEqual(
      Array.from({ length: 19 }, () => ({ code: 500, msg: '您已经点过赞了' })),
    );
    const b = await freshUser();
    expect(
      (await postJson(t.app, `/api/science/web/work/${w.id}/like`, undefined, b.token)).body.data,
    ).toEqual({
      likedNumber: w.likedNumber + 2,
    });
    // As the browser sends it: no body, no content type.
    const c = await freshUser();
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/science/web/work/${w.id}/like`,
      headers: bearer(c.token),
    });
    expect(bare.json()).toEqual({ code: 200, msg: '操作成功', data: { likedNumber: w.likedNumber + 3 } });
    const seen = workDetailResponse.parse(await get(`/api/science/web/work/${w.id}`, a.token)).data.works;
    expect(seen).toMatchObject({ likedNumber: w.likedNumber + 3, likedByMe: true });
  });

  it('micro-lectures the same way; unknown ids answer 404', async () => {
    const l = await createLecture(t.db, { uid: (await freshUser()).uid, likedNumber: 159 });
    const a = await freshUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(t.app, `/api/video/web/videoShow/${l.id}/like`, undefined, a.token),
      ),
    );
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(1);
    const d = workDetailResponse.parse(await get(`/api/video/web/videoShow/${l.id}`)).data;
    expect(d.works.likedNumber).toBe(160);
    expect((await postJson(t.app, '/api/science/web/work/999999/like', undefined, a.token)).body).toEqual({
      code: 404,
      msg: '该作品不存在或已下架',
    });
    expect((await postJson(t.app, '/api/video/web/videoShow/999999/like', undefined, a.token)).body).toEqual({
      code: 404,
      msg: '该微课不存在或已下架',
    });
    expect((await postJson(t.app, '/api/video/web/videoShow/x/like', undefined, a.token)).body).toEqual({
      code: 500,
      msg: '编号无效',
    });
  });
});

describe('comments (000 §5.6, §7.5; ≤ 300, 5 a minute)', () => {
  it('answers the stored, sanitised comment with the author’s nickname; the detail lists it first', async () => {
    const u = await freshUser();
    const w = await createWork(t.db, { uid: (await freshUser()).uid });
    const r = await postJson(
      t.app,
      `/api/science/web/work/${w.id}/comment`,
      { comment: '  <b>讲得</b>好<script>x</script>\r\n\r\n\r\n\r\n谢谢  ', uId: 1 },
      u.token,
    );
    const posted = postedCommentResponse.parse(r.body).data;
    expect(posted).toMatchObject({ comment: '讲得好x\n\n谢谢', uId: String(u.uid), nickName: u.nickName });
    expect(posted.createTime).toBe('2025-07-01 10:00:00');
    const d = workDetailResponse.parse(await get(`/api/science/web/work/${w.id}`)).data;
    expect(d.worksComment[0]).toMatchObject({
      id: posted.id,
      comment: '讲得好x\n\n谢谢',
      uId: String(u.uid),
    });
    expect(d.worksCommentUser.some((x) => x.uid === String(u.uid) && x.nickName === u.nickName)).toBe(true);
    expect(d.works.commentNumber).toBe(1);
  });

  it('refuses bad input with its message, never 500', async () => {
    const u = await freshUser();
    const url = `/api/science/web/work/${(await createWork(t.db, { uid: u.uid })).id}/comment`;
    const send = async (payload: object) => (await postJson(t.app, url, payload, u.token)).body;
    expect(await send({})).toEqual({ code: 500, msg: '请输入评论内容' });
    expect(await send({ comment: '   ' })).toEqual({ code: 500, msg: '请输入评论内容' });
    expect(await send({ comment: '<p></p>' })).toEqual({ code: 500, msg: '请输入评论内容' });
    expect(await send({ comment: 42 })).toEqual({ code: 500, msg: '请输入评论内容' });
    expect(await send({ comment: '字'.repeat(301) })).toEqual({ code: 500, msg: '评论内容不能超过300个字' });
    expect(await send({ comment: 'a\u0000b' })).toMatchObject({ code: 400 });
    expect(await send({ comment: 'ok', uId: 'x' })).toEqual({ code: 500, msg: '请输入整数' });
    expect(
      (await postJson(t.app, '/api/science/web/work/999999/comment', { comment: '好' }, u.token)).body,
    ).toEqual({
      code: 404,
      msg: '该作品不存在或已下架',
    });
    expect((await postJson(t.app, url, { comment: '好' })).status).toBe(401);
  });

  it('at most 5 a minute per user, works and micro-lectures together; the window moves on', async () => {
    const u = await freshUser();
    const other = await freshUser();
    const w = await createWork(t.db, { uid: other.uid });
    const l = await createLecture(t.db, { uid: other.uid });
    for (let i = 0; i < 3; i++)
      expect(
        (await postJson(t.app, `/api/science/web/work/${w.id}/comment`, { comment: `第${i}条` }, u.token))
          .body.code,
      ).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        (await postJson(t.app, `/api/video/web/videoShow/${l.id}/comment`, { comment: `微课${i}` }, u.token))
          .body.code,
      ).toBe(200);
    expect(
      (await postJson(t.app, `/api/science/web/work/${w.id}/comment`, { comment: '第六条' }, u.token)).body,
    ).toEqual({
      code: 500,
      msg: '评论太频繁，请稍后再试',
    });
    expect(
      (await postJson(t.app, `/api/science/web/work/${w.id}/comment`, { comment: '别人' }, other.token)).body
        .code,
    ).toBe(200);
    t.clock.advance(60_001);
    expect(
      (await postJson(t.app, `/api/science/web/work/${w.id}/comment`, { comment: '一分钟后' }, u.token)).body
        .code,
    ).toBe(200);
    const lecture = workDetailResponse.parse(await get(`/api/video/web/videoShow/${l.id}`)).data;
    expect(lecture.worksComment.map((c) => c.comment).sort()).toEqual(['微课0', '微课1']);
  });
});

describe('micro-lectures (000 §7.5)', () => {
  it('search: rows and total by 40, newest first, cards spelled liked/comments; value narrows', async () => {
    const { uid } = await freshUser();
    // 41 lectures of a word no other has, a day apart (the last one made is the newest), one found by its unit.
    const word = unique('辐射剂量');
    const made = [];
    for (let i = 0; i < 41; i++)
      made.push(
        await createLecture(t.db, {
          uid,
          ...(i === 0 ? { sourceUnit: `${word}研究室` } : { title: `微课：${word}${i}` }),
          createTime: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
        }),
      );
    const newestFirst = made.map((l) => String(l.id)).reverse();
    const search = async (query: string) =>
      await get(`/api/video/web/search?value=${encodeURIComponent(word)}${query}`);
    const raw = await search('&pageNum=1&pageSize=40');
    expect(raw.total).toBe(41);
    expect(raw.rows).toHaveLength(40);
    expect(workCardsResponse.parse(raw).rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 40));
    expect(Object.keys(raw.rows[0]).sort()).toEqual([
      'comments',
      'content',
      'coverUrl',
      'id',
      'liked',
      'name',
      'title',
    ]);
    const p2 = workCardsResponse.parse(await search('&pageNum=2'));
    expect(p2.rows.map((r) => r.id)).toEqual(newestFirst.slice(40));
    // Blank: every lecture there is.
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM popsic_lectures');
    expect((await get('/api/video/web/search')).total).toBe(rows[0]!.n);
    expect(await get(`/api/video/web/search?value=${encodeURIComponent('没有这个')}`)).toMatchObject({
      rows: [],
      total: 0,
    });
    expect(await get('/api/video/web/search?pageNum=0')).toMatchObject({ code: 500 });
  });

  it('carouseList: the carousel’s lectures; videoShow: the detail with the video as its file', async () => {
    const { uid } = await freshUser();
    const shown = [
      await createLecture(t.db, { uid, carousel: true }),
      await createLecture(t.db, { uid, carousel: true }),
    ];
    const hidden = await createLecture(t.db, { uid, carousel: false });
    const c = lectureCarouselResponse.parse(await get('/api/video/web/carouseList'));
    const ids = c.data.map((x) => Number(x.id));
    expect(ids.slice(-2)).toEqual(shown.map((l) => l.id));
    expect(ids).not.toContain(hidden.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const l = await createLecture(t.db, { uid, likedNumber: 12 });
    await createLectureComment(t.db, { lectureId: l.id, uid });
    const d = workDetailResponse.parse(await get(`/api/video/web/videoShow/${l.id}`)).data;
    expect(d.works).toMatchObject({ title: l.title, likedNumber: 12 });
    expect(d.worksFile).toEqual([{ path: l.videoPath, fileName: l.fileName, coverUrl: l.coverUrl }]);
    expect(d.worksComment).toHaveLength(1);
    expect(await get('/api/video/web/videoShow/999999')).toEqual({ code: 404, msg: '该微课不存在或已下架' });
  });
});
