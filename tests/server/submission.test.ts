/**
 * The works submission's calls (000 §7.4 worksList, works/{id}, commitWorks, modifyWorks, optimizeWorks;
 * issue 16, docs/decisions/0048): answers parsed with the client's schemas, every §5.3–5.5 rule answered by
 * the server with its message, files only the author's uploads (or the work's own), the session and SMS
 * checks, edits only in editable states, 完善材料 only once passed, a submission public only once approved,
 * and the organisers' review (`npm run admin -- works …`) along the legal moves only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STATUS as S, reviewStatusLabel } from '../../domain/reviewStatus';
import { COVER_EXTENSIONS, hasExtension, isShowOf, modifyStatusOf } from '../../domain/submission';
import { ownWorkResponse, ownWorksResponse } from '../../src/schemas/submission';
import { contributionMsg as m } from '../../src/text/contribution';
import { msg } from '../../src/text/messages';
import { popsicMsg } from '../../src/text/popsic';
import { reviewSubmission, worksCommand } from '../../server/popsic/submissionAdmin';
import { approvedSubmissions, DEMO_SUBMITTER_UID, seedSubmissions } from '../../server/seed/submissions';
import { SESSION_EPOCH } from '../../server/seed/popsic';
import { recordUpload } from '../../server/uploads/registry';
import { getJson, postJson, sendSms, startTestApp, type TestApp } from './helpers';
import { createSubmission } from './factories';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await postJson(t.app, `/api/__test/session?uid=${DEMO_SUBMITTER_UID}`)).body.data.token;
}, 60_000);
afterAll(() => t.close());

interface User {
  uid: number;
  token: string;
}
const freshUser = async (): Promise<User> => (await postJson(t.app, '/api/__test/liveRoom/user')).body.data;
const get = async (url: string, token?: string) => (await getJson(t.app, url, token)).body;
const post = async (url: string, body: unknown, token?: string) =>
  (await postJson(t.app, url, body as object, token)).body;

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};
let uploads = 0;
/** An upload of `uid` as the upload endpoint records it (that endpoint is another helper's). */
async function upload(uid: number, ext: string, fileSize = 2048) {
  const n = ++uploads;
  const file = { url: `/media/uploads/test-${n}.${ext}`, fileName: `文件${n}.${ext}`, fileSize };
  await recordUpload(t.db, { ...file, uid, mime: MIME[ext] ?? 'application/octet-stream' });
  return file;
}

let phones = 0;
const nextPhone = () => `1390000${String(++phones).padStart(4, '0')}`;

/** A valid new video submission of `user` (their own cover and mp4), with an SMS code not yet asked for. */
async function body(user: User, over: Record<string, unknown> = {}) {
  const cover = await upload(user.uid, 'png', 300_000);
  const video = await upload(user.uid, 'mp4', 9_000_000);
  return {
    title: '影像检查前的准备',
    name: '张三',
    phone: nextPhone(),
    validCode: 'abcd',
    uuid: 'uuid-1',
    smsCode: '000000',
    workUnit: '医学影像研究院',
    identity: '1',
    studentType: '',
    workId: '',
    studentStatus: '',
    sourceSociety: '',
    sourceGroup: '',
    sourceUnit: '研究院放射科',
    sourcePerson: '',
    sourceCategory: '3',
    worksForm: 1,
    videoType: '1',
    graphicType: '',
    scienceTarget: '1',
    scienceType: '1',
    content: '',
    coverUrl: cover.url,
    fileList: [video],
    agreement: true,
    ...over,
  };
}

/** A committed submission of `user`: its id and the body it was sent with. */
async function commit(user: User, over: Record<string, unknown> = {}) {
  const b = await body(user, over);
  b.smsCode = await sendSms(t.app, b.phone);
  const res = await post('/api/science/commitWorks', b, user.token);
  expect(res).toMatchObject({ code: 200, data: { worksId: expect.any(Number) } });
  return { id: res.data.worksId as number, body: b };
}

const list = async (token: string, page = 1) =>
  ownWorksResponse.parse(await get(`/api/science/worksList?pageNum=${page}&pageSize=10`, token));

describe('bearer', () => {
  it('every call answers HTTP 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/science/worksList'],
      ['GET', '/api/science/works/1'],
      ['POST', '/api/science/commitWorks'],
      ['POST', '/api/science/modifyWorks'],
      ['POST', '/api/science/optimizeWorks'],
    ] as const) {
      const r = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(r.statusCode, url).toBe(401);
      expect(r.json()).toEqual({ code: 401, msg: '当前登录状态已过期, 请重新登录' });
    }
  });
});

describe('worksList and works/{id} (000 §7.4)', () => {
  it('a user’s list: every review status with its reason, two pages of 10, newest first', async () => {
    const u = await freshUser();
    // One submission in each status, a day apart (the last made is the newest); the rejected ones with a reason.
    const made = [];
    for (const [i, status] of Object.values(S).entries())
      made.push(
        await createSubmission(t.db, {
          uid: u.uid,
          status,
          rejectReason: status === S.firstRejected ? '作品内容与大赛主题不符。' : '',
          createTime: new Date(Date.UTC(2025, 6, 1 + i, 2)).toISOString(),
        }),
      );
    const first = await list(u.token);
    const second = await list(u.token, 2);
    expect(first.total).toBe(made.length);
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(made.length - 10);
    const rows = [...first.data, ...second.data];
    expect(rows.map((r) => r.worksId)).toEqual(made.map((w) => w.id).reverse());
    expect(new Set(rows.map((r) => Number(r.status)))).toEqual(new Set(Object.values(S)));
    const times = rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.at(-1)).toBe('2025-07-01 10:00:00');
    for (const r of rows) {
      const status = Number(r.status);
      expect(r.modifyStatus).toBe(modifyStatusOf(status));
      expect(r.isShow).toBe(isShowOf(status));
      expect(r.coverUrl).not.toBe('');
    }
    const rejected = rows.find((r) => r.status === S.firstRejected)!;
    expect(rejected.rejectReason).toBe('作品内容与大赛主题不符。');
    expect(rows.find((r) => r.status === S.pending)!.rejectReason).toBe('');
    expect(Object.keys(first.data[0]!).sort()).toEqual(
      [
        'worksId',
        'title',
        'name',
        'createTime',
        'status',
        'rejectReason',
        'coverUrl',
        'sharePictureUrl',
        'modifyStatus',
        'isShow',
        'epoch',
      ].sort(),
    );
    // The approved one is a published work: 查看 opens it.
    const approved = rows.filter((r) => r.status === S.approved);
    expect(approved).toHaveLength(1);
    for (const a of approved)
      expect((await get(`/api/science/web/work/${a.worksId}?epoch=${a.epoch}`)).code).toBe(200);
  });

  // About the demo data: the demo user's 我的投稿 shows every review status (the seed's submissions and works).
  it('the demo user has every review status, the seed’s submissions and approved works, two pages', async () => {
    const rows = [...(await list(demo)).data, ...(await list(demo, 2)).data];
    expect(rows).toHaveLength(seedSubmissions.length + approvedSubmissions.length);
    expect(new Set(rows.map((r) => Number(r.status)))).toEqual(new Set(Object.values(S)));
  });

  it('every seeded picture a user may send again is a JPG/JPEG/PNG, never an SVG (issue 31)', async () => {
    // 我的投稿's covers and share pictures (编辑 and 完善材料 send them back) …
    const rows = [...(await list(demo)).data, ...(await list(demo, 2)).data];
    expect(rows.map((r) => r.title)).toContain('冠脉CT血管成像（1）');
    const pictures = rows.flatMap((r) => [r.coverUrl, r.sharePictureUrl]).filter((u) => u !== '');
    // … and the campaigns' covers and proofs (their wizards send them back on every commit).
    const { rows: entries } = await t.db.query<{ url: string }>(
      `SELECT cover_url AS url FROM campaign_entries WHERE cover_url <> ''
       UNION ALL SELECT recom_letter_url FROM campaign_entries WHERE recom_letter_url <> ''`,
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const url of [...pictures, ...entries.map((e) => e.url)])
      expect(hasExtension(url, COVER_EXTENSIONS), url).toBe(true);
  });

  it('a fresh user has none (the empty state); bad paging is refused, not a 500', async () => {
    const u = await freshUser();
    expect(await get('/api/science/worksList?pageNum=1&pageSize=10', u.token)).toEqual({
      code: 200,
      msg: '操作成功',
      data: [],
      total: 0,
    });
    const bad = await getJson(t.app, '/api/science/worksList?pageNum=x', u.token);
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(500);
  });

  it('works/{id}: the form’s fields and the files with their sizes; another’s or unknown refused', async () => {
    const u = await freshUser();
    const made = await createSubmission(t.db, {
      uid: u.uid,
      status: S.returnedForChanges,
      rejectReason: '封面图片不清晰',
    });
    const id = made.id;
    const res = ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token));
    expect(res.data.worksData).toMatchObject({
      worksId: id,
      title: made.title,
      phone: made.phone,
      worksForm: 2,
      status: S.returnedForChanges,
      rejectReason: '封面图片不清晰',
    });
    expect(res.data.worksFileList.map((f) => f.url)).toEqual(made.files.map((f) => f.url));
    expect(res.data.worksFileList.map((f) => f.fileSize)).toEqual(made.files.map((f) => f.fileSize));
    const other = await freshUser();
    expect(await get(`/api/science/works/${id}`, other.token)).toEqual({ code: 500, msg: m.notYours });
    expect(await get('/api/science/works/999999', u.token)).toEqual({ code: 500, msg: m.notYours });
    expect(await get('/api/science/works/abc', u.token)).toEqual({ code: 500, msg: m.notYours });
  });
});

describe('commitWorks', () => {
  it('a new work: pending, in the open session’s epoch, its files with the recorded sizes; not public', async () => {
    const u = await freshUser();
    const { id, body: sent } = await commit(u, {
      title: '低剂量CT筛查',
      content: '不展示的描述',
      fileList: [{ ...(await upload(u.uid, 'mp4', 5_000_000)), fileSize: 1 }],
    });
    const rows = (await list(u.token)).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      worksId: id,
      title: '低剂量CT筛查',
      name: '张三',
      status: S.pending,
      modifyStatus: 1,
      isShow: 1,
      epoch: SESSION_EPOCH,
      rejectReason: '',
    });
    const own = ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token)).data;
    expect(own.worksData).toMatchObject({ phone: sent.phone, coverUrl: sent.coverUrl, videoType: '1' });
    // A video shows no description: none is stored. The size is the upload's, not the browser's.
    expect(own.worksData.content).toBe('');
    expect(own.worksFileList).toEqual([
      { url: sent.fileList[0]!.url, fileName: sent.fileList[0]!.fileName, fileSize: 5_000_000 },
    ]);

    // Pending is never public: no detail, list, search, like or comment.
    expect((await get(`/api/science/web/work/${id}`)).code).toBe(404);
    const search = await get(
      `/api/science/web/search?value=${encodeURIComponent('低剂量CT筛查')}&epoch=${SESSION_EPOCH}`,
    );
    expect(search.rows.map((r: { id: number }) => Number(r.id))).not.toContain(id);
    const groups = (await get(`/api/science/web/work/list?epoch=${SESSION_EPOCH}`)).data as Record<
      string,
      { id: number }[]
    >;
    expect(
      Object.values(groups)
        .flat()
        .map((w) => Number(w.id)),
    ).not.toContain(id);
    expect((await post(`/api/science/web/work/${id}/like`, {}, u.token)).code).toBe(404);
    expect((await post(`/api/science/web/work/${id}/comment`, { comment: '好' }, u.token)).code).toBe(404);

    // The same SMS code again: spent.
    expect(await post('/api/science/commitWorks', sent, u.token)).toEqual({
      code: 500,
      msg: msg.sms.smsExpired,
    });
    expect((await list(u.token)).total).toBe(1);

    // Approved by the organisers: public.
    expect((await reviewSubmission(t.db, id, S.firstPassed)).ok).toBe(true);
    expect((await get(`/api/science/web/work/${id}`)).code).toBe(404);
    await reviewSubmission(t.db, id, S.secondPassed);
    await reviewSubmission(t.db, id, S.approved);
    const detail = await get(`/api/science/web/work/${id}`);
    expect(detail.code).toBe(200);
    expect(detail.data.worksFile).toEqual([
      { path: sent.fileList[0]!.url, fileName: sent.fileList[0]!.fileName, coverUrl: '' },
    ]);
    expect((await list(u.token)).data[0]).toMatchObject({ status: S.approved, isShow: 2, modifyStatus: 0 });
  });

  it('the description is plain text: markup stripped, and markup alone is no description', async () => {
    const u = await freshUser();
    const picture = await upload(u.uid, 'png');
    const graphic = { worksForm: 2, videoType: '', graphicType: '1', fileList: [picture] };
    const { id } = await commit(u, { ...graphic, content: '<b>粗体</b><script>alert(1)</script>说明' });
    const own = ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token)).data;
    expect(own.worksData.content).not.toMatch(/[<>]/);
    expect(own.worksData.content).toContain('粗体');
    const b = await body(u, { ...graphic, content: '<p></p>' });
    expect(await post('/api/science/commitWorks', b, u.token)).toEqual({ code: 500, msg: m.contentRequired });
  });

  it('every rule of §5.3–5.5 answered with its message', async () => {
    const u = await freshUser();
    const other = await freshUser();
    const v = msg.validation;
    const cases: [string, (b: Awaited<ReturnType<typeof body>>) => Promise<unknown> | unknown, string][] = [
      ['title missing', (b) => ({ ...b, title: undefined }), m.titleRequired],
      ['title blank', (b) => ({ ...b, title: '   ' }), m.titleRequired],
      ['title 65', (b) => ({ ...b, title: '题'.repeat(65) }), v.tooLong(64)],
      ['name missing', (b) => ({ ...b, name: '' }), m.nameRequired],
      ['name 11', (b) => ({ ...b, name: '名'.repeat(11) }), v.tooLong(10)],
      ['phone missing', (b) => ({ ...b, phone: '' }), m.phoneRequired],
      ['captcha missing', (b) => ({ ...b, validCode: '' }), m.captchaRequired],
      ['sms missing', (b) => ({ ...b, smsCode: '' }), m.smsRequired],
      ['work unit missing', (b) => ({ ...b, workUnit: '' }), m.workUnitRequired],
      ['work unit 129', (b) => ({ ...b, workUnit: '单'.repeat(129) }), v.tooLong(128)],
      ['identity missing', (b) => ({ ...b, identity: '' }), m.identityRequired],
      [
        'student type for a student',
        (b) => ({ ...b, identity: '5', studentType: '' }),
        m.studentTypeRequired,
      ],
      [
        'no source',
        (b) => ({ ...b, sourceSociety: '', sourceGroup: '', sourceUnit: '', sourcePerson: '' }),
        m.sourceHint,
      ],
      ['source 129', (b) => ({ ...b, sourcePerson: '人'.repeat(129) }), v.tooLong(128)],
      ['no form', (b) => ({ ...b, worksForm: undefined }), m.formRequired],
      ['no target', (b) => ({ ...b, scienceTarget: '' }), m.targetRequired],
      ['no science type', (b) => ({ ...b, scienceType: '' }), m.scienceTypeRequired],
      ['content missing for form 2', (b) => ({ ...b, worksForm: 2, content: '' }), m.contentRequired],
      ['content missing for form 3', (b) => ({ ...b, worksForm: 3, content: '' }), m.contentRequired],
      ['content 1501', (b) => ({ ...b, worksForm: 2, content: '字'.repeat(1501) }), v.tooLong(1500)],
      ['cover missing', (b) => ({ ...b, coverUrl: '' }), m.coverRequired],
      ['cover gif', async (b) => ({ ...b, coverUrl: (await upload(u.uid, 'gif')).url }), m.coverType],
      ['cover outside media', (b) => ({ ...b, coverUrl: 'https://evil.example/a.png' }), m.fileUnknown],
      [
        'cover another user’s upload',
        async (b) => ({ ...b, coverUrl: (await upload(other.uid, 'png')).url }),
        m.fileUnknown,
      ],
      ['cover unknown', (b) => ({ ...b, coverUrl: '/media/uploads/nobody.png' }), m.fileUnknown],
      [
        'cover over 5 MB',
        async (b) => ({ ...b, coverUrl: (await upload(u.uid, 'png', 5 * 1024 * 1024 + 1)).url }),
        m.coverSize,
      ],
      ['no media', (b) => ({ ...b, fileList: [] }), m.mediaRequired],
      [
        '6 media',
        async (b) => ({
          ...b,
          fileList: await Promise.all([1, 2, 3, 4, 5, 6].map(() => upload(u.uid, 'mp4'))),
        }),
        m.mediaTooMany,
      ],
      [
        'a pdf for a video',
        async (b) => ({ ...b, fileList: [{ ...(await upload(u.uid, 'pdf')), fileName: '讲义.pdf' }] }),
        m.mediaMisfit(['mp4'], ['讲义.pdf']),
      ],
      [
        'media of another user',
        async (b) => ({ ...b, fileList: [await upload(other.uid, 'mp4')] }),
        m.fileUnknown,
      ],
      [
        'media outside the portal',
        (b) => ({ ...b, fileList: [{ url: 'http://x/a.mp4', fileName: 'a.mp4', fileSize: 1 }] }),
        m.fileUnknown,
      ],
      ['agreement false', (b) => ({ ...b, agreement: false }), m.agreementRequired],
      ['agreement missing', (b) => ({ ...b, agreement: undefined }), m.agreementRequired],
      ['unknown dictionary value', (b) => ({ ...b, scienceType: '99' }), m.choiceInvalid],
      ['wrong SMS code', (b) => b, msg.sms.smsExpired],
      ['not an object', () => [1, 2], v.badRequest],
    ];
    for (const [name, change, expected] of cases) {
      const sent = await change(await body(u));
      const r = await postJson(t.app, '/api/science/commitWorks', sent as object, u.token);
      expect(r.status, name).toBe(200);
      expect(r.body, name).toEqual({ code: 500, msg: expected });
    }
    expect((await list(u.token)).total).toBe(0);
  });

  it('files the work form does not take are refused by name, in the envelope, and nothing is written (issue 31)', async () => {
    const u = await freshUser();
    // The wizard's case: five mp4 files uploaded for 视频, then the form switched to 图文.
    const videos = await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => ({ ...(await upload(u.uid, 'mp4')), fileName: `第${i}集.mp4` })),
    );
    const graphic = { worksForm: 2, videoType: '', graphicType: '1', content: '图文说明', fileList: videos };
    const sent = await body(u, graphic);
    sent.smsCode = await sendSms(t.app, sent.phone);
    const r = await postJson(t.app, '/api/science/commitWorks', sent, u.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      code: 500,
      msg: m.mediaMisfit(
        ['gif', 'jpg', 'jpeg', 'png', 'pdf'],
        ['第1集.mp4', '第2集.mp4', '第3集.mp4', '第4集.mp4', '第5集.mp4'],
      ),
    });
    // Only the ones that do not fit are named.
    const pdf = await upload(u.uid, 'pdf');
    const mixed = await body(u, { ...graphic, fileList: [pdf, videos[2]] });
    mixed.smsCode = await sendSms(t.app, mixed.phone);
    expect(await post('/api/science/commitWorks', mixed, u.token)).toEqual({
      code: 500,
      msg: m.mediaMisfit(['gif', 'jpg', 'jpeg', 'png', 'pdf'], ['第3集.mp4']),
    });
    expect((await list(u.token)).total).toBe(0);
    // The same files under 视频 go in.
    await commit(u, { fileList: videos });
    expect((await list(u.token)).total).toBe(1);
  });

  it('odd but well-formed input is refused with a Chinese message, never HTTP 500', async () => {
    const u = await freshUser();
    const odd: Record<string, unknown>[] = [
      { title: '\ud800标题' },
      { fileList: [{ url: '/media/uploads/%00.mp4', fileName: 'a.mp4', fileSize: 1 }] },
      { fileList: [{ url: '/media/uploads/x.mp4', fileName: 'a.mp4', fileSize: -1 }] },
      { fileList: [{ url: '/media/../uploads/x.mp4', fileName: 'a.mp4', fileSize: 1 }] },
      { fileList: 'x' },
      { worksForm: 7 },
      { worksForm: '1' },
      { identity: 5 },
      { agreement: 'true' },
      { coverUrl: '/media/../etc/passwd.png' },
      { scienceType: 'x'.repeat(17) },
    ];
    for (const over of odd) {
      const r = await postJson(t.app, '/api/science/commitWorks', { ...(await body(u)), ...over }, u.token);
      expect(r.status, JSON.stringify(over)).toBe(200);
      expect(r.body.code, JSON.stringify(over)).toBe(500);
      expect(r.body.msg, JSON.stringify(over)).toMatch(/[\u3400-\u9fff]/);
    }
    expect((await list(u.token)).total).toBe(0);
  });

  it('a wrong SMS code is refused and nothing is written', async () => {
    const u = await freshUser();
    const b = await body(u);
    const code = await sendSms(t.app, b.phone);
    const wrong = code === '111111' ? '222222' : '111111';
    expect(await post('/api/science/commitWorks', { ...b, smsCode: wrong }, u.token)).toEqual({
      code: 500,
      msg: msg.sms.smsWrong,
    });
    // The code of another phone does not do either.
    const elsewhere = await sendSms(t.app, nextPhone());
    expect((await post('/api/science/commitWorks', { ...b, smsCode: elsewhere }, u.token)).code).toBe(500);
    expect((await list(u.token)).total).toBe(0);
  });

  it('two commits with one SMS code at once: exactly one work', async () => {
    const u = await freshUser();
    const b = await body(u);
    b.smsCode = await sendSms(t.app, b.phone);
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/science/commitWorks', b, u.token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect((await list(u.token)).total).toBe(1);
  });

  it('no open session: code 60016 with the spec’s message, before the body is read', async () => {
    const u = await freshUser();
    await post('/api/__test/popsic/session?state=ended', {});
    try {
      expect(await post('/api/science/commitWorks', await body(u), u.token)).toEqual({
        code: 60016,
        msg: popsicMsg.sessionEnded,
      });
      expect(await post('/api/science/commitWorks', {}, u.token)).toEqual({
        code: 60016,
        msg: popsicMsg.sessionEnded,
      });
    } finally {
      await post('/api/__test/popsic/session?state=open', {});
    }
  });
});

/** The modify body of a work as works/{id} answers it (what the wizard sends back). */
async function editBody(id: number, token: string, over: Record<string, unknown> = {}) {
  const w = ownWorkResponse.parse(await get(`/api/science/works/${id}`, token)).data;
  const d = w.worksData;
  return {
    worksId: id,
    title: d.title,
    name: d.name,
    workUnit: d.workUnit,
    identity: d.identity,
    studentType: d.studentType,
    workId: d.workId,
    studentStatus: d.studentStatus,
    sourceSociety: d.sourceSociety,
    sourceGroup: d.sourceGroup,
    sourceUnit: d.sourceUnit,
    sourcePerson: d.sourcePerson,
    sourceCategory: d.sourceCategory,
    worksForm: d.worksForm,
    videoType: d.videoType,
    graphicType: d.graphicType,
    scienceTarget: d.scienceTarget,
    scienceType: d.scienceType,
    content: d.content,
    coverUrl: d.coverUrl,
    fileList: w.worksFileList,
    agreement: true,
    ...over,
  };
}

describe('modifyWorks', () => {
  it('a work sent back: kept and new files, back to pending, reason cleared, phone locked', async () => {
    const u = await freshUser();
    const { id, phone } = await createSubmission(t.db, {
      uid: u.uid,
      title: '读懂你的胸片报告',
      status: S.returnedForChanges,
      rejectReason: '封面图片不清晰',
    });
    const before = ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token)).data;
    const added = await upload(u.uid, 'jpg', 4096);
    const sent = await editBody(id, u.token, {
      title: '读懂你的胸片报告（修改稿）',
      phone: '13999999999',
      fileList: [before.worksFileList[1]!, added],
    });
    expect(await post('/api/science/modifyWorks', sent, u.token)).toEqual({
      code: 200,
      msg: '操作成功',
      data: { worksId: id },
    });
    const after = ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token)).data;
    expect(after.worksData).toMatchObject({
      title: '读懂你的胸片报告（修改稿）',
      status: S.pending,
      rejectReason: '',
      phone,
      coverUrl: before.worksData.coverUrl,
    });
    expect(after.worksFileList).toEqual([before.worksFileList[1], { ...added }]);
    // Pending again: editable again, and the dropped file is no longer the work's.
    const dropped = before.worksFileList[0]!;
    expect(
      await post('/api/science/modifyWorks', await editBody(id, u.token, { fileList: [dropped] }), u.token),
    ).toEqual({ code: 500, msg: m.fileUnknown });
  });

  it('refused: another user’s work, an unknown one, a status that is not editable', async () => {
    const u = await freshUser();
    const pending = (await createSubmission(t.db, { uid: u.uid })).id;
    const other = await freshUser();
    const sent = await editBody(pending, u.token);
    expect(await post('/api/science/modifyWorks', sent, other.token)).toEqual({ code: 500, msg: m.notYours });
    expect(await post('/api/science/modifyWorks', { ...sent, worksId: 999999 }, u.token)).toEqual({
      code: 500,
      msg: m.notYours,
    });
    for (const status of [S.firstPassed, S.firstRejected, S.failed]) {
      const { id } = await createSubmission(t.db, {
        uid: u.uid,
        status,
        rejectReason: status === S.firstPassed ? '' : '不符',
      });
      expect(
        await post('/api/science/modifyWorks', await editBody(id, u.token), u.token),
        `status ${status}`,
      ).toEqual({
        code: 500,
        msg: m.notEditable,
      });
    }
    // A published work of the contest (never sent through the form) is no one's submission.
    const published = await createSubmission(t.db, { uid: u.uid, status: S.approved, submitted: false });
    expect(await post('/api/science/modifyWorks', { ...sent, worksId: published.id }, u.token)).toEqual({
      code: 500,
      msg: m.notYours,
    });
    // The schema's rules hold for an edit too.
    expect(await post('/api/science/modifyWorks', { ...sent, agreement: false }, u.token)).toEqual({
      code: 500,
      msg: m.agreementRequired,
    });
  });

  it('an edit whose files do not fit its form is refused by name and changes nothing (issue 31)', async () => {
    const u = await freshUser();
    const { id } = await commit(u);
    const before = ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token)).data;
    // The work's own mp4 kept, the form switched to 图文: refused, whatever the file's history.
    const sent = await editBody(id, u.token, {
      worksForm: 2,
      videoType: '',
      graphicType: '1',
      content: '说明',
    });
    const r = await postJson(t.app, '/api/science/modifyWorks', sent, u.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      code: 500,
      msg: m.mediaMisfit(
        ['gif', 'jpg', 'jpeg', 'png', 'pdf'],
        before.worksFileList.map((f) => f.fileName),
      ),
    });
    expect(ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token)).data).toEqual(before);
  });

  it('two edits at once: one file list, not a mixture', async () => {
    const u = await freshUser();
    const { id } = await commit(u);
    const a = await upload(u.uid, 'mp4');
    const b = await upload(u.uid, 'mp4');
    const c = await upload(u.uid, 'mp4');
    const answers = await Promise.all([
      post('/api/science/modifyWorks', await editBody(id, u.token, { fileList: [a, b] }), u.token),
      post('/api/science/modifyWorks', await editBody(id, u.token, { fileList: [c] }), u.token),
    ]);
    expect(answers.map((x) => x.code)).toEqual([200, 200]);
    const files = ownWorkResponse.parse(await get(`/api/science/works/${id}`, u.token)).data.worksFileList;
    expect([[a.url, b.url], [c.url]]).toContainEqual(files.map((f) => f.url));
  });
});

describe('optimizeWorks (完善材料)', () => {
  it('a passed work takes the author’s new cover and share picture', async () => {
    const u = await freshUser();
    const { id } = await createSubmission(t.db, { uid: u.uid, status: S.secondPassed });
    const cover = await upload(u.uid, 'png');
    const share = await upload(u.uid, 'jpg');
    expect(
      await post(
        '/api/science/optimizeWorks',
        { worksId: id, coverUrl: cover.url, sharePictureUrl: share.url },
        u.token,
      ),
    ).toEqual({ code: 200, msg: '操作成功' });
    expect((await list(u.token)).data.find((r) => r.worksId === id)).toMatchObject({
      coverUrl: cover.url,
      sharePictureUrl: share.url,
      status: S.secondPassed,
    });
  });

  it('the pictures a work already has are not judged again, whatever their type; only what the user adds (issue 31)', async () => {
    const u = await freshUser();
    // A cover stored before the rule (an SVG, as the contest's generated covers were) …
    const svg = '/media/popsic/work-cover-5.svg';
    const { id } = await createSubmission(t.db, { uid: u.uid, status: S.secondPassed, coverUrl: svg });
    const share = await upload(u.uid, 'png');
    // … is kept when the user adds only the share picture.
    expect(
      await post(
        '/api/science/optimizeWorks',
        { worksId: id, coverUrl: svg, sharePictureUrl: share.url },
        u.token,
      ),
    ).toEqual({ code: 200, msg: '操作成功' });
    const row = (await list(u.token)).data.find((x) => x.worksId === id);
    expect(row).toMatchObject({ coverUrl: svg, sharePictureUrl: share.url });
    // A picture the work does not have is still judged: not a JPG/JPEG/PNG, or not the user's.
    expect(
      await post(
        '/api/science/optimizeWorks',
        { worksId: id, coverUrl: '/media/popsic/work-cover-6.svg', sharePictureUrl: share.url },
        u.token,
      ),
    ).toEqual({ code: 500, msg: m.coverType });
  });

  it('refused: not passed, not yours, pictures not the author’s or not pictures', async () => {
    const u = await freshUser();
    const passed = (await createSubmission(t.db, { uid: u.uid, status: S.firstPassed })).id;
    const pending = (await createSubmission(t.db, { uid: u.uid })).id;
    const mine = async () => (await upload(u.uid, 'png')).url;
    const other = await freshUser();
    const theirs = (await upload(other.uid, 'png')).url;
    const call = async (b: object, token = u.token) => post('/api/science/optimizeWorks', b, token);
    expect(await call({ worksId: pending, coverUrl: await mine(), sharePictureUrl: await mine() })).toEqual({
      code: 500,
      msg: m.notPassed,
    });
    expect(
      await call({ worksId: passed, coverUrl: await mine(), sharePictureUrl: await mine() }, other.token),
    ).toEqual({ code: 500, msg: m.notYours });
    expect(await call({ worksId: passed, coverUrl: await mine(), sharePictureUrl: theirs })).toEqual({
      code: 500,
      msg: m.fileUnknown,
    });
    expect(await call({ worksId: passed, coverUrl: await mine(), sharePictureUrl: '' })).toEqual({
      code: 500,
      msg: m.sharePictureRequired,
    });
    expect(
      await call({
        worksId: passed,
        coverUrl: (await upload(u.uid, 'mp4')).url,
        sharePictureUrl: await mine(),
      }),
    ).toEqual({ code: 500, msg: m.coverType });
    const big = (await upload(u.uid, 'png', 6 * 1024 * 1024)).url;
    expect(await call({ worksId: passed, coverUrl: big, sharePictureUrl: await mine() })).toEqual({
      code: 500,
      msg: m.coverSize,
    });
  });
});

describe('review (npm run admin -- works …)', () => {
  it('works list: id, uid, title, status code and label; by uid and by status', async () => {
    const u = await freshUser();
    const failed = await createSubmission(t.db, {
      uid: u.uid,
      title: '造影剂过敏怎么办',
      status: S.failed,
      rejectReason: '多媒体文件无法播放，请重新投稿。',
    });
    const theirs = await worksCommand(t.db, ['list', '--uid', String(u.uid)]);
    expect(theirs.code).toBe(0);
    expect(theirs.out).toEqual([
      `${failed.id}\tuid ${u.uid}\t9 审核失败\t造影剂过敏怎么办\t(多媒体文件无法播放，请重新投稿。)`,
    ]);
    const thirdRejected = await worksCommand(t.db, ['list', '--status', '43']);
    expect(thirdRejected.out.every((l) => l.includes('\t43 终审不通过\t'))).toBe(true);
    expect((await worksCommand(t.db, ['list', '--status', '7'])).code).toBe(2);
    expect((await worksCommand(t.db, ['list', '--uid'])).code).toBe(2);
    expect((await worksCommand(t.db, ['nonsense'])).code).toBe(2);
  });

  it('works review: the legal moves only, a reason for rejections, the legal next codes when refused', async () => {
    const u = await freshUser();
    const { id } = await commit(u);
    const illegal = await worksCommand(t.db, ['review', String(id), '3']);
    expect(illegal.code).toBe(1);
    expect(illegal.err[0]).toBe(
      `work ${id} is 1 待审核: cannot move to 3 复审通过; legal next: 2 初审通过, 21 初审转审, 23 初审不通过, 4 退回修改, 9 审核失败`,
    );
    const moved = await worksCommand(t.db, ['review', String(id), '23', '内容', '不符']);
    expect(moved).toEqual({ code: 0, out: [`work ${id}: 1 待审核 → 23 初审不通过`], err: [] });
    expect((await list(u.token)).data[0]).toMatchObject({
      status: S.firstRejected,
      rejectReason: '内容 不符',
      modifyStatus: 0,
    });
    const final = await worksCommand(t.db, ['review', String(id), '2']);
    expect(final.err[0]).toContain('legal next: none');
    expect((await worksCommand(t.db, ['review', '999999', '2'])).err).toEqual(['no submission 999999']);
    expect((await worksCommand(t.db, ['review', String(id), '7'])).code).toBe(2);
    // Needs changes: editable again with the reason; a pass clears the reason.
    const second = await commit(u);
    for (const to of [S.firstPassed, S.secondNeedsChanges])
      expect((await reviewSubmission(t.db, second.id, to, '请补充来源')).ok).toBe(true);
    const row = (await list(u.token)).data.find((r) => r.worksId === second.id)!;
    expect(row).toMatchObject({ status: S.secondNeedsChanges, rejectReason: '请补充来源', modifyStatus: 1 });
    expect(reviewStatusLabel(row.status)).toBe('复审需修改');
    expect((await post('/api/science/modifyWorks', await editBody(second.id, u.token), u.token)).code).toBe(
      200,
    );
    expect((await list(u.token)).data.find((r) => r.worksId === second.id)).toMatchObject({
      status: S.pending,
      rejectReason: '',
    });
  });
});
