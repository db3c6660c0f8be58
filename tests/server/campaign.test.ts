/**
 * The contribution campaigns' calls (002 §7: GET /api/{id}/works, POST /api/{id}/register,
 * POST /api/{id}/commit for qc, mc, ca, ms; issue 17, docs/decisions/0051, 0052): answers parsed with the
 * client's schemas, every rule of 002 §5 answered by the server with its message, the SMS check of the
 * registration, files only the caller's uploads (or the entry's own) with sizes from the uploads table,
 * the status rules (qc not yet open, submitted is final), the seeded demo users in every status, the
 * test-only fresh users, hostile bodies never a 500, and `npm run admin -- campaign …`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGNS,
  CAMPAIGN_IDS,
  canUpload,
  landingStep,
  type CampaignId,
  type CampaignStatus,
} from '../../domain/campaigns';
import { campaignWorksResponse, workSchema } from '../../src/schemas/campaign';
import { campaignMsg as m } from '../../src/text/campaign';
import { msg } from '../../src/text/messages';
import { campaignCommand, openEntry } from '../../server/campaigns/admin';
import { listEntries } from '../../server/campaigns/queries';
import { hasWork, seedCampaignUsers, SEEDED_STATUSES } from '../../server/seed/campaigns';
import { recordUpload } from '../../server/uploads/registry';
import { bearer, getJson, postJson, sendSms, startTestApp, type TestApp } from './helpers';
import { multipartBody, patternSlice, PNG_HEAD, PPT_BYTES, PPTX_BYTES } from './uploadSupport';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await postJson(t.app, '/api/__test/session?uid=1')).body.data.token;
}, 120_000);
afterAll(() => t.close());

const MB = 1024 * 1024;
const CJK = /[\u3400-\u9fff]/;

interface User {
  uid: number;
  token: string;
}
/** A fresh user (test endpoint) whose entry in `campaign` is at `status` (none for null). */
async function userAt(
  campaign: CampaignId,
  status: CampaignStatus | null,
  extra: { work?: boolean } = {},
): Promise<User> {
  const r = await postJson(t.app, '/api/__test/campaign/user', { campaign, status, ...extra });
  expect(r.body.code).toBe(200);
  return r.body.data;
}
const works = async (id: string, token: string) => (await getJson(t.app, `/api/${id}/works`, token)).body;
const post = async (url: string, body: unknown, token?: string) => {
  const r = await postJson(t.app, url, body as object, token);
  // Never a crash, whatever the body: the envelope, HTTP 200.
  expect(r.status, url).toBe(200);
  return r.body;
};

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
let uploads = 0;
/** An upload of `uid` as the upload endpoint records it (that endpoint has its own tests). */
async function upload(uid: number, ext: string, fileSize = 2048) {
  const n = ++uploads;
  const file = { url: `/media/uploads/campaign-${n}.${ext}`, fileName: `上传${n}.${ext}`, fileSize };
  await recordUpload(t.db, { ...file, uid, mime: MIME[ext] ?? 'application/octet-stream' });
  return file;
}

let phones = 0;
const nextPhone = () => `1360000${String(++phones).padStart(4, '0')}`;

/** A valid registration body of `campaign` for `user`, its SMS code not yet asked for. */
async function registration(campaign: CampaignId, user: User, over: Record<string, unknown> = {}) {
  const shows = (f: string) => (CAMPAIGNS[campaign].registration as readonly string[]).includes(f);
  return {
    name: '张三',
    workUnit: '医学影像研究院',
    sourceUnit: '放射科',
    phone: nextPhone(),
    ...(shows('sourceSociety') ? { sourceSociety: '主治医师' } : {}),
    ...(shows('sourceGroup') ? { sourceGroup: '35' } : {}),
    ...(shows('recomLetterUrl') ? { recomLetterUrl: (await upload(user.uid, 'jpg', 3 * MB)).url } : {}),
    validCode: 'abcd',
    uuid: 'uuid-1',
    smsCode: '000000',
    ...over,
  };
}

/** Registers `user` in `campaign` through the real SMS flow; answers the body sent. */
async function register(campaign: CampaignId, user: User, over: Record<string, unknown> = {}) {
  const b = await registration(campaign, user, over);
  b.smsCode = await sendSms(t.app, b.phone);
  expect(await post(`/api/${campaign}/register`, b, user.token)).toEqual({ code: 200, msg: '操作成功' });
  return b;
}

/** A valid work of `campaign` for `user`: their own cover and video. */
async function work(campaign: CampaignId, user: User, over: Record<string, unknown> = {}) {
  const cover = await upload(user.uid, 'png', 300_000);
  const video = await upload(user.uid, 'mp4', 9_000_000);
  return {
    title: '影像检查前的准备',
    ...(CAMPAIGNS[campaign].work.includes('subTitle') ? { subTitle: '张三,李四,王五' } : {}),
    content: '用十分钟讲清楚检查前要做哪些准备。',
    coverUrl: cover.url,
    // The browser's size is not believed: the upload's is stored.
    fileList: [{ url: video.url, name: '我的作品.mp4', fileSize: 1 }],
    ...over,
  };
}
const commit = (campaign: CampaignId, user: User, body: unknown) =>
  post(`/api/${campaign}/commit`, body, user.token);

const refusal = (message: string) => ({ code: 500, msg: message });
const entryCount = async (campaign: CampaignId, uid: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM campaign_entries WHERE campaign = $1 AND uid = $2',
      [campaign, uid],
    )
  ).rows[0]!.n;

describe('bearer and routes', () => {
  it('every call answers HTTP 401 without a token', async () => {
    for (const id of CAMPAIGN_IDS)
      for (const [method, path] of [
        ['GET', 'works'],
        ['POST', 'register'],
        ['POST', 'commit'],
      ] as const) {
        const r = await t.app.inject({
          method,
          url: `/api/${id}/${path}`,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(r.statusCode, `${method} ${id}/${path}`).toBe(401);
        expect(r.json()).toEqual({ code: 401, msg: msg.api.expired });
      }
  });

  it('a campaign id outside qc, mc, ca, ms is no route: 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/xx/works'],
      ['POST', '/api/QC/register'],
      ['POST', '/api/mcc/commit'],
    ] as const) {
      const r = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
        headers: { authorization: `Bearer ${demo}` },
      });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toEqual({ code: 404, msg: msg.validation.notFound });
    }
  });
});

describe('the seeded demo users (server/seed/campaigns.ts)', () => {
  it('the demo user (uid 1) is registered nowhere: data null everywhere', async () => {
    for (const id of CAMPAIGN_IDS)
      expect(await works(id, demo)).toEqual({ code: 200, msg: '操作成功', data: null });
  });

  it('one user per status 1, 2, 3, 0 in every campaign; 3, 0 and the 2025 2 with a complete work', async () => {
    expect(seedCampaignUsers).toHaveLength(CAMPAIGN_IDS.length * SEEDED_STATUSES.length);
    for (const id of CAMPAIGN_IDS) {
      const rows = await listEntries(t.db, id);
      const seeded = rows.filter((r) => r.createTime.startsWith('2025-03-01'));
      expect(seeded.map((r) => r.status)).toEqual([1, 2, 3, 0]);
      for (const row of seeded) {
        const token = (await postJson(t.app, `/api/__test/session?uid=${row.uid}`)).body.data.token;
        const answer = campaignWorksResponse.parse(await works(id, token)).data!;
        expect(answer.status).toBe(row.status);
        expect(answer.name).toMatch(CJK);
        const complete = workSchema(id).safeParse(answer);
        expect(complete.success, `${id} status ${row.status}`).toBe(hasWork(id, row.status));
        if (complete.success) {
          expect(answer.worksId).toEqual(expect.any(Number));
          expect(answer.coverUrl).toMatch(/^\/media\/popsic\/picture-\d+\.png$/);
          expect(answer.fileList![0]!.url).toMatch(/^\/media\/video\/.+\.mp4$/);
          // The cover is a real generated picture.
          expect((await t.app.inject({ url: answer.coverUrl! })).statusCode).toBe(200);
        } else expect(answer.worksId).toBeNull();
      }
    }
    // The qc registration carries its proof picture.
    const qc = (await listEntries(t.db, 'qc'))[0]!;
    const token = (await postJson(t.app, `/api/__test/session?uid=${qc.uid}`)).body.data.token;
    expect((await works('qc', token)).data.recomLetterUrl).toMatch(/^\/media\/.+\.png$/);
  });
});

describe('POST /api/__test/campaign/user', () => {
  it('lands a fresh user on each status of each campaign (none for null)', async () => {
    for (const id of CAMPAIGN_IDS)
      for (const status of [null, 0, 1, 2, 3] as const) {
        const u = await userAt(id, status);
        const answer = campaignWorksResponse.parse(await works(id, u.token));
        if (status === null) {
          expect(answer.data).toBeNull();
          continue;
        }
        expect(answer.data!.status).toBe(status);
        expect(landingStep(answer.data!.status as CampaignStatus)).toBe(landingStep(status));
        // A complete work for 3, 0 and 2 (for qc's 2 too: a draft saved once opened).
        expect(workSchema(id).safeParse(answer.data).success).toBe(status !== 1);
        // Registered in this campaign only.
        for (const other of CAMPAIGN_IDS.filter((o) => o !== id))
          expect((await works(other, u.token)).data).toBeNull();
      }
  });

  it('work: false at status 2 gives a registration without a work (a qc team just opened)', async () => {
    for (const id of CAMPAIGN_IDS) {
      const u = await userAt(id, 2, { work: false });
      const answer = campaignWorksResponse.parse(await works(id, u.token)).data!;
      expect(answer).toMatchObject({ status: 2, worksId: null, title: '', fileList: [] });
    }
    // 3 and 0 are submitted works: always complete.
    const done = await userAt('qc', 3, { work: false });
    expect(workSchema('qc').safeParse((await works('qc', done.token)).data).success).toBe(true);
  });

  it('refuses a campaign or status it does not know', async () => {
    for (const body of [
      { campaign: 'xx', status: 1 },
      { campaign: 'mc', status: 4 },
      { campaign: 'mc' },
      { campaign: 'mc', status: 2, work: 'no' },
      {},
    ])
      expect((await postJson(t.app, '/api/__test/campaign/user', body)).body.code).toBe(500);
  });
});

describe('POST /api/{id}/register', () => {
  it.each(CAMPAIGN_IDS)(
    '%s: registers at status 1 with the SMS code; works answers the shown fields',
    async (id) => {
      const u = await userAt(id, null);
      const b = await register(id, u);
      const answer = campaignWorksResponse.parse(await works(id, u.token)).data!;
      expect(answer).toMatchObject({
        name: b.name,
        workUnit: b.workUnit,
        sourceUnit: b.sourceUnit,
        phone: b.phone,
      });
      expect(answer.status).toBe(1);
      expect(answer.worksId).toBeNull();
      expect(answer.fileList).toEqual([]);
      const cfg = CAMPAIGNS[id];
      for (const f of ['sourceSociety', 'sourceGroup', 'recomLetterUrl'] as const)
        expect(f in answer, `${id} ${f}`).toBe(cfg.registration.includes(f));
      expect('subTitle' in answer).toBe(cfg.work.includes('subTitle'));
      if (id === 'mc') expect(answer.sourceGroup).toBe('35');
      // qc waits for the organisers; the 2025 campaigns go on to the upload step.
      expect(canUpload(id, answer.status as CampaignStatus)).toBe(id !== 'qc');
      // The code is spent: a second registration is refused (already registered, before any SMS check).
      expect(await post(`/api/${id}/register`, b, u.token)).toEqual(refusal(m.alreadyRegistered));
      expect(await entryCount(id, u.uid)).toBe(1);
    },
  );

  it('a wrong SMS code, a code of another phone, a spent code: refused, nothing written', async () => {
    const u = await userAt('ca', null);
    const b = await registration('ca', u);
    const code = await sendSms(t.app, b.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await post('/api/ca/register', { ...b, smsCode: wrong }, u.token)).toEqual(
      refusal(msg.sms.smsWrong),
    );
    // The phone must be the one the code went to.
    expect(await post('/api/ca/register', { ...b, phone: nextPhone(), smsCode: code }, u.token)).toEqual(
      refusal(msg.sms.smsExpired),
    );
    expect(await entryCount('ca', u.uid)).toBe(0);
    // The code itself still works once; then it is spent, for another user too.
    expect(await post('/api/ca/register', { ...b, smsCode: code }, u.token)).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const other = await userAt('ca', null);
    expect(await post('/api/ca/register', { ...b, smsCode: code }, other.token)).toEqual(
      refusal(msg.sms.smsExpired),
    );
    expect(await entryCount('ca', other.uid)).toBe(0);
  });

  it('two registrations at once, with one code or two, make one row', async () => {
    const u = await userAt('mc', null);
    const b = await registration('mc', u);
    b.smsCode = await sendSms(t.app, b.phone);
    const same = await Promise.all([0, 1].map(() => post('/api/mc/register', b, u.token)));
    expect(same.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(await entryCount('mc', u.uid)).toBe(1);

    const v = await userAt('ms', null);
    const bodies = await Promise.all([0, 1].map(() => registration('ms', v)));
    for (const x of bodies) x.smsCode = await sendSms(t.app, x.phone);
    const two = await Promise.all(bodies.map((x) => post('/api/ms/register', x, v.token)));
    expect(two.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(two.find((r) => r.code === 500)!.msg).toBe(m.alreadyRegistered);
    expect(await entryCount('ms', v.uid)).toBe(1);
  });

  /** One bad body per rule (002 §5), each answered with the schema's message. */
  const REQUIRED: Array<[CampaignId[], string, unknown, string]> = [
    // A team's leader in qc and ca, the contestant in the individual mc and ms (issue 31).
    [['qc', 'ca'], 'name', undefined, m.leaderRequired],
    [['qc', 'ca'], 'name', '   ', m.leaderRequired],
    [['mc', 'ms'], 'name', undefined, m.nameRequired],
    [['mc', 'ms'], 'name', '   ', m.nameRequired],
    [[...CAMPAIGN_IDS], 'workUnit', undefined, m.workUnitRequired],
    [[...CAMPAIGN_IDS], 'sourceUnit', '', m.sourceUnitRequired],
    [[...CAMPAIGN_IDS], 'phone', undefined, m.phoneRequired],
    [[...CAMPAIGN_IDS], 'phone', '1380000000', m.phoneInvalid],
    [[...CAMPAIGN_IDS], 'phone', '23800000000', m.phoneInvalid],
    [[...CAMPAIGN_IDS], 'phone', '138000000001', msg.validation.tooLong(11)],
    [[...CAMPAIGN_IDS], 'validCode', undefined, m.captchaRequired],
    [[...CAMPAIGN_IDS], 'uuid', '', m.captchaRequired],
    [[...CAMPAIGN_IDS], 'smsCode', undefined, m.smsRequired],
    [['mc', 'ms'], 'sourceSociety', undefined, m.titleRankRequired],
    [['mc'], 'sourceGroup', undefined, m.ageRule],
    [['mc'], 'sourceGroup', '', m.ageRule],
    [['mc'], 'sourceGroup', '41', m.ageRule],
    [['mc'], 'sourceGroup', 'abc', m.ageRule],
    [['mc'], 'sourceGroup', '3.5', m.ageRule],
    [['ms'], 'sourceGroup', 'abc', m.ageInvalid],
    [['qc'], 'recomLetterUrl', undefined, m.proofRequired],
    [['qc'], 'recomLetterUrl', '/media/uploads/proof.pdf', m.proofType],
    [['qc'], 'recomLetterUrl', 'https://evil.example/p.png', m.fileUnknown],
  ];
  it.each(
    REQUIRED.flatMap(([ids, field, value, message]) => ids.map((id) => [id, field, value, message] as const)),
  )('%s: %s = %j → %s', async (id, field, value, message) => {
    const u = await userAt(id, null);
    const b: Record<string, unknown> = await registration(id, u);
    if (value === undefined) delete b[field];
    else b[field] = value;
    expect(await post(`/api/${id}/register`, b, u.token)).toEqual(refusal(message));
    expect(await entryCount(id, u.uid)).toBe(0);
  });

  it('optional fields: med-speech without an age, contrast-agent without title or age', async () => {
    const ms = await userAt('ms', null);
    await register('ms', ms, { sourceGroup: '' });
    expect((await works('ms', ms.token)).data.sourceGroup).toBe('');
    const ca = await userAt('ca', null);
    // Fields the campaign does not show are not stored.
    await register('ca', ca, { sourceSociety: '主任医师', sourceGroup: '99' });
    const answer = (await works('ca', ca.token)).data;
    expect(answer).not.toHaveProperty('sourceSociety');
    const row = await t.db.query<{ s: string; g: string }>(
      'SELECT source_society AS s, source_group AS g FROM campaign_entries WHERE campaign = $1 AND uid = $2',
      ['ca', ca.uid],
    );
    expect(row.rows[0]).toEqual({ s: '', g: '' });
  });

  it("qc's proof: the caller's own upload of at most 50 MB", async () => {
    const u = await userAt('qc', null);
    const stranger = await userAt('qc', null);
    const theirs = await upload(stranger.uid, 'png');
    const b = await registration('qc', u, { recomLetterUrl: theirs.url });
    expect(await post('/api/qc/register', b, u.token)).toEqual(refusal(m.fileUnknown));
    const big = await upload(u.uid, 'png', 50 * MB + 1);
    expect(await post('/api/qc/register', { ...b, recomLetterUrl: big.url }, u.token)).toEqual(
      refusal(m.proofSize),
    );
    const fine = await upload(u.uid, 'png', 50 * MB);
    await register('qc', u, { recomLetterUrl: fine.url });
    expect((await works('qc', u.token)).data.recomLetterUrl).toBe(fine.url);
  });
});

describe('POST /api/{id}/commit', () => {
  it.each(CAMPAIGN_IDS)('%s: refused before registering', async (id) => {
    const u = await userAt(id, null);
    expect(await commit(id, u, await work(id, u))).toEqual(refusal(m.notRegistered));
  });

  it.each(CAMPAIGN_IDS)('%s: refused once submitted (3 or 0)', async (id) => {
    for (const status of [3, 0] as const) {
      const u = await userAt(id, status);
      const before = (await works(id, u.token)).data;
      expect(await commit(id, u, await work(id, u))).toEqual(refusal(m.alreadySubmitted));
      expect(await commit(id, u, { ...(await work(id, u)), status: 3 })).toEqual(refusal(m.alreadySubmitted));
      expect((await works(id, u.token)).data).toEqual(before);
    }
  });

  it('qc: not open at status 1 (no draft either); opened by the organisers, the draft keeps status 2', async () => {
    const u = await userAt('qc', 1);
    expect(await commit('qc', u, await work('qc', u))).toEqual(refusal(m.notOpen));
    expect((await works('qc', u.token)).data.worksId).toBeNull();
    expect(await openEntry(t.db, 'qc', u.uid, t.clock.now())).toEqual({ ok: true });
    const draft = await commit('qc', u, await work('qc', u));
    expect(draft).toMatchObject({ code: 200, data: { worksId: expect.any(Number), status: 2 } });
    const final = await commit('qc', u, { ...(await work('qc', u)), worksId: draft.data.worksId, status: 3 });
    expect(final).toMatchObject({ code: 200, data: { worksId: draft.data.worksId, status: 3 } });
    expect(await commit('qc', u, await work('qc', u))).toEqual(refusal(m.alreadySubmitted));
  });

  it.each(['mc', 'ca', 'ms'] as const)(
    '%s: draft (1 → 2), worksId kept, sizes from the uploads, then final 3 and nothing more',
    async (id) => {
      const u = await userAt(id, null);
      await register(id, u);
      const first = await work(id, u);
      const saved = await commit(id, u, first);
      expect(saved).toMatchObject({ code: 200, data: { worksId: expect.any(Number), status: 2 } });
      const worksId = saved.data.worksId as number;
      let answer = campaignWorksResponse.parse(await works(id, u.token)).data!;
      expect(answer).toMatchObject({ worksId, status: 2, title: first.title, coverUrl: first.coverUrl });
      expect(answer.fileList).toEqual([
        {
          url: first.fileList[0]!.url,
          name: '我的作品.mp4',
          fileName: expect.stringMatching(/^上传\d+\.mp4$/),
          fileSize: 9_000_000,
        },
      ]);
      if (id === 'ca') expect(answer.subTitle).toBe('张三,李四,王五');

      // The same worksId again, or none: kept. Another: refused.
      const second = await work(id, u, { title: '第二稿' });
      expect(await commit(id, u, { ...second, worksId })).toMatchObject({
        code: 200,
        data: { worksId, status: 2 },
      });
      expect(await commit(id, u, { ...second, worksId: worksId + 1000 })).toEqual(refusal(m.worksIdMismatch));
      // Keeping what the entry already has (cover and file): no new upload needed.
      answer = campaignWorksResponse.parse(await works(id, u.token)).data!;
      const keep = {
        ...second,
        title: '第三稿',
        coverUrl: answer.coverUrl,
        fileList: answer.fileList!.map((f) => ({ url: f.url, name: f.name, fileSize: 0 })),
      };
      expect(await commit(id, u, keep)).toMatchObject({ code: 200, data: { worksId, status: 2 } });
      expect((await works(id, u.token)).data.fileList[0].fileSize).toBe(9_000_000);

      const final = await commit(id, u, { ...keep, worksId, status: 3 });
      expect(final).toMatchObject({ code: 200, data: { worksId, status: 3 } });
      expect((await works(id, u.token)).data).toMatchObject({ status: 3, title: '第三稿', worksId });
      expect(await commit(id, u, keep)).toEqual(refusal(m.alreadySubmitted));
    },
  );

  it('a status-2 entry of the test endpoint keeps its seeded media on a commit', async () => {
    const u = await userAt('mc', 2);
    const answer = campaignWorksResponse.parse(await works('mc', u.token)).data!;
    const body = {
      title: answer.title,
      content: answer.content,
      coverUrl: answer.coverUrl,
      fileList: answer.fileList!.map((f) => ({ url: f.url, name: f.name ?? '', fileSize: f.fileSize ?? 0 })),
      worksId: answer.worksId,
      status: 3,
    };
    expect(await commit('mc', u, body)).toMatchObject({
      code: 200,
      data: { worksId: answer.worksId, status: 3 },
    });
  });

  it("files: only the caller's own uploads, within the campaign's sizes and counts", async () => {
    const u = await userAt('mc', 1);
    const stranger = await userAt('mc', 1);
    const theirs = await upload(stranger.uid, 'mp4');
    const theirCover = await upload(stranger.uid, 'png');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ coverUrl: theirCover.url }, m.fileUnknown],
      [{ fileList: [{ url: theirs.url, name: 'a.mp4', fileSize: 1 }] }, m.fileUnknown],
      [{ fileList: [{ url: '/media/uploads/nobody.mp4', name: 'a.mp4', fileSize: 1 }] }, m.fileUnknown],
      [{ coverUrl: '/media/uploads/nobody.png' }, m.fileUnknown],
      [{ coverUrl: (await upload(u.uid, 'png', 5 * MB + 1)).url }, m.coverSize],
      [
        { fileList: [{ url: (await upload(u.uid, 'mp4', 1000 * MB + 1)).url, name: 'a.mp4', fileSize: 1 }] },
        m.fileSize(1000),
      ],
      [
        {
          fileList: [
            { url: (await upload(u.uid, 'mp4')).url, name: 'a.mp4', fileSize: 1 },
            { url: (await upload(u.uid, 'mp4')).url, name: 'b.mp4', fileSize: 1 },
          ],
        },
        m.filesLimit(1),
      ],
    ];
    for (const [over, message] of cases)
      expect(await commit('mc', u, await work('mc', u, over)), JSON.stringify(over)).toEqual(
        refusal(message),
      );
    // At the limits: fine.
    const edge = await work('mc', u, {
      coverUrl: (await upload(u.uid, 'png', 5 * MB)).url,
      fileList: [{ url: (await upload(u.uid, 'mp4', 1000 * MB)).url, name: 'a.mp4', fileSize: 1 }],
    });
    expect((await commit('mc', u, edge)).code).toBe(200);
    expect((await works('mc', u.token)).data.status).toBe(2);
  });

  it('qc: the video at most 200 MB', async () => {
    const u = await userAt('qc', 2);
    const big = await upload(u.uid, 'mp4', 200 * MB + 1);
    expect(
      await commit(
        'qc',
        u,
        await work('qc', u, { fileList: [{ url: big.url, name: 'a.mp4', fileSize: 1 }] }),
      ),
    ).toEqual(refusal(m.fileSize(200)));
    const fits = await upload(u.uid, 'mp4', 200 * MB);
    expect(
      (
        await commit(
          'qc',
          u,
          await work('qc', u, { fileList: [{ url: fits.url, name: 'a.mp4', fileSize: 1 }] }),
        )
      ).code,
    ).toBe(200);
  });

  it('ms: several slides and videos (mp4, ppt, pptx) up to 5, removable; no PDF; no file twice', async () => {
    const u = await userAt('ms', 1);
    const files = await Promise.all(
      ['mp4', 'ppt', 'pptx', 'pptx', 'mp4'].map(async (ext, i) => ({
        url: (await upload(u.uid, ext)).url,
        name: `第${i + 1}个.${ext}`,
        fileSize: 1,
      })),
    );
    expect((await commit('ms', u, await work('ms', u, { fileList: files }))).code).toBe(200);
    expect((await works('ms', u.token)).data.fileList).toHaveLength(5);
    // Removing one keeps the rest (the entry's own files need no new upload).
    expect((await commit('ms', u, await work('ms', u, { fileList: files.slice(1) }))).code).toBe(200);
    expect((await works('ms', u.token)).data.fileList.map((f: { url: string }) => f.url)).toEqual(
      files.slice(1).map((f) => f.url),
    );
    const sixth = { url: (await upload(u.uid, 'mp4')).url, name: 'x.mp4', fileSize: 1 };
    expect(await commit('ms', u, await work('ms', u, { fileList: [...files, sixth] }))).toEqual(
      refusal(m.filesLimit(5)),
    );
    const pdf = { url: (await upload(u.uid, 'pdf')).url, name: 'x.pdf', fileSize: 1 };
    expect(await commit('ms', u, await work('ms', u, { fileList: [pdf] }))).toEqual(
      refusal(m.fileType(['mp4', 'ppt', 'pptx'])),
    );
    expect(await commit('ms', u, await work('ms', u, { fileList: [files[1], files[1]] }))).toEqual(
      refusal(msg.validation.badRequest),
    );
  });

  it('ms: slides and a video sent through the real upload call, then committed with their recorded sizes', async () => {
    const u = await userAt('ms', 1);
    const send = async (name: string, bytes: Buffer) => {
      const { payload, contentType } = multipartBody(name, bytes);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/science/upload',
        payload,
        headers: { ...bearer(u.token), 'content-type': contentType },
      });
      expect(r.json().code, name).toBe(200);
      return r.json().data as { fileUrl: string; fileName: string; fileSize: number };
    };
    const cover = await send('封面.png', Buffer.concat([PNG_HEAD, Buffer.alloc(2000, 1)]));
    const files = [
      await send('演讲.pptx', PPTX_BYTES),
      await send('旧版.ppt', PPT_BYTES),
      await send('演讲.mp4', patternSlice(0, 40_000)),
    ];
    expect(files.map((f) => f.fileUrl.split('.').pop())).toEqual(['pptx', 'ppt', 'mp4']);
    const body = await work('ms', u, {
      coverUrl: cover.fileUrl,
      fileList: files.map((f) => ({ url: f.fileUrl, name: f.fileName, fileSize: 999 })),
    });
    expect((await commit('ms', u, body)).code).toBe(200);
    expect((await works('ms', u.token)).data.fileList).toEqual(
      files.map((f) => ({ url: f.fileUrl, name: f.fileName, fileName: f.fileName, fileSize: f.fileSize })),
    );
    // mc takes none of the slides.
    const mc = await userAt('mc', 1);
    const slides = await work('mc', mc, {
      fileList: [{ url: files[0]!.fileUrl, name: 'a.pptx', fileSize: 1 }],
    });
    expect(await commit('mc', mc, slides)).toEqual(refusal(m.fileType(['mp4'])));
  });

  /** One bad work per rule (002 §5), each answered with the schema's message. */
  const WORK_RULES: Array<[CampaignId[], string, unknown, (id: CampaignId) => string]> = [
    [[...CAMPAIGN_IDS], 'title', undefined, () => m.titleRequired],
    [[...CAMPAIGN_IDS], 'title', ' ', () => m.titleRequired],
    [[...CAMPAIGN_IDS], 'title', '题'.repeat(65), () => msg.validation.tooLong(64)],
    [[...CAMPAIGN_IDS], 'content', undefined, (id) => (id === 'qc' ? m.abstractRequired : m.summaryRequired)],
    [[...CAMPAIGN_IDS], 'coverUrl', undefined, () => m.coverRequired],
    [[...CAMPAIGN_IDS], 'coverUrl', '/media/uploads/cover.gif', () => m.coverType],
    [[...CAMPAIGN_IDS], 'fileList', [], () => m.filesRequired],
    [[...CAMPAIGN_IDS], 'fileList', undefined, () => m.filesRequired],
    [
      ['mc', 'ca', 'qc'],
      'fileList',
      [{ url: '/media/uploads/a.ppt', name: 'a.ppt', fileSize: 1 }],
      (id) => m.fileType(CAMPAIGNS[id].attachments.extensions),
    ],
    [['qc', 'ca'], 'subTitle', undefined, () => m.membersRequired],
    [[...CAMPAIGN_IDS], 'status', 2, () => msg.validation.badRequest],
    [[...CAMPAIGN_IDS], 'worksId', 'abc', () => msg.validation.idInvalid],
  ];
  it.each(
    WORK_RULES.flatMap(([ids, field, value, message]) =>
      ids.map((id) => [id, field, value, message] as const),
    ),
  )('%s: %s = %j → its message', async (id, field, value, message) => {
    const u = await userAt(id, 2);
    const before = (await works(id, u.token)).data;
    const b: Record<string, unknown> = await work(id, u);
    if (value === undefined) delete b[field];
    else b[field] = value;
    expect(await commit(id, u, b)).toEqual(refusal(message(id)));
    expect((await works(id, u.token)).data).toEqual(before);
  });
});

describe('hostile bodies: a Chinese refusal, never a 500', () => {
  it('huge strings, wrong types, odd bodies, another user’s upload', async () => {
    const u = await userAt('mc', null);
    const reg = await registration('mc', u);
    const registered = await userAt('ca', 1);
    const good = await work('ca', registered);
    const stranger = await userAt('ca', 1);
    const theirs = await upload(stranger.uid, 'mp4');
    const bodies: Array<[string, CampaignId, User, unknown]> = [
      ['register', 'mc', u, { ...reg, name: '名'.repeat(100_000) }],
      ['register', 'mc', u, { ...reg, name: 12345 }],
      ['register', 'mc', u, { ...reg, sourceGroup: { $gt: 1 } }],
      ['register', 'mc', u, { ...reg, phone: ['13800000000'] }],
      ['register', 'mc', u, { ...reg, workUnit: 'a\u0000b' }],
      ['register', 'mc', u, []],
      ['register', 'mc', u, 'text'],
      ['register', 'mc', u, null],
      ['commit', 'ca', registered, { ...good, content: '摘'.repeat(200_000) }],
      ['commit', 'ca', registered, { ...good, fileList: 'x' }],
      ['commit', 'ca', registered, { ...good, fileList: [null] }],
      ['commit', 'ca', registered, { ...good, fileList: [{ url: 5 }] }],
      [
        'commit',
        'ca',
        registered,
        { ...good, fileList: [{ url: '/media/../etc/passwd.mp4', name: 'a', fileSize: 1 }] },
      ],
      ['commit', 'ca', registered, { ...good, fileList: [{ ...good.fileList[0], fileSize: -1 }] }],
      ['commit', 'ca', registered, { ...good, fileList: [{ ...good.fileList[0], fileSize: 1e300 }] }],
      ['commit', 'ca', registered, { ...good, worksId: -1 }],
      ['commit', 'ca', registered, { ...good, worksId: 2 ** 40 }],
      ['commit', 'ca', registered, { ...good, status: '3' }],
      ['commit', 'ca', registered, { ...good, title: { toString: 'x' } }],
      ['commit', 'ca', registered, { ...good, fileList: [{ url: theirs.url, name: 'a.mp4', fileSize: 1 }] }],
      ['commit', 'ca', registered, { ...good, coverUrl: theirs.url.replace('.mp4', '.png') }],
      ['commit', 'ca', registered, []],
    ];
    for (const [call, id, user, body] of bodies) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/${id}/${call}`,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const label = `${call} ${JSON.stringify(body).slice(0, 80)}`;
      expect(r.statusCode, label).toBeLessThan(500);
      expect(r.json().code, label).not.toBe(200);
      expect(r.json().msg, label).toMatch(CJK);
    }
    expect(await entryCount('mc', u.uid)).toBe(0);
    expect((await works('ca', registered.token)).data.worksId).toBeNull();
  });
});

describe('npm run admin -- campaign …', () => {
  it('list: a campaign’s entries, by status', async () => {
    const all = await campaignCommand(t.db, ['list', 'mc']);
    expect(all.code).toBe(0);
    expect(all.out.length).toBeGreaterThanOrEqual(4);
    expect(all.out.some((l) => l.includes('赵建国') || l.includes('周文博'))).toBe(true);
    const three = await campaignCommand(t.db, ['list', 'ca', '--status', '3']);
    expect(three.code).toBe(0);
    expect(three.out.length).toBeGreaterThan(0);
    for (const line of three.out) expect(line).toMatch(/\t3 已提交\t/);
    expect((await campaignCommand(t.db, ['list', 'xx'])).code).toBe(2);
    expect((await campaignCommand(t.db, ['list', 'mc', '--status', '7'])).err).toEqual(['unknown status 7']);
    expect((await campaignCommand(t.db, ['list', 'mc', '--uid', '1'])).code).toBe(2);
    expect((await campaignCommand(t.db, [])).code).toBe(2);
  });

  it('open: qc 1 → 2 only; anything else refused clearly', async () => {
    const u = await userAt('qc', 1);
    const opened = await campaignCommand(t.db, ['open', 'qc', String(u.uid)]);
    expect(opened).toEqual({ code: 0, out: [expect.stringContaining('→ 2')], err: [] });
    expect((await works('qc', u.token)).data.status).toBe(2);
    expect(canUpload('qc', 2)).toBe(true);
    // Opened once: a second time is refused, as is any other status.
    const again = await campaignCommand(t.db, ['open', 'qc', String(u.uid)]);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/is 2 .*only 1 .*can be opened/);
    for (const status of [3, 0] as const) {
      const v = await userAt('qc', status);
      expect((await campaignCommand(t.db, ['open', 'qc', String(v.uid)])).code).toBe(1);
      expect((await works('qc', v.token)).data.status).toBe(status);
    }
    const mc = await userAt('mc', 1);
    const notQc = await campaignCommand(t.db, ['open', 'mc', String(mc.uid)]);
    expect(notQc.code).toBe(1);
    expect(notQc.err[0]).toMatch(/only qc/);
    expect((await works('mc', mc.token)).data.status).toBe(1);
    const nobody = await userAt('qc', null);
    expect((await campaignCommand(t.db, ['open', 'qc', String(nobody.uid)])).err[0]).toMatch(
      /has not registered/,
    );
    expect((await campaignCommand(t.db, ['open', 'qc', 'x'])).code).toBe(2);
  });
});
