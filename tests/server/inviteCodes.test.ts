import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../src/schemas/account';
import { createDb } from '../../server/db';
import { migrate, readMigrations } from '../../server/db/migrate';
import { getJson, testConfig, scanLogin, sendSms, startTestApp, type TestApp } from './helpers';
import { profileCalls, profileForm as form } from './profileCalls';

/** 001 §3 myInviteCode / otherInviteCode, §7 modifyProfile "plus otherInviteCode" (decision 0041). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { profile, save } = profileCalls(() => t.app);
const CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

let phones = 0;
/** A new account that has bound a phone (the everyday shape of the personal centre). */
async function boundUser() {
  const { token } = await scanLogin(t.app, 'new');
  const phone = `1360000${String(++phones).padStart(4, '0')}`;
  const smsCode = await sendSms(t.app, phone);
  expect(await save(token, { ...form, phone, code: 'c', uuid: 'u', smsCode })).toEqual({
    code: 200,
    msg: '操作成功',
  });
  return { token, me: await profile(token) };
}

describe('myInviteCode', () => {
  it('the migration gives every existing user one: 8 characters without look-alikes, all different', async () => {
    const db = await createDb(testConfig());
    try {
      const all = readMigrations();
      await migrate(
        db,
        all.filter((m) => m.version < '014'),
      );
      await db.query(
        `INSERT INTO users (nick_name, created_at) SELECT '老用户' || n, now() FROM generate_series(1, 500) AS n`,
      );
      expect(
        await migrate(
          db,
          all.filter((m) => m.version < '015'),
        ),
      ).toEqual(['014_invite_codes']);
      const { rows } = await db.query<{ uid: number; code: string | null }>(
        'SELECT uid, my_invite_code AS code FROM users ORDER BY uid',
      );
      expect(rows).toHaveLength(500);
      for (const r of rows) expect(r.code, String(r.uid)).toMatch(CODE);
      expect(rows.filter((r) => /[01OIL]/.test(r.code!))).toEqual([]);
      expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
      // Neighbouring accounts get unrelated-looking codes (no shared prefix that gives the order away).
      expect(new Set(rows.slice(0, 31).map((r) => r.code!.slice(0, 2))).size).toBeGreaterThan(20);
      // Nobody can write one: it is derived from the account.
      await expect(db.query(`UPDATE users SET my_invite_code = 'AAAAAAAA' WHERE uid = 1`)).rejects.toThrow();
    } finally {
      await db.close();
    }
  });

  it('a new account has one from its first moment; the profile answers both fields', async () => {
    const { token } = await scanLogin(t.app, 'new');
    const raw = (await getJson(t.app, '/api/radio/user/profile', token)).body.data;
    expect(raw.myInviteCode).toMatch(CODE);
    expect(raw.otherInviteCode).toBe('');
  });

  it('is the user’s for good: saving the profile never changes it', async () => {
    const { token, me } = await boundUser();
    expect(await save(token, { ...form, nickName: '改个名' })).toEqual({ code: 200, msg: '操作成功' });
    expect((await profile(token)).myInviteCode).toBe(me.myInviteCode);
  });
});

describe('otherInviteCode', () => {
  it('sets the inviter once, typed in any case and with spaces; the same code again changes nothing', async () => {
    const inviter = await boundUser();
    const { token } = await boundUser();
    const typed = ` ${inviter.me.myInviteCode.toLowerCase()} `;
    expect(await save(token, { ...form, otherInviteCode: typed })).toEqual({ code: 200, msg: '操作成功' });
    expect((await profile(token)).otherInviteCode).toBe(inviter.me.myInviteCode);
    // The form sends the stored code back, or none: both keep it.
    expect(await save(token, { ...form, otherInviteCode: inviter.me.myInviteCode })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await save(token, { ...form, otherInviteCode: '' })).toEqual({ code: 200, msg: '操作成功' });
    expect(await save(token, { ...form, otherInviteCode: null })).toEqual({ code: 200, msg: '操作成功' });
    expect(await save(token, form)).toEqual({ code: 200, msg: '操作成功' });
    expect((await profile(token)).otherInviteCode).toBe(inviter.me.myInviteCode);
  });

  it('another code once set is refused, and the rest of the form is not saved either', async () => {
    const [a, b] = [await boundUser(), await boundUser()];
    const { token } = await boundUser();
    expect(await save(token, { ...form, otherInviteCode: a.me.myInviteCode })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await save(token, { ...form, nickName: '不会保存', otherInviteCode: b.me.myInviteCode })).toEqual({
      code: 500,
      msg: '邀请人邀请码已填写，不能修改',
    });
    const after = await profile(token);
    expect(after.otherInviteCode).toBe(a.me.myInviteCode);
    expect(after.nickName).toBe(form.nickName);
  });

  it('must exist, must not be one’s own, must look like a code (the shared schema’s message)', async () => {
    const { token, me } = await boundUser();
    const unused = [...'ABCDEFGH'].join('') === me.myInviteCode ? 'HGFEDCBA' : 'ABCDEFGH';
    const { rows } = await t.db.query('SELECT 1 FROM users WHERE my_invite_code = $1', [unused]);
    expect(rows).toHaveLength(0);
    const cases: [unknown, string][] = [
      [unused, '邀请码不存在，请核对后重新填写'],
      [me.myInviteCode, '不能填写自己的邀请码'],
      [me.myInviteCode.toLowerCase(), '不能填写自己的邀请码'],
      ['ABC', '邀请码格式不正确，应为8位字母或数字'],
      ['ABCDEFG0', '邀请码格式不正确，应为8位字母或数字'],
      ['ABCD EFG', '邀请码格式不正确，应为8位字母或数字'],
      ['X'.repeat(65), '邀请码格式不正确，应为8位字母或数字'],
      [12345678, '邀请码格式不正确，应为8位字母或数字'],
    ];
    for (const [code, message] of cases)
      expect(
        await save(token, { ...form, nickName: '不会保存', otherInviteCode: code }),
        String(code),
      ).toEqual({
        code: 500,
        msg: message,
      });
    const after = await profile(token);
    expect(after.otherInviteCode).toBe('');
    expect(after.nickName).toBe(form.nickName);
  });

  it('goes with the phone binding too; a refused code leaves the phone unbound and the SMS code unspent', async () => {
    const inviter = await boundUser();
    const { token } = await scanLogin(t.app, 'new');
    const phone = '13600009999';
    const smsCode = await sendSms(t.app, phone);
    const binding = { ...form, phone, code: 'c', uuid: 'u', smsCode };
    expect(await save(token, { ...binding, otherInviteCode: 'ZZZZZZZZ' })).toEqual({
      code: 500,
      msg: '邀请码不存在，请核对后重新填写',
    });
    expect((await profile(token)).phone).toBe('');
    expect(await save(token, { ...binding, otherInviteCode: inviter.me.myInviteCode })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const me = await profile(token);
    expect(me.phone).toBe(phone);
    expect(me.otherInviteCode).toBe(inviter.me.myInviteCode);
  });

  it('two saves at once with different codes: one wins, the other is refused', async () => {
    const [a, b] = [await boundUser(), await boundUser()];
    const { token } = await boundUser();
    const answers = await Promise.all([
      save(token, { ...form, otherInviteCode: a.me.myInviteCode }),
      save(token, { ...form, otherInviteCode: b.me.myInviteCode }),
    ]);
    expect(answers.filter((x) => x.code === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.code === 500)).toEqual([
      { code: 500, msg: '邀请人邀请码已填写，不能修改' },
    ]);
    expect([a.me.myInviteCode, b.me.myInviteCode]).toContain((await profile(token)).otherInviteCode);
  });
});
