import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, sendSms, startTestApp, type TestApp } from './helpers';

/**
 * The refusals decided below the routes (decision 0035): an SMS code is verified in its own committed
 * step and claimed inside the write, and the exam's refusals roll its transaction back. Each is answered
 * as the one business failure, HTTP 200 `{code: 500, msg}`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const freshUser = async (path = '/api/__test/liveRoom/user') =>
  (await postJson(t.app, path)).body.data as { uid: number; token: string };
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('an SMS code', () => {
  it('is used once when two requests bring it at the same moment', async () => {
    const [a, b] = [await freshUser(), await freshUser()];
    const phone = `136${String(a.uid).padStart(8, '0')}`;
    const code = await sendSms(t.app, phone);
    const form = { realName: '张三', phone, validCode: 'abcd', smsCode: code, companyName: '华西医院' };
    const answers = await Promise.all(
      [a, b].map(async (u) => (await postJson(t.app, '/api/emx/emx_info', form, u.token)).body),
    );
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code !== 200)).toEqual([
      { code: 500, msg: '手机验证码已失效，请重新获取' },
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM emx_info WHERE phone = $1',
      [phone],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("keeps each wrong try counted though the request is refused: the training application's code is void after 5", async () => {
    const u = await freshUser('/api/__test/training/user');
    await t.db.query('DELETE FROM training_applications WHERE uid = $1', [u.uid]);
    const phone = `135${String(u.uid).padStart(8, '0')}`;
    const code = await sendSms(t.app, phone);
    const form = { courseGroupId: '1', realName: '张三', phone, validCode: 'abcd', companyName: '华西医院' };
    const apply = async (smsCode: string) =>
      (await postJson(t.app, '/api/training/apply', { ...form, smsCode }, u.token)).body;
    for (let i = 0; i < 5; i++)
      expect(await apply(wrongOf(code))).toEqual({ code: 500, msg: '手机验证码错误' });
    expect(await apply(code)).toEqual({ code: 500, msg: '手机验证码已失效，请重新获取' });
    expect((await getJson(t.app, '/api/training/apply/query?groupId=1', u.token)).body.data).toBeNull();
  });
});

describe('the exam record', () => {
  it('refuses an unknown attempt and a final submit without one, and writes nothing', async () => {
    // The video first: the fresh trainee has watched every video there is.
    const video = (await postJson(t.app, '/api/__test/training/video?questions=3')).body.data.id as number;
    const u = await freshUser('/api/__test/training/user');
    const exam = async (body: object) =>
      (
        await postJson(
          t.app,
          '/api/training/exam/record',
          { trainingVideoId: video, answerJson: '[]', subIndex: 0, ...body },
          u.token,
        )
      ).body;
    expect(await exam({ submitType: 1 })).toEqual({ code: 500, msg: '请求参数有误' });
    expect(await exam({ submitType: 0, recordId: 999_999 })).toEqual({ code: 500, msg: '资源不存在' });
    const attempts = await getJson(t.app, `/api/__test/training/attempts?uid=${u.uid}&videoId=${video}`);
    expect(attempts.body.data).toEqual([]);
  });
});
