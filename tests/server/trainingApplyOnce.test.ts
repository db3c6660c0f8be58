import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMsg } from '../../src/text/training';
import { getJson, postJson, sendSms, startTestApp, type TestApp } from './helpers';

/**
 * Issue 11 A4: one application per user and group while one is pending or approved, even when the
 * applications arrive together (on PostgreSQL they run on different connections; `npm run test:engines`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A user with no application for group 1. */
async function applicant() {
  const { uid, token } = (await postJson(t.app, '/api/__test/training/user')).body.data as {
    uid: number;
    token: string;
  };
  await t.db.query('DELETE FROM training_applications WHERE uid = $1', [uid]);
  return { uid, token };
}

let phones = 0;
/** A form with a fresh phone and its SMS code (each application carries a valid code of its own). */
async function form() {
  phones++;
  const phone = `1390000${String(phones).padStart(4, '0')}`;
  const smsCode = await sendSms(t.app, phone);
  return { courseGroupId: '1', realName: '张三', phone, validCode: 'abcd', smsCode, companyName: '华西医院' };
}

const apply = (token: string, body: object) => postJson(t.app, '/api/training/apply', body, token);
const rows = async (uid: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM training_applications WHERE uid = $1 AND course_group_id = $2',
      [uid, '1'],
    )
  ).rows[0]!.n;

describe('a training application is accepted once', () => {
  it('refuses a second application one after the other, and leaves its SMS code unused', async () => {
    const { uid, token } = await applicant();
    expect((await apply(token, await form())).body).toEqual({ code: 200, msg: '操作成功' });
    const second = await form();
    expect((await apply(token, second)).body).toEqual({ code: 500, msg: trainingMsg.alreadyApplied });
    const used = await t.db.query<{ used: boolean }>(
      'SELECT used FROM sms_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1',
      [second.phone],
    );
    expect(used.rows[0]!.used).toBe(false);
    expect(await rows(uid)).toBe(1);
    expect((await getJson(t.app, '/api/training/apply/query?groupId=1', token)).body.data.state).toBe(0);
  });

  it.each([2, 20])('accepts exactly one of %i applications sent together', async (n) => {
    const { uid, token } = await applicant();
    const forms = [];
    for (let i = 0; i < n; i++) forms.push(await form());
    const answers = await Promise.all(forms.map((f) => apply(token, f)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === trainingMsg.alreadyApplied)).toHaveLength(n - 1);
    expect(await rows(uid)).toBe(1);
  });

  it('still takes a new application after a rejection, once', async () => {
    const { uid, token } = await applicant();
    expect((await apply(token, await form())).body.code).toBe(200);
    await t.db.query('UPDATE training_applications SET state = 2 WHERE uid = $1', [uid]);
    const answers = await Promise.all([form(), form(), form()].map(async (f) => apply(token, await f)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect((await getJson(t.app, '/api/training/apply/query?groupId=1', token)).body.data.state).toBe(0);
  });
});
