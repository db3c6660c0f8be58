import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '../../domain/chinaTime';
import {
  CONSULTATION_PER_DAY,
  CONSULTATION_PER_MINUTE,
  LIVE_LIST_PAGE_SIZE,
  meetingLinkAllowed,
  meetingLinkTarget,
  OWN_ORIGIN,
} from '../../src/schemas/liveDiscussion';
import { PASSWORD_ATTEMPTS } from '../../server/liveDiscussion/routes';
import { coverSvg } from '../../server/media/svg';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
// PGlite takes seconds to start, many more on a loaded machine.
beforeAll(async () => {
  t = await startTestApp({ meetingHosts: ['meeting.example.cn'] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
type Row = { id: string | number; title: string; liveStatus: string; hasPass: string; link: string };

async function list(query = `?pageSize=100`): Promise<Row[]> {
  const { body } = await getJson(t.app, `/api/live/indexList${query}`);
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
  startTime: formatChinaTime(t.clock.now() + DAY),
  endTime: formatChinaTime(t.clock.now() + DAY + 3_600_000),
  clinicalDiagnosis: '肝右叶占位，性质待定',
  patientId: 'P-001',
  consultationPurpose: '明确诊断并制定治疗方案',
  password: '',
});

describe('GET /api/live/indexList', () => {
  it('answers the seeded sessions in every state, live first, never a password', async () => {
    const rows = await list('');
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

  it('never carries the meeting address of a session with a password', async () => {
    const rows = await list('');
    const locked = rows.filter((r) => r.hasPass === '0');
    expect(locked.length).toBeGreaterThan(0);
    for (const r of locked) expect(r).toMatchObject({ link: '', mdtLink: '' });
    expect(JSON.stringify(rows)).not.toContain('room=abdomen');
    expect(JSON.stringify(rows)).not.toContain('room=neuro');
    for (const r of rows.filter((x) => x.hasPass === '1'))
      expect(r.link).toMatch(/^\/api\/live\/__meeting\?/);
  });

  it('is paged: pageNum and pageSize, the total, 12 a page by default', async () => {
    const all = await list();
    const { body } = await getJson(t.app, '/api/live/indexList?pageNum=2&pageSize=2');
    expect(body.total).toBe(all.length);
    expect(body.data.map((r: Row) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    expect((await getJson(t.app, '/api/live/indexList')).body.data.length).toBe(
      Math.min(all.length, LIVE_LIST_PAGE_SIZE),
    );
    for (const bad of ['pageSize=101', 'pageSize=0', 'pageNum=0', 'pageNum=abc'])
      expect((await getJson(t.app, `/api/live/indexList?${bad}`)).body).toEqual({
        code: 500,
        msg: '请求参数有误',
      });
  });
});

describe('GET /api/live/__cover/{n}.svg', () => {
  it('draws the cover of the session that carries it, read from the table; others are not found', async () => {
    const first = (await list()).find(
      (r) => (r as Row & { image?: string }).image === '/api/live/__cover/1.svg',
    );
    expect(first).toBeDefined();
    const svg = await t.app.inject({ method: 'GET', url: '/api/live/__cover/1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toBe(coverSvg(first!.title, '会诊直播'));
    for (const file of ['99.svg', 'abc.svg', '1.png', '0001.svg'])
      expect((await t.app.inject({ method: 'GET', url: `/api/live/__cover/${file}` })).statusCode, file).toBe(
        404,
      );
  });
});

describe('POST /api/live/verifyPass/{id}/{password}', () => {
  it('accepts the right password and refuses a wrong one with the reason', async () => {
    const s = await byTitle('疑难急腹症影像病例讨论');
    expect((await postJson(t.app, `/api/live/verifyPass/${s.id}/8888`)).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { link: '/api/live/__meeting?room=abdomen', mdtLink: '/api/live/__meeting?room=abdomen' },
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

  it('counts wrong passwords per canonical id: 02 is the same session, 2.0 and 0x2 are no session', async () => {
    const s = await byTitle('疑难急腹症影像病例讨论'); // live, password 8888
    const id = Number(s.id);
    const spellings = [`0${id}`, `${id}.0`, `0x${id.toString(16)}`, `00${id}`, `+${id}`, ` ${id}`];
    const verify = (sid: string, pw: string) =>
      postJson(t.app, `/api/live/verifyPass/${encodeURIComponent(sid)}/${pw}`).then((r) => r.body);
    // Other spellings are no ids: refused before any password is compared, the right one included.
    for (const sid of [`${id}.0`, `0x${id.toString(16)}`, `+${id}`, ` ${id}`, `${id}abc`, '2147483648'])
      expect(await verify(sid, '8888')).toEqual({ code: 500, msg: '会诊不存在' });
    // Wrong passwords through '2', '02' and '002' land on one counter.
    for (let i = 0; i < PASSWORD_ATTEMPTS; i++)
      expect((await verify(spellings[i % 2 === 0 ? 0 : 3]!, '0000')).msg).toBe('参会密码错误');
    for (const sid of [String(id), `0${id}`, `00${id}`])
      expect(await verify(sid, '8888')).toEqual({ code: 500, msg: '密码错误次数过多，请10分钟后再试' });
    for (const sid of [`${id}.0`, `0x${id.toString(16)}`])
      expect(await verify(sid, '8888')).toEqual({ code: 500, msg: '会诊不存在' });
    t.clock.advance(10 * 60_000);
    expect((await verify(`0${id}`, '8888')).code).toBe(200);
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
    expect(await apply({ startTime: formatChinaTime(t.clock.now() - 2 * DAY) })).toEqual({
      code: 500,
      msg: '会诊时间不能早于今天',
    });
    expect(await apply({ endTime: formatChinaTime(t.clock.now() + DAY - 60_000) })).toEqual({
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

  it('refuses a meeting host that is not on MEETING_HOSTS, and other paths of this site', async () => {
    const token = await freshToken();
    for (const link of [
      'https://evil.example.com/j/1',
      'https://meeting.example.cn.evil.com/j/1',
      'https://user:pw@meeting.example.cn/j/1',
      '/usercenter/index',
      '/\\evil.example.com/api/live/__meeting',
    ])
      expect(
        (await postJson(t.app, '/api/live/applyConsultation', { ...validForm(), link }, token)).body,
      ).toEqual({ code: 500, msg: '会议地址不在允许的会议平台范围内，请联系管理员' });
    const own = { ...validForm(), title: '本站演示会议', link: '/api/live/__meeting?room=demo' };
    expect((await postJson(t.app, '/api/live/applyConsultation', own, token)).body.code).toBe(200);
    const upper = { ...validForm(), title: '大写主机', link: 'HTTPS://Meeting.Example.CN/j/9' };
    expect((await postJson(t.app, '/api/live/applyConsultation', upper, token)).body.code).toBe(200);
  });

  it('withholds a stored link whose host is no longer allowed: not in the list, not from verifyPass', async () => {
    const token = await freshToken();
    const free = { ...validForm(), title: '旧平台会诊（无密码）' };
    const locked = { ...validForm(), title: '旧平台会诊（密码）', password: 'pass1234' };
    for (const f of [free, locked])
      expect((await postJson(t.app, '/api/live/applyConsultation', f, token)).body.code).toBe(200);
    // The allow-list changes: meeting.example.cn is no longer on it.
    const strict = await t.build({ config: { ...t.config, meetingHosts: ['meet.other.cn'] } });
    const rows = (await getJson(strict, '/api/live/indexList?pageSize=100')).body.data as Row[];
    const a = rows.find((r) => r.title === free.title)!;
    const b = rows.find((r) => r.title === locked.title)!;
    expect(a).toMatchObject({ hasPass: '1', link: '', mdtLink: '' });
    expect(JSON.stringify(rows)).not.toContain('meeting.example.cn');
    // The right password still is refused a meeting: there is none to offer.
    expect((await postJson(strict, `/api/live/verifyPass/${b.id}/pass1234`)).body).toEqual({
      code: 500,
      msg: '会议地址不可用，请联系管理员',
    });
    expect((await postJson(strict, `/api/live/verifyPass/${a.id}/x`)).body.msg).toBe(
      '会议地址不可用，请联系管理员',
    );
    // With it allowed, both are offered as before.
    expect((await postJson(t.app, `/api/live/verifyPass/${b.id}/pass1234`)).body.data.link).toBe(locked.link);
    expect((await byTitle(free.title)).link).toBe(free.link);
  });

  it(`throttles publishing per user: ${CONSULTATION_PER_MINUTE} a minute, ${CONSULTATION_PER_DAY} in 24 hours`, async () => {
    const token = await freshToken();
    const other = await freshToken();
    const apply = (tok: string, n: number) =>
      postJson(t.app, '/api/live/applyConsultation', { ...validForm(), title: `限流 ${n}` }, tok).then(
        (r) => r.body,
      );
    const start = t.clock.now();
    let published = 0;
    let refusedFast = 0;
    // A burst of 10 in the same moment: only the first 3 are published.
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => apply(token, i)));
    for (const b of burst) {
      if (b.code === 200) published++;
      else {
        expect(b).toEqual({ code: 500, msg: '发布太频繁：每分钟最多发布3条会诊，请稍后再试' });
        refusedFast++;
      }
    }
    expect([published, refusedFast]).toEqual([CONSULTATION_PER_MINUTE, 10 - CONSULTATION_PER_MINUTE]);
    // Another user is not affected.
    expect((await apply(other, 100)).code).toBe(200);
    // Minute after minute, up to the daily limit.
    while (published < CONSULTATION_PER_DAY) {
      t.clock.advance(60_001);
      for (let i = 0; i < CONSULTATION_PER_MINUTE && published < CONSULTATION_PER_DAY; i++) {
        expect((await apply(token, published)).code).toBe(200);
        published++;
      }
    }
    t.clock.advance(60_001);
    expect(await apply(token, 999)).toEqual({ code: 500, msg: '24小时内最多发布20条会诊，请稍后再试' });
    // 24 hours after the first, publishing is open again.
    t.clock.advance(start + 86_400_000 + 1 - t.clock.now());
    expect((await apply(token, 1000)).code).toBe(200);
    t.clock.advance(start - t.clock.now());
  });

  it('publishes a valid application as a reserved session, with its password kept secret', async () => {
    const token = await freshToken();
    const form = { ...validForm(), title: '胰腺病变会诊', password: 'abc123' };
    const r = await postJson(t.app, '/api/live/applyConsultation', form, token);
    expect(r.body).toEqual({ code: 200, msg: '操作成功' });
    const row = await byTitle('胰腺病变会诊');
    expect(row).toMatchObject({ liveStatus: '1', hasPass: '0', link: '', startTime: form.startTime });
    const stored = await t.db.query<{ uid: number; patient_id: string }>(
      "SELECT uid, patient_id FROM consultations WHERE title = '胰腺病变会诊'",
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.patient_id).toBe('P-001');
    // Its password now opens it, and answers the link.
    expect((await postJson(t.app, `/api/live/verifyPass/${row.id}/abc123`)).body.data.link).toBe(form.link);
    // It goes live at its start time.
    t.clock.advance(DAY + 60_000);
    expect((await byTitle('胰腺病变会诊')).liveStatus).toBe('0');
    t.clock.advance(-(DAY + 60_000));
  });
});

describe('meeting addresses (the shared rule)', () => {
  it('the demo page is the own origin; remote http(s) hosts by name; nothing else is a meeting', () => {
    expect(meetingLinkTarget('/api/live/__meeting?room=x')).toBe(OWN_ORIGIN);
    expect(meetingLinkTarget('https://Meet.Example.cn:8443/j/1?a=b#c')).toBe('meet.example.cn');
    for (const bad of [
      '/api/live/__meeting/../../usercenter',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://meet.example.cn/',
      'https://a:b@meet.example.cn/',
      '',
    ])
      expect(meetingLinkTarget(bad)).toBeNull();
    expect(meetingLinkAllowed('https://meet.example.cn/j/1', ['meet.example.cn'])).toBe(true);
    expect(meetingLinkAllowed('https://x.meet.example.cn/j/1', ['meet.example.cn'])).toBe(false);
    expect(meetingLinkAllowed('/api/live/__meeting', [])).toBe(true);
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

  it('the demo meeting page is demo-only: absent in production unless DEMO_LOGIN=1', async () => {
    const url = '/api/live/__meeting?room=cmr&userName=%E7%8E%8B';
    const prod = await t.build({ config: { ...t.config, nodeEnv: 'production', demoLogin: false } });
    expect((await prod.inject({ url })).statusCode).toBe(404);
    const demo = await t.build({ config: { ...t.config, nodeEnv: 'production', demoLogin: true } });
    expect((await demo.inject({ url })).statusCode).toBe(200);
  });

  it('the test-only user endpoint is absent in production', async () => {
    const prod = await t.build({ config: { ...t.config, nodeEnv: 'production' } });
    const r = await prod.inject({ method: 'POST', url: '/api/__test/liveDiscussion/user' });
    expect(r.statusCode).toBe(404);
  });
});
