import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_CATEGORY_BY_TYPE } from '../../domain/categories';
import {
  bannerListResponse,
  byVidResponse,
  commentListResponse,
  dictResponse,
  emxRecordResponse,
  exchangeListResponse,
  exchangeResponse,
  hotResponse,
  quizSubmitResponse,
  videoDetailResponse,
  videoListResponse,
  watchRecordInfoResponse,
  watchRecordSaveResponse,
  type VideoCard,
} from '../../src/schemas/education';
import { FULL_VIDEO_URL, TRIAL_VIDEO_URL } from '../../server/education/media';
import { eduSeedVideos, seriesTypes } from '../../server/seed/education';
import {
  createComment,
  createEmxInfo,
  createExchange,
  createQuestion,
  createQuizAttempt,
  createUser,
  createVideo,
  createWatchRecord,
  unique,
  type VideoRow,
} from './factories';
import { getJson, postJson, sendSms, startTestApp, type TestApp } from './helpers';

let t: TestApp;
// PGlite start, migrations and seed take ~3 s alone and far longer on a busy machine.
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const detail = async (id: number, token?: string) =>
  videoDetailResponse.parse((await getJson(t.app, `/api/youth/video/${id}`, token)).body).data;
/** A video with a quiz of three questions: single choice (A), multiple choice (A,B,D) and open. */
async function quizVideo(over: Partial<Omit<VideoRow, 'id'>> = {}) {
  const v = await createVideo(t.db, over);
  const single = await createQuestion(t.db, {
    videoId: v.id,
    sort: 1,
    type: 1,
    analysis: '晕征提示曲霉感染',
  });
  const multiple = await createQuestion(t.db, { videoId: v.id, sort: 2, type: 2, answer: 'A,B,D' });
  const open = await createQuestion(t.db, { videoId: v.id, sort: 3, type: 3 });
  return { ...v, single: single.id, multiple: multiple.id, open: open.id };
}
const profile = async (token: string) =>
  (await getJson(t.app, '/api/radio/user/profile', token)).body.data as {
    availableScore: number;
    score: number;
  };

describe('lists', () => {
  it('every category of 001 §2 and the series category have videos, newest first by default', async () => {
    for (const category of [...Object.values(VIDEO_CATEGORY_BY_TYPE), 18]) {
      const list = videoListResponse.parse(
        (await getJson(t.app, `/api/youth/video/list?videoCategory=${category}&pageNum=1&pageSize=9999`))
          .body,
      );
      expect(list.rows.length, `category ${category}`).toBeGreaterThan(0);
      expect(list.total).toBe(list.rows.length);
      expect(list.rows.every((r) => r.videoCategory === category)).toBe(true);
      const dates = list.rows.map((r) => r.videoDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('youth sections 1–6 by videoType, search, paging and click-count order', async () => {
    for (const videoType of [1, 2, 3, 4, 5, 6]) await createVideo(t.db, { videoCategory: 1, videoType });
    const word = unique('金手指');
    const byTopic = await createVideo(t.db, { videoCategory: 1, topic: `${word}：影像学经典征象` });
    const bySpeaker = await createVideo(t.db, { videoCategory: 1, keySpeaker: word });
    await createVideo(t.db, { videoCategory: 2, topic: word });
    for (const videoType of [1, 2, 3, 4, 5, 6]) {
      const rows = videoListResponse.parse(
        (await getJson(t.app, `/api/youth/video/list?videoCategory=1&videoType=${videoType}`)).body,
      ).rows;
      expect(rows.length, `section ${videoType}`).toBeGreaterThan(0);
      expect(rows.every((r) => r.videoType === videoType)).toBe(true);
    }
    const found = videoListResponse.parse(
      (await getJson(t.app, `/api/youth/video/list?videoCategory=1&searchValue=${encodeURIComponent(word)}`))
        .body,
    );
    expect(found.rows.map((r) => r.id).sort()).toEqual([String(byTopic.id), String(bySpeaker.id)].sort());
    const page = videoListResponse.parse(
      (await getJson(t.app, '/api/youth/video/list?videoCategory=1&pageNum=2&pageSize=3')).body,
    );
    expect(page.rows).toHaveLength(3);
    expect(page.total).toBeGreaterThan(6);
    const byClicks = videoListResponse
      .parse(
        (
          await getJson(
            t.app,
            '/api/youth/video/list?videoCategory=1&orderByColumn=videoClickCount&isAsc=desc',
          )
        ).body,
      )
      .rows.map((r) => r.videoClickCount);
    expect([...byClicks].sort((a, b) => b - a)).toEqual(byClicks);
    // An order column outside the whitelist is refused, not interpolated.
    const bad = await getJson(t.app, '/api/youth/video/list?videoCategory=1&orderByColumn=id;drop');
    expect(bad.body.code).toBe(500);
  });

  it('series: groups from the edu_series_type dictionary are the cards’ videoType', async () => {
    const dict = dictResponse.parse((await getJson(t.app, '/api/dict/data/type/edu_series_type')).body).data;
    expect(dict.map((d) => d.dictLabel)).toEqual(seriesTypes.map((s) => s.label));
    for (const d of dict) {
      await createVideo(t.db, { videoCategory: 18, videoType: Number(d.dictValue) });
      const rows = videoListResponse.parse(
        (await getJson(t.app, `/api/youth/video/list?videoCategory=18&videoType=${d.dictValue}`)).body,
      ).rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => String(r.videoType) === d.dictValue)).toBe(true);
    }
    expect((await getJson(t.app, '/api/dict/data/type/unknown')).body.data).toEqual([]);
  });

  it('listAll filters by speaker; top skips a category and sorts by views; recomList excludes the video', async () => {
    const speaker = unique('孙立新');
    const spoken = [
      await createVideo(t.db, { keySpeaker: speaker, videoCategory: 1 }),
      await createVideo(t.db, { keySpeaker: `${speaker}、王芳`, videoCategory: 5 }),
    ];
    const all = videoListResponse.parse(
      (
        await getJson(
          t.app,
          `/api/youth/video/listAll?pageNum=1&pageSize=999999&keySpeaker=${encodeURIComponent(speaker)}`,
        )
      ).body,
    );
    expect(all.rows.map((r) => r.id).sort()).toEqual(spoken.map((v) => String(v.id)).sort());
    expect(all.rows.every((r) => r.keySpeaker.includes(speaker))).toBe(true);
    for (const clicks of [900_001, 900_002, 900_003]) {
      await createVideo(t.db, { clicks });
      await createVideo(t.db, { clicks, videoCategory: 10 });
    }
    const top = videoListResponse.parse(
      (
        await getJson(
          t.app,
          '/api/youth/video/list/top?pageNum=1&pageSize=6&orderByColumn=videoClickCount&isAsc=desc&exceptVideoCategory=10',
        )
      ).body,
    ).rows;
    expect(top).toHaveLength(6);
    expect(top.slice(0, 3).map((r) => r.videoClickCount)).toEqual([900_003, 900_002, 900_001]);
    expect(top.some((r) => r.videoCategory === 10)).toBe(false);
    const clicks = top.map((r) => r.videoClickCount);
    expect([...clicks].sort((a, b) => b - a)).toEqual(clicks);
    const video = await createVideo(t.db, { videoCategory: 17, clicks: 5 });
    const sibling = await createVideo(t.db, { videoCategory: 17, clicks: 0 });
    const upcoming = await createVideo(t.db, { videoCategory: 17, clicks: 999_999, videoState: 3 });
    for (let i = 0; i < 12; i++) await createVideo(t.db, { videoCategory: 16, clicks: 999_999 });
    const rec = videoListResponse.parse(
      (await getJson(t.app, `/api/youth/video/recomList?id=${video.id}&pageNum=1&pageSize=12`)).body,
    ).rows;
    expect(rec).toHaveLength(12);
    expect(rec.some((r) => r.id === String(video.id) || r.id === String(upcoming.id))).toBe(false);
    // The same category first, however little watched.
    expect(rec.slice(0, 2).every((r) => r.videoCategory === 17)).toBe(true);
    expect(rec.map((r) => r.id)).toContain(String(sibling.id));
  });

  // About the demo data: its catalogue shows every state and an article in youth and in molecular imaging.
  it('the demo: video states 1, 2 (with live URL) and 3 are all present; rich-text videos in youth and molecular', async () => {
    const rows = videoListResponse.parse(
      (await getJson(t.app, '/api/youth/video/listAll?pageSize=999999')).body,
    ).rows;
    expect(new Set(rows.map((r) => r.videoState))).toEqual(new Set([1, 2, 3]));
    const seeded = (find: (v: (typeof eduSeedVideos)[number]) => boolean) =>
      rows.find((r) => r.id === String(eduSeedVideos.find(find)?.id));
    expect(seeded((v) => v.state === 2 && !!v.liveUrl)).toMatchObject({
      videoState: 2,
      liveStreamingUrl: expect.stringMatching(/^https:/),
    });
    for (const category of [1, 11])
      expect(seeded((v) => !!v.richText && v.category === category)).toMatchObject({
        richTextType: 1,
        videoCategory: category,
      });
  });

  it('banners per category with position, url and colour; the series banner is category 18', async () => {
    const youth = bannerListResponse.parse(
      (await getJson(t.app, '/api/youth/bg/conf/list?category=1&platform=pc')).body,
    );
    expect(youth.rows.map((b) => b.position)).toEqual(['full', 'left', 'right']);
    const series = bannerListResponse.parse(
      (await getJson(t.app, '/api/youth/bg/conf/list?category=18&platform=pc')).body,
    );
    expect(series.rows).toHaveLength(1);
    expect(series.rows[0]!.color).toMatch(/^hsl/);
    const img = await t.app.inject({ url: series.rows[0]!.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
  });
});

describe('emxState per user', () => {
  it('0 for visitors and users without info, 1 with info, 2 after answering', async () => {
    const [a, b, answered] = [
      await quizVideo({ videoCategory: 10 }),
      await quizVideo({ videoCategory: 10 }),
      await quizVideo({ videoCategory: 10 }),
    ];
    const ours = new Set([a, b, answered].map((v) => String(v.id)));
    const emx = async (token?: string) =>
      Object.fromEntries(
        videoListResponse
          .parse((await getJson(t.app, '/api/youth/video/list?videoCategory=10&pageSize=9999', token)).body)
          .rows.filter((r) => ours.has(r.id))
          .map((r) => [Number(r.id), r.emxState]),
      );
    const without = await createUser(t.app);
    const doctor = await createUser(t.app);
    await createEmxInfo(t.db, { uid: doctor.uid });
    await createQuizAttempt(t.db, { uid: doctor.uid, videoId: answered.id });
    expect(await emx()).toEqual({ [a.id]: 0, [b.id]: 0, [answered.id]: 0 });
    expect(await emx(without.token)).toEqual({ [a.id]: 0, [b.id]: 0, [answered.id]: 0 });
    expect(await emx(doctor.token)).toEqual({ [a.id]: 1, [b.id]: 1, [answered.id]: 2 });
    // The home page's listNew answers the same per-user state (the newest: these two).
    await createVideo(t.db, { videoCategory: 10, videoDate: '2099-01-02 00:00:00' });
    await createVideo(t.db, { videoCategory: 2, videoDate: '2099-01-01 00:00:00' });
    const home = async (token?: string) =>
      ((await getJson(t.app, '/api/youth/video/listNew?limit=2', token)).body.data as VideoCard[]).map(
        (c) => [c.videoCategory, c.emxState],
      );
    expect(await home()).toEqual([
      [10, 0],
      [2, null],
    ]);
    expect(await home(doctor.token)).toEqual([
      [10, 1],
      [2, null],
    ]);
    // Other categories have none.
    await createVideo(t.db, { videoCategory: 1 });
    const youth = videoListResponse.parse(
      (await getJson(t.app, '/api/youth/video/list?videoCategory=1', doctor.token)).body,
    ).rows;
    expect(youth.every((r) => r.emxState === null || r.emxState === undefined)).toBe(true);
  });
});

describe('video detail and access', () => {
  it('free video: access 1 with the full URL for a user; visitors get no URL', async () => {
    const v = await quizVideo({ showAnswer: 1, examLimit: 3, seekRestricted: true });
    const { token } = await createUser(t.app, { availableScore: 0 });
    const d = await detail(v.id, token);
    expect(d).toMatchObject({
      access: 1,
      viewable: 1,
      trySee: 0,
      videoUrl: FULL_VIDEO_URL,
      scoreCurrPrice: 0,
    });
    expect(d.questionList).toHaveLength(3);
    // Questions never carry answers in the detail.
    expect(d.questionList.every((q) => q.answerItems === '' && q.questionAnalysis === '')).toBe(true);
    expect(d.questionList[0]!.chooseItems).toHaveLength(4);
    expect(d).toMatchObject({
      showAnswer: 1,
      examLimitCount: 3,
      usedExamCount: 0,
      learningProcess: -1,
      seekRestricted: 1,
    });
    expect(await detail(v.id)).toMatchObject({ access: 0, viewable: 0, videoUrl: '' });
  });

  it('trial video: the trial clip with trySee 1; viewable follows the user’s points', async () => {
    const { id } = await createVideo(t.db, { price: 30, trySee: true });
    const rich = await createUser(t.app, { availableScore: 80 });
    expect(await detail(id, rich.token)).toMatchObject({
      access: 0,
      trySee: 1,
      viewable: 1,
      videoUrl: TRIAL_VIDEO_URL,
      scoreCurrPrice: 30,
    });
    const poor = await createUser(t.app, { availableScore: 10 });
    expect(await detail(id, poor.token)).toMatchObject({
      access: 0,
      trySee: 1,
      viewable: 0,
      videoUrl: TRIAL_VIDEO_URL,
    });
    // Visitors may try too.
    expect(await detail(id)).toMatchObject({ access: 0, trySee: 1, viewable: 0, videoUrl: TRIAL_VIDEO_URL });
    // A price above the user's points.
    const dear = await createVideo(t.db, { price: 200, trySee: true });
    expect(await detail(dear.id, rich.token)).toMatchObject({
      access: 0,
      viewable: 0,
      trySee: 1,
      scoreCurrPrice: 200,
    });
  });

  it('redeemable without trial: nothing to play; /real refuses until redeemed', async () => {
    const { id } = await createVideo(t.db, { price: 50 });
    const u = await createUser(t.app, { availableScore: 100 });
    expect(await detail(id, u.token)).toMatchObject({ access: 0, trySee: 0, viewable: 1, videoUrl: '' });
    expect((await getJson(t.app, `/api/youth/video/real/${id}`, u.token)).body).toEqual({
      code: 500,
      msg: '该视频需要兑换后观看',
    });
    const poor = await createUser(t.app);
    expect((await getJson(t.app, `/api/youth/video/real/${id}`, poor.token)).body.msg).toBe(
      '您的积分不足，暂时无法观看！',
    );
  });

  it('already redeemed: access 1 and the full URL from both calls, whatever the points now', async () => {
    const { id } = await createVideo(t.db, { price: 40 });
    const { uid, token } = await createUser(t.app, { availableScore: 0 });
    await createExchange(t.db, { uid, videoId: id, score: 40 });
    expect(await detail(id, token)).toMatchObject({ access: 1, viewable: 1, videoUrl: FULL_VIDEO_URL });
    const real = videoDetailResponse.parse(
      (await getJson(t.app, `/api/youth/video/real/${id}`, token)).body,
    ).data;
    expect(real).toMatchObject({ access: 1, videoUrl: FULL_VIDEO_URL });
  });

  it('upcoming, live and rich-text videos have nothing to play; unknown ids are a business error', async () => {
    const upcoming = await createVideo(t.db, { videoState: 3 });
    const live = await createVideo(t.db, { videoState: 2, liveUrl: 'https://live.example.cn/room/1' });
    const article = await createVideo(t.db, {
      richText: true,
      description: '<h2>图文课程</h2><script>window.__xss = 1</script>',
    });
    const { token } = await createUser(t.app, { availableScore: 0 });
    expect(await detail(upcoming.id, token)).toMatchObject({ videoState: 3, access: 0, videoUrl: '' });
    expect(await detail(live.id, token)).toMatchObject({ videoState: 2, access: 0, videoUrl: '' });
    const rich = await detail(article.id, token);
    expect(rich.richTextType).toBe(1);
    expect(rich.description).toContain('<script>');
    expect((await getJson(t.app, '/api/youth/video/99999')).body).toEqual({
      code: 500,
      msg: '视频不存在或已下架',
    });
    expect((await getJson(t.app, '/api/youth/video/abc')).body.code).toBe(500);
  });

  it('login-only calls answer HTTP 401 without a token', async () => {
    const { id } = await quizVideo({ price: 30, trySee: true });
    const emx = await quizVideo({ videoCategory: 10 });
    for (const [method, url] of [
      ['GET', `/api/youth/video/real/${id}`],
      ['POST', `/api/youth/video/exchange/${id}`],
      ['GET', '/api/youth/video/exchange/list'],
      ['GET', `/api/youth/question/by_vid?videoId=${id}`],
      ['POST', '/api/youth/question'],
      ['POST', '/api/youth/comment'],
      ['POST', '/api/youth/hot/add'],
      ['POST', '/api/youth/watch_video/record'],
      ['GET', `/api/youth/watch_video/record/info?videoId=${id}`],
      ['GET', `/api/emx/emx_record?videoId=${emx.id}`],
      ['POST', '/api/emx/emx_record'],
      ['POST', '/api/emx/emx_info'],
    ] as const) {
      const r = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(r.statusCode, url).toBe(401);
    }
  });
});

describe('exchange (points are real)', () => {
  it('deducts scoreCurrPrice once; the second exchange is not charged; /real then plays', async () => {
    const { id } = await createVideo(t.db, { price: 30 });
    const u = await createUser(t.app, { availableScore: 80 });
    const first = exchangeResponse.parse(
      (await postJson(t.app, `/api/youth/video/exchange/${id}`, {}, u.token)).body,
    );
    expect(first).toMatchObject({
      code: 200,
      msg: '兑换成功，请点击按钮进行播放',
      data: { availableScore: 50, charged: 30 },
    });
    expect((await profile(u.token)).availableScore).toBe(50);
    const again = exchangeResponse.parse(
      (await postJson(t.app, `/api/youth/video/exchange/${id}`, {}, u.token)).body,
    );
    expect(again).toMatchObject({ code: 200, data: { availableScore: 50, charged: 0 } });
    expect((await profile(u.token)).availableScore).toBe(50);
    const real = videoDetailResponse.parse(
      (await getJson(t.app, `/api/youth/video/real/${id}`, u.token)).body,
    ).data;
    expect(real).toMatchObject({ access: 1, videoUrl: FULL_VIDEO_URL });
    expect(await detail(id, u.token)).toMatchObject({ access: 1, videoUrl: FULL_VIDEO_URL });
    const list = exchangeListResponse.parse(
      (await getJson(t.app, '/api/youth/video/exchange/list?pageNum=1&pageSize=6', u.token)).body,
    );
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: String(id), exchangeScore: 30 });
    expect(list.rows[0]!.exchangeTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('insufficient points are refused and nothing is charged or recorded', async () => {
    const { id } = await createVideo(t.db, { price: 30 });
    const u = await createUser(t.app, { availableScore: 10 });
    expect((await postJson(t.app, `/api/youth/video/exchange/${id}`, {}, u.token)).body).toEqual({
      code: 500,
      msg: '您的积分不足，暂时无法观看！',
    });
    expect((await profile(u.token)).availableScore).toBe(10);
    expect((await getJson(t.app, '/api/youth/video/exchange/list', u.token)).body.total).toBe(0);
  });

  it('concurrent double clicks charge once', async () => {
    const { id } = await createVideo(t.db, { price: 50 });
    const u = await createUser(t.app, { availableScore: 80 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson(t.app, `/api/youth/video/exchange/${id}`, {}, u.token)),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.charged === 50)).toHaveLength(1);
    expect((await profile(u.token)).availableScore).toBe(30);
  });

  it('free videos are not charged; upcoming ones cannot be exchanged', async () => {
    const free = await createVideo(t.db, { price: 0 });
    const upcoming = await createVideo(t.db, { videoState: 3, price: 30 });
    const u = await createUser(t.app, { availableScore: 5 });
    expect((await postJson(t.app, `/api/youth/video/exchange/${free.id}`, {}, u.token)).body.data).toEqual({
      availableScore: 5,
      charged: 0,
    });
    expect((await postJson(t.app, `/api/youth/video/exchange/${upcoming.id}`, {}, u.token)).body).toEqual({
      code: 500,
      msg: '尽请期待！',
    });
  });
});

describe('quiz', () => {
  it('every question must be answered', async () => {
    const u = await createUser(t.app);
    const v = await quizVideo({ showAnswer: 1, examLimit: 3 });
    const [a, b] = [v.single, v.multiple];
    const r = await postJson(
      t.app,
      '/api/youth/question',
      {
        videoId: v.id,
        questionList: [
          { id: a, answerItems: 'A' },
          { id: b, answerItems: '' },
        ],
      },
      u.token,
    );
    expect(r.body).toEqual({ code: 500, msg: '请完成所有的题目后再提交！' });
    const missing = await postJson(
      t.app,
      '/api/youth/question',
      { videoId: v.id, questionList: [{ id: a, answerItems: 'A' }] },
      u.token,
    );
    expect(missing.body).toEqual({ code: 500, msg: '请完成所有的题目后再提交！' });
    expect((await detail(v.id, u.token)).usedExamCount).toBe(0);
  });

  it('grades sorted letters, leaves open questions ungraded, reveals at once with showAnswer 1, limits attempts', async () => {
    const u = await createUser(t.app);
    const { id, single, multiple, open } = await quizVideo({ showAnswer: 1, examLimit: 3 });
    const submit = (s: string, m: string) =>
      postJson(
        t.app,
        '/api/youth/question',
        {
          videoId: id,
          questionList: [
            { id: single, answerItems: s },
            { id: multiple, answerItems: m },
            { id: open, answerItems: '内膜片与真假腔' },
          ],
        },
        u.token,
      );
    const first = quizSubmitResponse.parse((await submit('A', 'D,B,A')).body);
    expect(first.data).toEqual({ batch: 1, usedExamCount: 1, examLimitCount: 3 });
    const rows = byVidResponse.parse(
      (await getJson(t.app, `/api/youth/question/by_vid?videoId=${id}`, u.token)).body,
    ).rows;
    const byId = new Map(rows.map((r) => [Number(r.questionId), r]));
    expect(byId.get(single)).toMatchObject({ answer: 'A', isCorrect: 1 });
    expect(byId.get(multiple)).toMatchObject({ answer: 'A,B,D', isCorrect: 1 });
    expect(byId.get(open)).toMatchObject({ answer: '内膜片与真假腔', isCorrect: null });
    expect(byId.get(multiple)!.youthQuestion).toMatchObject({ answerItems: 'A,B,D' });
    expect(byId.get(single)!.youthQuestion.questionAnalysis).toBe('晕征提示曲霉感染');

    expect(quizSubmitResponse.parse((await submit('B', 'A,B')).body).data.usedExamCount).toBe(2);
    const second = byVidResponse.parse(
      (await getJson(t.app, `/api/youth/question/by_vid?videoId=${id}`, u.token)).body,
    ).rows;
    expect(second.every((r) => r.batch === 2)).toBe(true);
    expect(second.find((r) => Number(r.questionId) === single)).toMatchObject({ answer: 'B', isCorrect: 0 });
    expect(second.find((r) => Number(r.questionId) === multiple)).toMatchObject({ isCorrect: 0 });
    // An earlier attempt stays readable by batch.
    const batch1 = byVidResponse.parse(
      (await getJson(t.app, `/api/youth/question/by_vid?videoId=${id}&batch=1`, u.token)).body,
    ).rows;
    expect(batch1.find((r) => Number(r.questionId) === single)).toMatchObject({ answer: 'A', isCorrect: 1 });

    expect((await submit('A', 'A,B,D')).body.code).toBe(200);
    expect((await submit('A', 'A,B,D')).body).toEqual({ code: 500, msg: '答题次数已用完' });
    expect(await detail(id, u.token)).toMatchObject({ usedExamCount: 3, examLimitCount: 3 });
  });

  it('showAnswer 0 hides answers and analysis; examLimitCount 1 allows one attempt', async () => {
    const u = await createUser(t.app);
    const v = await createVideo(t.db, { showAnswer: 0, examLimit: 1 });
    const ids = [
      (await createQuestion(t.db, { videoId: v.id, sort: 1, type: 1 })).id,
      (await createQuestion(t.db, { videoId: v.id, sort: 2, type: 3 })).id,
    ];
    const body = { videoId: v.id, questionList: ids.map((id) => ({ id, answerItems: 'A' })) };
    expect((await postJson(t.app, '/api/youth/question', body, u.token)).body.code).toBe(200);
    const rows = byVidResponse.parse(
      (await getJson(t.app, `/api/youth/question/by_vid?videoId=${v.id}`, u.token)).body,
    ).rows;
    expect(rows).toHaveLength(2);
    expect(
      rows.every(
        (r) =>
          r.isCorrect === null &&
          r.youthQuestion.answerItems === '' &&
          r.youthQuestion.questionAnalysis === '',
      ),
    ).toBe(true);
    expect((await postJson(t.app, '/api/youth/question', body, u.token)).body.msg).toBe('答题次数已用完');
  });

  it('showAnswer 1 with a reveal time: hidden before (2099), shown after (2024)', async () => {
    const u = await createUser(t.app);
    const later = await quizVideo({ showAnswer: 1, showAnswerTime: '2099-01-01 00:00:00' });
    const earlier = await quizVideo({ showAnswer: 1, showAnswerTime: '2024-01-01 00:00:00' });
    for (const [v, shown] of [
      [later, false],
      [earlier, true],
    ] as const) {
      const videoId = v.id;
      const ids = [v.single, v.multiple, v.open];
      const body = { videoId, questionList: ids.map((id) => ({ id, answerItems: 'A' })) };
      expect((await postJson(t.app, '/api/youth/question', body, u.token)).body.code).toBe(200);
      const rows = byVidResponse.parse(
        (await getJson(t.app, `/api/youth/question/by_vid?videoId=${videoId}`, u.token)).body,
      ).rows;
      expect(
        rows.some((r) => r.youthQuestion.answerItems !== ''),
        `video ${videoId}`,
      ).toBe(shown);
    }
    expect((await detail(later.id)).showAnswerTime).toBe('2099-01-01 00:00:00');
  });

  it('by_vid before any attempt is empty', async () => {
    const u = await createUser(t.app);
    const { id } = await quizVideo();
    expect((await getJson(t.app, `/api/youth/question/by_vid?videoId=${id}`, u.token)).body).toMatchObject({
      code: 200,
      rows: [],
      total: 0,
    });
  });
});

describe('emx (category 10)', () => {
  it('info form rules, then reading record gates the quiz; emxState moves 0 → 1 → 2', async () => {
    const u = await createUser(t.app);
    const v = await quizVideo({ videoCategory: 10, readingSysUrl: 'https://reading.example.cn/case/test' });
    const other = await quizVideo({ videoCategory: 1 });
    const state = async () => (await detail(v.id, u.token)).emxState;
    expect(await state()).toBe(0);
    const ids = [v.single, v.multiple, v.open];
    const quiz = { videoId: v.id, questionList: ids.map((id) => ({ id, answerItems: 'A' })) };
    expect((await postJson(t.app, '/api/youth/question', quiz, u.token)).body.msg).toBe('请先完善个人信息');

    expect((await postJson(t.app, '/api/emx/emx_info', {}, u.token)).body).toEqual({
      code: 500,
      msg: '真实姓名不能为空',
    });
    const phone = `139${String(u.uid).padStart(8, '0')}`;
    const form = { realName: '张三', phone, validCode: 'abcd', smsCode: '000000', companyName: '华西医院' };
    expect((await postJson(t.app, '/api/emx/emx_info', { ...form, companyName: '' }, u.token)).body.msg).toBe(
      '请输入工作单位',
    );
    const code = await sendSms(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await postJson(t.app, '/api/emx/emx_info', { ...form, smsCode: wrong }, u.token)).body).toEqual({
      code: 500,
      msg: '手机验证码错误',
    });
    expect(await state()).toBe(0);
    expect((await postJson(t.app, '/api/emx/emx_info', { ...form, smsCode: code }, u.token)).body).toEqual({
      code: 200,
      msg: '信息提交成功',
    });
    expect(await state()).toBe(1);

    expect((await postJson(t.app, '/api/youth/question', quiz, u.token)).body.msg).toBe(
      '请先查看阅片系统后再答题',
    );
    expect(
      emxRecordResponse.parse((await getJson(t.app, `/api/emx/emx_record?videoId=${v.id}`, u.token)).body)
        .data,
    ).toBeNull();
    const rec = emxRecordResponse.parse(
      (await postJson(t.app, '/api/emx/emx_record', { videoId: v.id }, u.token)).body,
    );
    expect(rec.data).toMatchObject({ videoId: String(v.id) });
    expect(
      emxRecordResponse.parse((await getJson(t.app, `/api/emx/emx_record?videoId=${v.id}`, u.token)).body)
        .data,
    ).not.toBeNull();
    expect((await postJson(t.app, '/api/emx/emx_record', { videoId: other.id }, u.token)).body.msg).toBe(
      '该视频不需要阅片记录',
    );

    expect((await postJson(t.app, '/api/youth/question', quiz, u.token)).body.code).toBe(200);
    expect(await state()).toBe(2);
    expect((await detail(v.id, u.token)).readingSysUrl).toBe('https://reading.example.cn/case/test');
  });
});

describe('comments and hearts', () => {
  it('lists stored comments newest first; posting needs text; the author is the user', async () => {
    const { id } = await createVideo(t.db);
    const silent = await createVideo(t.db);
    for (const time of ['2025-05-03 20:40:00', '2025-05-05 08:00:00', '2025-05-02 09:12:00'])
      await createComment(t.db, { videoId: id, time });
    const list = commentListResponse.parse(
      (await getJson(t.app, `/api/youth/comment/list?youthVideoId=${id}`)).body,
    );
    expect(list.total).toBe(3);
    expect(list.rows.map((c) => c.createTime)).toEqual([
      '2025-05-05 08:00:00',
      '2025-05-03 20:40:00',
      '2025-05-02 09:12:00',
    ]);
    const u = await createUser(t.app);
    expect(
      (
        await postJson(
          t.app,
          '/api/youth/comment',
          { comment_type: 1, text: '   ', youthVideoId: id },
          u.token,
        )
      ).body,
    ).toEqual({
      code: 500,
      msg: '评论内容不能为空',
    });
    expect(
      (await postJson(t.app, '/api/youth/comment', { comment_type: 1, youthVideoId: id }, u.token)).body.msg,
    ).toBe('评论内容不能为空');
    expect(
      (
        await postJson(
          t.app,
          '/api/youth/comment',
          { comment_type: 1, text: '学到了😀', youthVideoId: id },
          u.token,
        )
      ).body.code,
    ).toBe(200);
    const after = commentListResponse.parse(
      (await getJson(t.app, `/api/youth/comment/list?youthVideoId=${id}`)).body,
    );
    expect(after.total).toBe(4);
    expect(after.rows[0]).toMatchObject({
      text: '学到了😀',
      radioUserName: expect.stringMatching(/^新用户/),
    });
    expect((await getJson(t.app, `/api/youth/comment/list?youthVideoId=${silent.id}`)).body).toMatchObject({
      rows: [],
      total: 0,
    });
  });

  it('a heart per user: the count grows once', async () => {
    const { id } = await createVideo(t.db, { hearts: 321 });
    const before = hotResponse.parse(
      (await getJson(t.app, `/api/youth/hot/get?youthVideoId=${id}`)).body,
    ).data;
    expect(before.heartCount).toBe(321);
    const u = await createUser(t.app);
    const added = hotResponse.parse(
      (await postJson(t.app, '/api/youth/hot/add', { youthVideoId: id }, u.token)).body,
    ).data;
    expect(added).toEqual({ heartCount: 322, hearted: 1 });
    const twice = hotResponse.parse(
      (await postJson(t.app, '/api/youth/hot/add', { youthVideoId: id }, u.token)).body,
    ).data;
    expect(twice.heartCount).toBe(322);
    expect((await detail(id)).heartCount).toBe(322);
  });
});

describe('watch records', () => {
  it('maxPosition monotone, completed sticky, record/info returns the saved position', async () => {
    const u = await createUser(t.app);
    const { id } = await createVideo(t.db, { seekRestricted: true });
    const info = async () =>
      watchRecordInfoResponse.parse(
        (await getJson(t.app, `/api/youth/watch_video/record/info?videoId=${id}`, u.token)).body,
      ).data;
    expect(await info()).toBeNull();
    const save = async (watchPosition: number, maxPosition: number, completed: 0 | 1) =>
      watchRecordSaveResponse.parse(
        (
          await postJson(
            t.app,
            '/api/youth/watch_video/record',
            { youthVideoId: id, watchPosition, maxPosition, completed },
            u.token,
          )
        ).body,
      ).data;
    expect(await save(12, 12, 0)).toMatchObject({ watchPosition: 12, maxPosition: 12, completed: 0 });
    expect(await save(55, 55, 1)).toMatchObject({ maxPosition: 55, completed: 1 });
    expect(await save(3, 3, 0)).toMatchObject({ watchPosition: 3, maxPosition: 55, completed: 1 });
    expect(await info()).toMatchObject({
      youthVideoId: String(id),
      watchPosition: 3,
      maxPosition: 55,
      completed: 1,
    });
    expect(await detail(id, u.token)).toMatchObject({ learningProcess: 1, seekRestricted: 0 });
    expect(
      (
        await postJson(
          t.app,
          '/api/youth/watch_video/record',
          { youthVideoId: id, watchPosition: -1, maxPosition: 0, completed: 0 },
          u.token,
        )
      ).body.code,
    ).toBe(500);
  });

  it('a stored record resumes where it stopped (learningProcess 0)', async () => {
    const { id } = await createVideo(t.db, { seekRestricted: true });
    const { uid, token } = await createUser(t.app);
    await createWatchRecord(t.db, { uid, videoId: id, watchPosition: 25, maxPosition: 31, completed: 0 });
    expect(
      watchRecordInfoResponse.parse(
        (await getJson(t.app, `/api/youth/watch_video/record/info?videoId=${id}`, token)).body,
      ).data,
    ).toMatchObject({ watchPosition: 25, maxPosition: 31, completed: 0 });
    expect(await detail(id, token)).toMatchObject({ learningProcess: 0, seekRestricted: 1 });
  });

  it('first play counts one view per call', async () => {
    const { id } = await createVideo(t.db, { clicks: 40 });
    const u = await createUser(t.app);
    expect(
      (await postJson(t.app, '/api/youth/record', { youthVideoId: id, radioUserId: u.uid }, u.token)).body
        .code,
    ).toBe(200);
    expect((await detail(id)).videoClickCount).toBe(41);
    expect((await postJson(t.app, '/api/youth/record', { youthVideoId: 99999 })).body.code).toBe(500);
  });
});

describe('media', () => {
  it('serves both videos with Range requests', async () => {
    for (const url of [FULL_VIDEO_URL, TRIAL_VIDEO_URL]) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['accept-ranges']).toBe('bytes');
      const size = Number(head.headers['content-length']);
      expect(size).toBeGreaterThan(10_000);
      const part = await t.app.inject({ url, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload).toHaveLength(100);
      const full = await t.app.inject({ url });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('video/mp4');
      expect(full.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
      expect(full.rawPayload.subarray(100, 200)).toEqual(part.rawPayload);
      const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
      expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect((await t.app.inject({ url, headers: { range: `bytes=${size}-` } })).statusCode).toBe(416);
    }
  });

  it('covers of the seed exist', async () => {
    const rows = videoListResponse.parse(
      (await getJson(t.app, '/api/youth/video/listAll?pageSize=999999')).body,
    ).rows;
    for (const r of rows)
      expect((await t.app.inject({ url: r.videoCoverUrl })).statusCode, r.videoCoverUrl).toBe(200);
  });
});

describe('test-only endpoint', () => {
  it('creates a fresh user with the given points', async () => {
    const u = await createUser(t.app, { availableScore: 77 });
    expect(await profile(u.token)).toMatchObject({ availableScore: 77, score: 77 });
    const other = await createUser(t.app);
    expect(other.uid).not.toBe(u.uid);
    expect((await profile(other.token)).availableScore).toBe(0);
  });
});
