import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCst } from '../../src/schemas/liveDiscussion';
import { PASSWORD_ATTEMPTS } from '../../server/liveDiscussion/routes';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
// PGlite takes seconds to start, many more on a loaded machine.
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
type Row = { id: string | number; title: string; liveStatus: string; hasPass: string; link: string };

async function list(): Promise<Row[]> {
  const { body } = await getJson(t.app, '/api/live/indexList');
  expect(body.code).toBe(200);
  return body.data as Row[];
}
const byTitle = async (title: string) => (await list()).find((r) => r.title === title)!;

async function freshToken() {
  const { body } = await postJson(t.app, '/api/__test/liveDiscussion/user');
  return body.data.token as string;
}

const validForm = () => ({
  title: '肝脏占位病例会诊',
  userName: '张专家',
  link: 'https://meeting.example.cn/j/123',
  startTime: formatCst(t.clock.now() + DAY),
  endTime: formatCst(t.clock.now() + DAY + 3_600_000),
  clinicalDiagnosis: '肝右叶占位，性质待定',
  patientId: 'P-001',
  consultationPurpose: '明确诊断并制定治疗方案',
  password: '',
});

describe('GET /api/live/indexList', () => {
  it('answers the seeded sessions in every state, live first, never a password', async () => {
    const rows = await list();
    expect(rows.map((r) => [r.title, r.liveStatus, r.hasPass])).toEqual([
      ['肺结节多学科会诊（MDT）直播', '0', '1'],
      ['疑难急腹症影像病例讨论', '0', '0'],
      ['心脏磁共振读片会', '1', '1'],
      ['神经影像疑难病例会诊', '1', '0'],
      ['乳腺影像质量控制病例回顾', '2', '1'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('8888');
    const first = rows[0] as Row & Record<string, unknown>;
    expect(first).toMatchObject({
      userName: '刘振华',
      link: '/api/live/__meeting?room=mdt-lung',
      mdtLink: '/api/live/__meeting?room=mdt-lung',
      startTime: '2020-01-01 09:00:00', // UTC+8
      endTime: '2099-12-31 20:00:00',
    });
    expect(first).not.toHaveProperty('password');
  });
});

describe('POST /api/live/verifyPass/{id}/{password}', () => {
  it('accepts the right password and refuses a wrong one with the reason', async () => {
    const s = await byTitle('疑难急腹症影像病例讨论');
    expect((await postJson(t.app, `/api/live/verifyPass/${s.id}/8888`)).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await postJson(t.app, `/api/live/verifyPass/${s.id}/1234`)).body).toEqual({
      code: 500,
      msg: '参会密码错误',
    });
  });

  it('pauses a client after 10 wrong passwords for 10 minutes, then lets the right one in', async () => {
    const s = await byTitle('神经影像疑难病例会诊'); // reserved, password 2468
    for (let i = 0; i < PASSWORD_ATTEMPTS; i++)
      expect((await postJson(t.app, `/api/live/verifyPass/${s.id}/0000`)).body.msg).toBe('参会密码错误');
    // Even the right password is refused while paused.
    expect((await postJson(t.app, `/api/live/verifyPass/${s.id}/2468`)).body).toEqual({
      code: 500,
      msg: '密码错误次数过多，请10分钟后再试',
    });
    t.clock.advance(10 * 60_000);
    expect((await postJson(t.app, `/api/live/verifyPass/${s.id}/2468`)).body.code).toBe(200);
  });

  it('lets anyone into a session without password, and nobody into an unknown or ended one', async () => {
    const free = await byTitle('肺结节多学科会诊（MDT）直播');
    expect((await postJson(t.app, `/api/live/verifyPass/${free.id}/x`)).body.code).toBe(200);
    expect((await postJson(t.app, '/api/live/verifyPass/999999/x')).body).toEqual({
      code: 500,
      msg: '会诊不存在',
    });
    expect((await postJson(t.app, '/api/live/verifyPass/abc/x')).body).toEqual({
      code: 500,
      msg: '会诊不存在',
    });
    const ended = await byTitle('乳腺影像质量控制病例回顾');
    expect((await postJson(t.app, `/api/live/verifyPass/${ended.id}/x`)).body).toEqual({
      code: 500,
      msg: '会诊已结束',
    });
  });
});

describe('POST /api/live/applyConsultation', () => {
  it('needs a logged-in user (HTTP 401)', async () => {
    const r = await postJson(t.app, '/api/live/applyConsultation', validForm());
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(401);
  });

  it.each([
    ['title', '会诊主题不能为空'],
    ['userName', '专家姓名不能为空'],
    ['link', '会议地址不能为空'],
    ['clinicalDiagnosis', '临床诊断不能为空'],
    ['consultationPurpose', '会诊目的不能为空'],
    ['startTime', '请选择会诊时间'],
    ['endTime', '请选择会诊时间'],
  ])('refuses an empty %s with the spec message', async (field, message) => {
    const token = await freshToken();
    const r = await postJson(t.app, '/api/live/applyConsultation', { ...validForm(), [field]: '  ' }, token);
    expect(r.body).toEqual({ code: 500, msg: message });
  });

  it('refuses a start before today, an end before the start, a bad link and a bad password', async () => {
    const token = await freshToken();
    const apply = (patch: object) =>
      postJson(t.app, '/api/live/applyConsultation', { ...validForm(), ...patch }, token).then((r) => r.body);
    expect(await apply({ startTime: formatCst(t.clock.now() - 2 * DAY) })).toEqual({
      code: 500,
      msg: '会诊时间不能早于今天',
    });
    expect(await apply({ endTime: formatCst(t.clock.now() + DAY - 60_000) })).toEqual({
      code: 500,
      msg: '结束时间不能早于开始时间',
    });
    expect(await apply({ startTime: '2025-02-30 10:00:00' })).toEqual({
      code: 500,
      msg: '会诊时间格式不正确',
    });
    expect(await apply({ link: 'javascript:alert(1)' })).toMatchObject({
      msg: '会议地址须以 http://、https:// 或 / 开头',
    });
    expect(await apply({ password: '12' })).toEqual({ code: 500, msg: '参会密码为4至20位字母或数字' });
    expect(await apply({ title: '题'.repeat(65) })).toEqual({ code: 500, msg: '长度不能超过64个字符' });
  });

  it('publishes a valid application as a reserved session, with its password kept secret', async () => {
    const token = await freshToken();
    const form = { ...validForm(), title: '胰腺病变会诊', password: 'abc123' };
    const r = await postJson(t.app, '/api/live/applyConsultation', form, token);
    expect(r.body).toEqual({ code: 200, msg: '操作成功' });
    const row = await byTitle('胰腺病变会诊');
    expect(row).toMatchObject({ liveStatus: '1', hasPass: '0', link: form.link, startTime: form.startTime });
    const stored = await t.db.query<{ uid: number; patient_id: string }>(
      "SELECT uid, patient_id FROM consultations WHERE title = '胰腺病变会诊'",
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.patient_id).toBe('P-001');
    // Its password now opens it.
    expect((await postJson(t.app, `/api/live/verifyPass/${row.id}/abc123`)).body.code).toBe(200);
    // It goes live at its start time.
    t.clock.advance(DAY + 60_000);
    expect((await byTitle('胰腺病变会诊')).liveStatus).toBe('0');
    t.clock.advance(-(DAY + 60_000));
  });
});

describe('GET /api/live/__meeting (the demo meeting page)', () => {
  it('shows the room and the expert name, escaped', async () => {
    const r = await t.app.inject({
      url: `/api/live/__meeting?room=cmr&userName=${encodeURIComponent('<b>王</b>')}`,
    });
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('会议室：cmr');
    expect(r.body).toContain('参会专家：&lt;b&gt;王&lt;/b&gt;');
    expect(r.body).not.toContain('<b>王');
  });

  it('the test-only user endpoint is absent in production', async () => {
    const prod = await t.build({ config: { ...t.config, nodeEnv: 'production' } });
    const r = await prod.inject({ method: 'POST', url: '/api/__test/liveDiscussion/user' });
    expect(r.statusCode).toBe(404);
  });
});
