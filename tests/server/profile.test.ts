import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TTL_MS } from '../../server/account/sms';
import { getJson, scanLogin, sendSms, startTestApp, type TestApp } from './helpers';
import { profileCalls, profileForm as form } from './profileCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { profile, save } = profileCalls(() => t.app);
const rawUser = async (token: string) => (await getJson(t.app, '/api/radio/user/profile', token)).body.data;

/** A new account (no phone, no points) through the real QR flow. */
const newUser = async () => (await scanLogin(t.app, 'new')).token;

describe('POST /api/radio/user/modifyProfile: validation', () => {
  it('answers the shared schema messages and writes nothing', async () => {
    const token = await newUser();
    const before = await rawUser(token);
    const phone = '13700000001';
    const smsCode = await sendSms(t.app, phone);
    const good = { ...form, phone, code: 'abcd', uuid: 'u-1', smsCode };
    const cases: [object, string][] = [
      [{ ...good, nickName: '一'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...good, realName: 'x'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...good, hospital: '医'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...good, department: '科'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...good, jodTitle: '职'.repeat(21) }, '长度不能超过20个字符'],
      [{ ...good, nickName: '   ' }, '昵称不能为空'],
      [{ ...good, nickName: undefined }, '昵称不能为空'],
      [{ ...good, realName: '' }, '真实姓名不能为空'],
      [{ ...good, hospital: '' }, '请输入工作单位'],
      [{ ...good, phone: '' }, '请输入手机号'],
      [{ ...good, phone: '1370000000' }, '请输入正确的手机号'],
      [{ ...good, code: '' }, '请输入图形验证码'],
      [{ ...good, uuid: undefined }, '请输入图形验证码'],
      [{ ...good, smsCode: '' }, '请输入手机验证码'],
      [{ ...good, showWorkInfo: 7 }, '请求参数有误'],
    ];
    for (const [body, message] of cases) expect(await save(token, body)).toEqual({ code: 500, msg: message });
    expect(await rawUser(token)).toEqual(before);
    // The SMS code was not spent by the refused requests.
    expect(await save(token, good)).toEqual({ code: 200, msg: '操作成功' });
  });

  it('accepts exactly 20 characters and trims', async () => {
    const token = await newUser();
    const phone = '13700000002';
    const smsCode = await sendSms(t.app, phone);
    const twenty = '影'.repeat(20);
    expect(
      await save(token, { ...form, nickName: ` ${twenty} `, phone, code: 'x', uuid: 'y', smsCode }),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await profile(token)).nickName).toBe(twenty);
  });
});

describe('POST /api/radio/user/modifyProfile: binding a phone', () => {
  it('binds the phone, saves the fields and awards 50 points once', async () => {
    const token = await newUser();
    const phone = '13700000003';
    const smsCode = await sendSms(t.app, phone);
    expect(await save(token, { ...form, phone, code: 'abcd', uuid: 'u', smsCode, score: 9999 })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await profile(token)).toMatchObject({
      ...form,
      uid: expect.any(String),
      phone,
      score: 50,
      availableScore: 50,
    });

    // Bound now: phone, captcha and SMS fields are ignored; no more points.
    expect(
      await save(token, { ...form, nickName: '改名了', phone: '13700009999', smsCode: 'whatever' }),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await profile(token)).toMatchObject({ nickName: '改名了', phone, score: 50, availableScore: 50 });
  });

  it('never pays the bonus twice, even if the phone is later unbound and bound again', async () => {
    const token = await newUser();
    const phone = '13700000004';
    await save(token, { ...form, phone, code: 'c', uuid: 'u', smsCode: await sendSms(t.app, phone) });
    expect((await profile(token)).score).toBe(50);
    const uid = Number((await profile(token)).uid);
    await t.db.query('UPDATE users SET phone = NULL WHERE uid = $1', [uid]);
    await t.db.query('UPDATE users SET score = score + 5 WHERE uid = $1', [uid]);
    t.clock.advance(60_000);
    const again = await save(token, {
      ...form,
      phone,
      code: 'c',
      uuid: 'u',
      smsCode: await sendSms(t.app, phone),
    });
    expect(again.code).toBe(200);
    expect(await profile(token)).toMatchObject({ phone, score: 55, availableScore: 50 });
  });

  it('answers 手机验证码错误 for a wrong code and writes nothing', async () => {
    const token = await newUser();
    const before = await rawUser(token);
    const phone = '13700000005';
    const code = await sendSms(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await save(token, { ...form, phone, code: 'c', uuid: 'u', smsCode: wrong })).toEqual({
      code: 500,
      msg: '手机验证码错误',
    });
    expect(await rawUser(token)).toEqual(before);
    expect((await save(token, { ...form, phone, code: 'c', uuid: 'u', smsCode: code })).code).toBe(200);
  });

  it('voids a code after 5 wrong tries', async () => {
    const token = await newUser();
    const phone = '13700000006';
    const code = await sendSms(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await save(token, { ...form, phone, code: 'c', uuid: 'u', smsCode: wrong })).msg).toBe(
        '手机验证码错误',
      );
    }
    expect(await save(token, { ...form, phone, code: 'c', uuid: 'u', smsCode: code })).toEqual({
      code: 500,
      msg: '手机验证码已失效，请重新获取',
    });
  });

  it('refuses an expired, a used or a never-sent code', async () => {
    const token = await newUser();
    const phone = '13700000007';
    const code = await sendSms(t.app, phone);
    t.clock.advance(SMS_TTL_MS);
    const expired = { code: 500, msg: '手机验证码已失效，请重新获取' };
    expect(await save(token, { ...form, phone, code: 'c', uuid: 'u', smsCode: code })).toEqual(expired);
    expect(
      await save(token, { ...form, phone: '13700000077', code: 'c', uuid: 'u', smsCode: '123456' }),
    ).toEqual(expired);

    // A code bound one account; it cannot bind another (used, and the phone is taken anyway).
    const phone2 = '13700000008';
    const code2 = await sendSms(t.app, phone2);
    expect((await save(token, { ...form, phone: phone2, code: 'c', uuid: 'u', smsCode: code2 })).code).toBe(
      200,
    );
    const other = await newUser();
    await t.db.query('UPDATE users SET phone = NULL WHERE phone = $1', [phone2]);
    expect(await save(other, { ...form, phone: phone2, code: 'c', uuid: 'u', smsCode: code2 })).toEqual(
      expired,
    );
  });

  it('checks the code against the phone it was sent to', async () => {
    const token = await newUser();
    const code = await sendSms(t.app, '13700000009');
    expect(await save(token, { ...form, phone: '13700000010', code: 'c', uuid: 'u', smsCode: code })).toEqual(
      {
        code: 500,
        msg: '手机验证码已失效，请重新获取',
      },
    );
  });

  it('refuses a phone bound to another account', async () => {
    const token = await newUser();
    const before = await rawUser(token);
    const smsCode = await sendSms(t.app, '13800000002');
    expect(await save(token, { ...form, phone: '13800000002', code: 'c', uuid: 'u', smsCode })).toEqual({
      code: 500,
      msg: '该手机号已被其他账号绑定',
    });
    expect(await rawUser(token)).toEqual(before);
  });

  it('lets a user with a bound phone save without captcha or SMS fields', async () => {
    const { token } = await scanLogin(t.app, 'doctor');
    expect(await save(token, { ...form, nickName: '李医生', showWorkInfo: 0 })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await profile(token)).toMatchObject({
      nickName: '李医生',
      phone: '13800000002',
      showWorkInfo: 0,
      score: 350,
    });
    expect(await save(token, { ...form, nickName: 'x'.repeat(21) })).toEqual({
      code: 500,
      msg: '长度不能超过20个字符',
    });
    expect(await save(token, { ...form, hospital: '' })).toEqual({ code: 500, msg: '请输入工作单位' });
  });
});
