import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_SUBMIT_GRACE_MS } from '../../src/schemas/training';
import { decideApplication, listApplications } from '../../server/training/admin';
import { getJson, postJson, sendSms, startTestApp, type TestApp } from './helpers';
import {
  createApplication,
  createTrainingGroup,
  createTrainingVideo,
  createUser,
  examPaper,
  type TrainingGroupRow,
} from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const token = async (uid: number) =>
  (await postJson(t.app, `/api/__test/session?uid=${uid}`)).body.data.token as string;
const freshTrainee = async () =>
  (await postJson(t.app, '/api/__test/training/user')).body.data as { uid: number; token: string };
const videos = async (tok?: string) =>
  (await getJson(t.app, '/api/training/video/list?pageNum=1&pageSize=10000', tok)).body.rows as Array<{
    id: number;
    topic: string;
    courseGroupId: string;
    learningProcess: number;
    examDuration: number;
    examLimitCount: number;
  }>;
const exam = (tok: string, body: object) => postJson(t.app, '/api/training/exam/record', body, tok);
const answers = (list: [number, string][]) => JSON.stringify(list.map(([idx, answer]) => ({ idx, answer })));
/** The papers below: five questions, two of them multiple choice. */
const KEY = ['A', 'A,B,D', 'B', 'A,B,C', 'C'];
const ALL_RIGHT = answers(KEY.map((answer, i) => [i + 1, answer]));

/**
 * A training video of a group of its own with a five-question paper (10 min, 3 chances, answers shown), or the
 * short kind (20 s, 2 chances, answers hidden). Made before the trainee who takes it: freshTrainee approves
 * the user in every group there is and marks every video watched.
 */
async function examVideoId(short = false) {
  const { dictValue: groupId } = await createTrainingGroup(t.db);
  const paper = examPaper(KEY);
  const video = short
    ? await createTrainingVideo(t.db, { groupId, paper, examDuration: 20, examLimitCount: 2, showAnswer: 0 })
    : await createTrainingVideo(t.db, { groupId, paper });
  return video.id;
}

describe('training lists', () => {
  // About the demo data: the demo user meets every learningProcess (the seed's four groups).
  it('answers the groups and every video, with the demo user in every learningProcess', async () => {
    const groups = (await getJson(t.app, '/api/training/setting/groups')).body;
    expect(groups.code).toBe(200);
    const made = await t.db.query<{ dict_value: string }>('SELECT dict_value FROM training_groups');
    expect(groups.data.map((g: { dictValue: string }) => g.dictValue).sort()).toEqual(
      made.rows.map((g) => g.dict_value).sort(),
    );
    const anon = await videos();
    const all = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM training_videos');
    expect(anon.length).toBe(all.rows[0]!.n);
    expect(new Set(anon.map((v) => v.learningProcess))).toEqual(new Set([0]));
    const demo = await videos(await token(1));
    expect(new Set(demo.map((v) => v.learningProcess))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('answers the apply state of each group: none, pending, rejected with reason, approved', async () => {
    const u = await createUser(t.app);
    const none = await createTrainingGroup(t.db);
    const pending = await createTrainingGroup(t.db);
    const rejected = await createTrainingGroup(t.db);
    const approved = await createTrainingGroup(t.db);
    await createApplication(t.db, { uid: u.uid, groupId: pending.dictValue });
    await createApplication(t.db, {
      uid: u.uid,
      groupId: rejected.dictValue,
      state: 2,
      approvalReason: '资料不全',
    });
    await createApplication(t.db, { uid: u.uid, groupId: approved.dictValue, state: 1 });
    const q = async (g: TrainingGroupRow) =>
      (await getJson(t.app, `/api/training/apply/query?groupId=${g.dictValue}`, u.token)).body.data;
    expect(await q(none)).toBeNull();
    expect(await q(pending)).toMatchObject({ state: 0 });
    expect(await q(rejected)).toMatchObject({ state: 2, approvalReason: '资料不全' });
    expect(await q(approved)).toMatchObject({ state: 1 });
    expect((await getJson(t.app, '/api/training/apply/query?groupId=1')).status).toBe(401);
  });

  it('video detail carries the paper without answers', async () => {
    const id = await examVideoId();
    const v = (await getJson(t.app, `/api/training/video/${id}`)).body.data;
    expect(v.examJson).toHaveLength(KEY.length);
    expect(JSON.stringify(v.examJson)).not.toContain('answerItems');
    expect(JSON.stringify(v.examJson)).not.toContain('questionAnalysis');
    expect((await getJson(t.app, '/api/training/video/99999')).body).toEqual({
      code: 500,
      msg: '课程不存在',
    });
  });
});

describe('training video addresses go only to approved trainees', () => {
  type V = { id: number; courseGroupId: string; videoUrl?: string };
  const detail = async (id: number, tok?: string) =>
    (await getJson(t.app, `/api/training/video/${id}`, tok)).body.data as V;
  const recs = async (tok?: string) =>
    (await getJson(t.app, '/api/training/video/recList?id=0', tok)).body.rows as V[];

  it('visitors and users not approved in the group get no videoUrl in the list, the detail or recList', async () => {
    const anon = (await videos()) as V[];
    for (const v of [...anon, ...(await recs())]) expect(v).not.toHaveProperty('videoUrl');
    for (const v of anon) expect(await detail(v.id)).not.toHaveProperty('videoUrl');
    // A user approved in one group, pending in the next, rejected in the third, with none in the rest.
    const u = await createUser(t.app);
    const groups: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { dictValue } = await createTrainingGroup(t.db);
      await createTrainingVideo(t.db, { groupId: dictValue });
      groups.push(dictValue);
    }
    for (const [i, groupId] of groups.entries())
      await createApplication(t.db, {
        uid: u.uid,
        groupId,
        state: ([1, 0, 2] as const)[i]!,
        approvalReason: '',
      });
    const approved = groups[0];
    const mine = (await videos(u.token)) as V[];
    expect(mine.filter((v) => groups.includes(v.courseGroupId))).toHaveLength(3);
    for (const v of [...mine, ...(await recs(u.token))]) {
      if (v.courseGroupId === approved) expect(v.videoUrl).toMatch(/\.mp4$/);
      else expect(v).not.toHaveProperty('videoUrl');
    }
    for (const v of mine) {
      const d = await detail(v.id, u.token);
      if (v.courseGroupId === approved) expect(d.videoUrl).toMatch(/\.mp4$/);
      else expect(d).not.toHaveProperty('videoUrl');
    }
    // An approved trainee gets every address.
    const { token: trainee } = await freshTrainee();
    for (const v of (await videos()) as V[]) expect((await detail(v.id, trainee)).videoUrl).toMatch(/\.mp4$/);
  });

  it('watch records count only for approved trainees', async () => {
    const id = await examVideoId();
    const { token: tok, uid } = await freshTrainee();
    await t.db.query('UPDATE training_applications SET state = 0 WHERE uid = $1', [uid]);
    const r = await postJson(
      t.app,
      '/api/training/watch_video/record',
      { trainingVideoId: id, watchPosition: 30, maxPosition: 30, completed: 1 },
      tok,
    );
    expect(r.body).toEqual({ code: 500, msg: '报名审核通过后即可观看' });
  });
});

describe('enrolment', () => {
  it('checks the five fields, the SMS code, then stays pending until the admin decides', async () => {
    const { dictValue: group } = await createTrainingGroup(t.db);
    const other = await createTrainingGroup(t.db);
    const { token: tok, uid } = await createUser(t.app);
    const phone = '13711112222';
    const form = {
      courseGroupId: group,
      realName: '张三',
      phone,
      validCode: 'abcd',
      smsCode: '',
      companyName: '华西医院',
    };
    const cases: [object, string][] = [
      [{ ...form, realName: '' }, '真实姓名不能为空'],
      [{ ...form, phone: '' }, '请输入手机号'],
      [{ ...form, validCode: '' }, '请输入图形验证码'],
      [{ ...form, smsCode: '' }, '请输入手机验证码'],
      [{ ...form, smsCode: '1', companyName: ' ' }, '请输入工作单位'],
    ];
    for (const [body, m] of cases)
      expect((await postJson(t.app, '/api/training/apply', body, tok)).body).toEqual({ code: 500, msg: m });
    const code = await sendSms(t.app, phone);
    expect(
      (
        await postJson(
          t.app,
          '/api/training/apply',
          { ...form, smsCode: '000000' === code ? '111111' : '000000' },
          tok,
        )
      ).body.msg,
    ).toBe('手机验证码错误');
    expect((await postJson(t.app, '/api/training/apply', { ...form, smsCode: code }, tok)).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await postJson(t.app, '/api/training/apply', { ...form, smsCode: code }, tok)).body.msg).toBe(
      '已提交报名，请勿重复提交',
    );
    const query = async () =>
      (await getJson(t.app, `/api/training/apply/query?groupId=${group}`, tok)).body.data;
    expect((await query()).state).toBe(0);
    expect((await listApplications(t.db, true)).some((a) => a.uid === uid)).toBe(true);
    expect(await decideApplication(t.db, uid, group, 'reject', '资料不全')).toBe(true);
    expect(await query()).toEqual({ state: 2, approvalReason: '资料不全' });
    expect(await decideApplication(t.db, uid, group, 'approve')).toBe(true);
    expect((await query()).state).toBe(1);
    expect(await decideApplication(t.db, uid, other.dictValue, 'approve')).toBe(false);
  });
});

describe('comments, likes, watch records', () => {
  it('comments need text; likes count once per user; watch completion never goes back', async () => {
    const id = await examVideoId();
    const { token: tok } = await freshTrainee();
    expect(
      (await postJson(t.app, '/api/training/comment', { trainingVideoId: id, text: '  ' }, tok)).body.msg,
    ).toBe('评论内容不能为空');
    expect(
      (await postJson(t.app, '/api/training/comment', { trainingVideoId: id, text: '讲得很清楚' }, tok)).body
        .code,
    ).toBe(200);
    const list = (await getJson(t.app, `/api/training/comment/list?trainingVideoId=${id}`)).body.rows;
    expect(list[0].text).toBe('讲得很清楚');
    const a = (await postJson(t.app, '/api/training/video/count/plus', { id, likeCount: 1 }, tok)).body.data
      .likeCount;
    const b = (await postJson(t.app, '/api/training/video/count/plus', { id, likeCount: 1 }, tok)).body.data
      .likeCount;
    expect(b).toBe(a);
    await postJson(
      t.app,
      '/api/training/watch_video/record',
      { trainingVideoId: id, watchPosition: 3, maxPosition: 3, completed: 0 },
      tok,
    );
    const info = (await getJson(t.app, `/api/training/watch_video/record/info?trainingVideoId=${id}`, tok))
      .body.data;
    expect(info).toEqual({ watchPosition: 3, maxPosition: 30, completed: 1 });
  });
});

describe('timed exam', () => {
  it('is locked until the video is watched to the end', async () => {
    const id = await examVideoId();
    const { token: tok, uid } = await freshTrainee();
    await t.db.query('UPDATE training_watch_records SET completed = 0 WHERE uid = $1', [uid]);
    expect((await exam(tok, { trainingVideoId: id, submitType: 0 })).body).toEqual({
      code: 500,
      msg: '请先完整观看视频后再参加考试',
    });
  });

  it('needs an approved enrolment in the group: start, draft and submit are refused otherwise', async () => {
    const id = await examVideoId();
    const { token: tok, uid } = await freshTrainee(); // approved, watched every video
    const started = (await exam(tok, { trainingVideoId: id, submitType: 0 })).body.data;
    const refused = { code: 500, msg: '报名审核通过后方可参加考试' };
    for (const [state, label] of [
      [0, 'pending'],
      [2, 'rejected'],
      [null, 'no application'],
    ] as const) {
      if (state === null) await t.db.query('DELETE FROM training_applications WHERE uid = $1', [uid]);
      else await t.db.query('UPDATE training_applications SET state = $2 WHERE uid = $1', [uid, state]);
      const draft = { trainingVideoId: id, recordId: started.id, submitType: 0, answerJson: ALL_RIGHT };
      expect((await exam(tok, { trainingVideoId: id, submitType: 0 })).body, label).toEqual(refused);
      expect((await exam(tok, draft)).body, label).toEqual(refused);
      expect((await exam(tok, { ...draft, submitType: 1 })).body, label).toEqual(refused);
    }
    const rows = (await getJson(t.app, `/api/__test/training/attempts?uid=${uid}&videoId=${id}`)).body.data;
    expect(rows).toMatchObject([{ state: 0, answerJson: '[]' }]);
    // Approved (again): the same attempt goes on.
    await t.db.query(
      `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, created_at)
       SELECT $1, course_group_id, '测试学员', '', '测试医院', 1, now() FROM training_videos WHERE id = $2`,
      [uid, id],
    );
    expect((await exam(tok, { trainingVideoId: id, submitType: 0 })).body.data.id).toBe(started.id);
  });

  it('starts with a server deadline, keeps drafts, restores them, grades once', async () => {
    const id = await examVideoId();
    const { token: tok } = await freshTrainee();
    expect(
      (await getJson(t.app, `/api/training/exam/record/last?trainingVideoId=${id}`, tok)).body.data,
    ).toBeNull();
    const start = (await exam(tok, { trainingVideoId: id, submitType: 0, subIndex: 0 })).body.data;
    expect(start).toMatchObject({ state: 0, attemptNo: 1, usedExamCount: 0, examLimitCount: 3 });
    expect(start.deadline - start.serverTime).toBe(600_000);
    // A repeated start resumes the same attempt.
    expect((await exam(tok, { trainingVideoId: id, submitType: 0 })).body.data.id).toBe(start.id);

    t.clock.advance(5000);
    const draft = answers([
      [1, 'A'],
      [2, 'A,B'],
    ]);
    const saved = (
      await exam(tok, {
        trainingVideoId: id,
        recordId: start.id,
        submitType: 0,
        subIndex: 1,
        answerJson: draft,
      })
    ).body.data;
    expect(saved).toMatchObject({ state: 0, answerJson: draft, subIndex: 1, savedAt: t.clock.now() });

    t.clock.advance(100_000);
    const last = (await getJson(t.app, `/api/training/exam/record/last?trainingVideoId=${id}`, tok)).body
      .data;
    expect(last).toMatchObject({
      id: start.id,
      state: 0,
      answerJson: draft,
      subIndex: 1,
      deadline: start.deadline,
    });
    expect(last.deadline - last.serverTime).toBe(600_000 - 105_000);

    const submit = {
      trainingVideoId: id,
      recordId: start.id,
      submitType: 1,
      subIndex: 4,
      answerJson: ALL_RIGHT,
    };
    const done = (await exam(tok, submit)).body.data;
    expect(done).toMatchObject({
      state: 1,
      submitType: 1,
      correctNumber: 5,
      wrongNumber: 0,
      usedExamCount: 1,
    });
    expect(done.examJson[1]).toMatchObject({ idx: 2, answerItems: 'A,B,D' });
    // Idempotent: the same attempt again is not graded or counted again, even with other answers.
    const again = (await exam(tok, { ...submit, answerJson: '[]' })).body.data;
    expect(again).toMatchObject({ state: 1, correctNumber: 5, wrongNumber: 0, usedExamCount: 1 });
    // A late draft of a finished attempt changes nothing.
    expect((await exam(tok, { ...submit, submitType: 0, answerJson: '[]' })).body.data.correctNumber).toBe(5);
  });

  it('refuses drafts after the deadline, grades a final submit within the grace, then finalises from the last draft', async () => {
    const id = await examVideoId(true); // 20 s, 2 chances, answers hidden
    const a = await freshTrainee();
    const s1 = (await exam(a.token, { trainingVideoId: id, submitType: 0 })).body.data;
    await exam(a.token, {
      trainingVideoId: id,
      recordId: s1.id,
      submitType: 0,
      answerJson: answers([[1, 'A']]),
    });
    t.clock.advance(21_000);
    const late = (
      await exam(a.token, { trainingVideoId: id, recordId: s1.id, submitType: 0, answerJson: ALL_RIGHT })
    ).body.data;
    expect(late.answerJson).toBe(answers([[1, 'A']]));
    const auto = (
      await exam(a.token, {
        trainingVideoId: id,
        recordId: s1.id,
        submitType: 2,
        answerJson: answers([
          [1, 'A'],
          [3, 'B'],
        ]),
      })
    ).body.data;
    expect(auto).toMatchObject({ state: 1, submitType: 2, correctNumber: 2, wrongNumber: 3, examJson: null });

    // Second (and last) chance: nothing is submitted; past deadline + grace the last draft is graded.
    const s2 = (await exam(a.token, { trainingVideoId: id, submitType: 0 })).body.data;
    expect(s2.attemptNo).toBe(2);
    await exam(a.token, {
      trainingVideoId: id,
      recordId: s2.id,
      submitType: 0,
      answerJson: answers([[5, 'C']]),
    });
    t.clock.advance(20_000 + EXAM_SUBMIT_GRACE_MS + 1);
    const last = (await getJson(t.app, `/api/training/exam/record/last?trainingVideoId=${id}`, a.token)).body
      .data;
    expect(last).toMatchObject({
      id: s2.id,
      state: 1,
      submitType: 2,
      correctNumber: 1,
      wrongNumber: 4,
      usedExamCount: 2,
    });
    // A submit arriving after that is answered with the same result.
    const tooLate = (
      await exam(a.token, { trainingVideoId: id, recordId: s2.id, submitType: 2, answerJson: ALL_RIGHT })
    ).body.data;
    expect(tooLate).toMatchObject({ state: 1, correctNumber: 1, usedExamCount: 2 });
    // No chances left.
    expect((await exam(a.token, { trainingVideoId: id, submitType: 0 })).body).toEqual({
      code: 500,
      msg: '考试次数已用完',
    });
  });

  it('grades one attempt once even when two submits race', async () => {
    const id = await examVideoId();
    const a = await freshTrainee();
    const s = (await exam(a.token, { trainingVideoId: id, submitType: 0 })).body.data;
    const body = { trainingVideoId: id, recordId: s.id, submitType: 1, answerJson: ALL_RIGHT };
    const [x, y] = await Promise.all([exam(a.token, body), exam(a.token, { ...body, answerJson: '[]' })]);
    expect(x.body.data.correctNumber).toBe(y.body.data.correctNumber);
    expect(x.body.data.usedExamCount).toBe(1);
    expect(y.body.data.usedExamCount).toBe(1);
    const rows = (await getJson(t.app, `/api/__test/training/attempts?uid=${a.uid}&videoId=${id}`)).body.data;
    expect(rows).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await exam('nope', { trainingVideoId: 1, submitType: 0 })).status).toBe(401);
  });
});
