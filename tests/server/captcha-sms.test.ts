import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaResponse } from '../../src/schemas/account';
import { CAPTCHA_TTL_MS, CAPTCHA_WINDOW_MS, CAPTCHAS_PER_MINUTE } from '../../server/account/captcha';
import { msg } from '../../src/text/messages';
import { SMS_TTL_MS } from '../../server/account/sms';
import { getJson, postJson, sendSms, solveCaptcha, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const smsCount = async (phone: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1', [phone]))
    .rows[0]!.n;

describe('GET /api/captchaImage', () => {
  it('answers a base64 GIF without the data: prefix and a uuid', async () => {
    const { status, body } = await getJson(t.app, '/api/captchaImage');
    expect(status).toBe(200);
    expect(captchaResponse.parse(body)).toMatchObject({ code: 200, captchaEnabled: true });
    expect(body.img.startsWith('data:')).toBe(false);
    expect(Buffer.from(body.img, 'base64').subarray(0, 6).toString('ascii')).toMatch(/^GIF8[79]a$/);
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(`draws at most ${CAPTCHAS_PER_MINUTE} a minute per client address, then answers 429 in Chinese (issue 31)`, async () => {
    // An app of its own: a fresh count, whatever the other tests drew.
    const app = await t.build();
    const draw = (remoteAddress: string) => app.inject({ url: '/api/captchaImage', remoteAddress });
    const stored = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM captchas')).rows[0]!.n;
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await draw('10.31.0.1')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAPTCHAS_PER_MINUTE);
    expect(statuses.slice(CAPTCHAS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    const before = await stored();
    const refused = await draw('10.31.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json()).toEqual({ code: 429, msg: msg.sms.captchaTooOften });
    // A refused request draws and stores nothing.
    expect(await stored()).toBe(before);
    // Another address is served; the first one again once its minute has passed.
    expect((await draw('10.31.0.2')).statusCode).toBe(200);
    t.clock.advance(CAPTCHA_WINDOW_MS);
    expect((await draw('10.31.0.1')).statusCode).toBe(200);
  });
});

describe('POST /api/science/smsCode', () => {
  it('validates with the shared schema and writes nothing on bad input', async () => {
    const { uuid, answer } = await solveCaptcha(t.app);
    const cases: [object, string][] = [
      [{ code: answer, uuid }, '请输入手机号'],
      [{ phone: '12345', code: answer, uuid }, '请输入正确的手机号'],
      [{ phone: '13900000001', uuid }, '请输入图形验证码'],
      [{ phone: '13900000001', code: answer }, '请输入图形验证码'],
    ];
    for (const [payload, message] of cases) {
      expect((await postJson(t.app, '/api/science/smsCode', payload)).body).toEqual({
        code: 500,
        msg: message,
      });
    }
    expect(await smsCount('13900000001')).toBe(0);
    // The captcha was not consumed by the refused requests.
    expect((await getJson(t.app, `/api/__test/captcha?uuid=${uuid}`)).body.data.answer).toBe(answer);
  });

  it('accepts the captcha answer case-insensitively, logs the code and stores a 6-digit code', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await t.build({ logger: { level: 'info', stream } });
    const { uuid, answer } = await solveCaptcha(app);
    const res = await postJson(app, '/api/science/smsCode', {
      phone: '13900000002',
      code: answer.toUpperCase(),
      uuid,
    });
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    const code = (await getJson(app, '/api/__test/sms?phone=13900000002')).body.data.code;
    expect(code).toMatch(/^\d{6}$/);
    expect(lines.some((l) => l.includes(`[sms] 13900000002 → ${code}`))).toBe(true);
  });

  it('consumes a captcha once, right or wrong', async () => {
    const first = await solveCaptcha(t.app);
    expect(
      (await postJson(t.app, '/api/science/smsCode', { phone: '13900000003', ...first, code: 'zzzz' })).body,
    ).toEqual({ code: 500, msg: '图形验证码错误' });
    // The right answer no longer helps: the captcha is gone.
    const retry = await postJson(t.app, '/api/science/smsCode', {
      phone: '13900000003',
      code: first.answer,
      uuid: first.uuid,
    });
    expect(retry.body).toEqual({ code: 500, msg: '图形验证码已失效，请刷新后重试' });

    const second = await solveCaptcha(t.app);
    const ok = await postJson(t.app, '/api/science/smsCode', {
      phone: '13900000003',
      code: second.answer,
      uuid: second.uuid,
    });
    expect(ok.body.code).toBe(200);
    const again = await postJson(t.app, '/api/science/smsCode', {
      phone: '13900000004',
      code: second.answer,
      uuid: second.uuid,
    });
    expect(again.body).toEqual({ code: 500, msg: '图形验证码已失效，请刷新后重试' });
    expect(await smsCount('13900000004')).toBe(0);
  });

  it('refuses an unknown captcha uuid', async () => {
    const res = await postJson(t.app, '/api/science/smsCode', {
      phone: '13900000005',
      code: 'abcd',
      uuid: 'nope',
    });
    expect(res.body).toEqual({ code: 500, msg: '图形验证码已失效，请刷新后重试' });
  });

  it('expires a captcha after 2 minutes', async () => {
    const fresh = await solveCaptcha(t.app);
    t.clock.advance(CAPTCHA_TTL_MS - 1);
    expect(
      (
        await postJson(t.app, '/api/science/smsCode', {
          phone: '13900000006',
          code: fresh.answer,
          uuid: fresh.uuid,
        })
      ).body.code,
    ).toBe(200);

    const stale = await solveCaptcha(t.app);
    t.clock.advance(CAPTCHA_TTL_MS);
    const res = await postJson(t.app, '/api/science/smsCode', {
      phone: '13900000007',
      code: stale.answer,
      uuid: stale.uuid,
    });
    expect(res.body).toEqual({ code: 500, msg: '图形验证码已失效，请刷新后重试' });
    expect(await smsCount('13900000007')).toBe(0);
  });

  it('sends at most one code per phone every 60 s', async () => {
    const phone = '13900000008';
    const first = await sendSms(t.app, phone);
    const tooSoon = async () => {
      const c = await solveCaptcha(t.app);
      return (await postJson(t.app, '/api/science/smsCode', { phone, code: c.answer, uuid: c.uuid })).body;
    };
    expect(await tooSoon()).toEqual({ code: 500, msg: '验证码发送过于频繁，请稍后再试' });
    t.clock.advance(59_999);
    expect(await tooSoon()).toEqual({ code: 500, msg: '验证码发送过于频繁，请稍后再试' });
    expect(await smsCount(phone)).toBe(1);
    // Another phone is not limited.
    await sendSms(t.app, '13900000009');
    t.clock.advance(1);
    const second = await sendSms(t.app, phone);
    expect(await smsCount(phone)).toBe(2);
    expect(second).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
  });

  it('lets the test-only endpoint lift the limit', async () => {
    const phone = '13900000010';
    await sendSms(t.app, phone);
    expect((await postJson(t.app, `/api/__test/reset-sms-limit?phone=${phone}`)).body.code).toBe(200);
    await sendSms(t.app, phone);
    expect(await smsCount(phone)).toBe(2);
  });

  it('stores codes valid for 5 minutes', async () => {
    const phone = '13900000011';
    await sendSms(t.app, phone);
    const row = (
      await t.db.query<{ sent_at: Date; expires_at: Date }>(
        'SELECT sent_at, expires_at FROM sms_codes WHERE phone = $1',
        [phone],
      )
    ).rows[0]!;
    expect(new Date(row.sent_at).getTime()).toBe(t.clock.now());
    expect(new Date(row.expires_at).getTime() - new Date(row.sent_at).getTime()).toBe(SMS_TTL_MS);
  });
});
