// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getUser } from '../../src/api/session';
import { toastStore } from '../../src/components/toastStore';
import { ProfileDialog } from '../../src/features/profile/ProfileDialog';
import { userSchema, type User } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import { renderSignedIn, toasts } from './sessionRender';

const api = vi.hoisted(() => ({
  captcha: vi.fn(),
  sendSms: vi.fn(),
  modifyProfile: vi.fn(),
  profile: vi.fn(),
}));

vi.mock('../../src/api/account', async () => (await import('./accountApiMock')).accountApiMock(api));

const UNBOUND: User = userSchema.parse({ uid: 7, nickName: '演示用户', score: 120, availableScore: 80 });
const BOUND: User = { ...UNBOUND, phone: '13800000000', realName: '王医生', hospital: '华西医院' };

let captchaCount = 0;
const onClose = vi.fn();

function renderDialog(user: User) {
  renderSignedIn(user, <ProfileDialog onClose={onClose} />);
  return screen.getByRole('dialog', { name: msg.profile.title });
}

beforeEach(() => {
  captchaCount = 0;
  api.captcha.mockImplementation(async () => ({
    code: 200,
    img: `R0lG${++captchaCount}`,
    uuid: `uuid-${captchaCount}`,
  }));
  api.sendSms.mockResolvedValue(undefined);
  api.modifyProfile.mockResolvedValue(undefined);
  api.profile.mockResolvedValue(UNBOUND);
  toastStore.clear();
  onClose.mockReset();
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.clearAllMocks();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText(msg.profile.realName), '张三');
  await user.type(d.getByLabelText(msg.profile.phone), '13912345678');
  await user.type(d.getByLabelText(msg.profile.captcha), 'ab12');
  await user.type(d.getByLabelText(msg.profile.smsCode), '123456');
  await user.type(d.getByLabelText(msg.profile.hospital), '协和医院');
  await user.type(d.getByLabelText(msg.profile.department), '放射科');
}

describe('ProfileDialog', () => {
  it('has the accessible name 个人资料 and shows points and the binding hint', async () => {
    const dialog = renderDialog(UNBOUND);
    expect(within(dialog).getByTestId('score-total').textContent).toBe('120');
    expect(within(dialog).getByTestId('score-available').textContent).toBe('80');
    expect(within(dialog).getByText(msg.profile.bindHint(50))).toBeTruthy();
    expect(await within(dialog).findByAltText(msg.profile.captchaAlt)).toBeTruthy();
  });

  it('an empty submit shows the spec messages under the fields and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    await user.clear(d.getByLabelText(msg.profile.nickName));
    await user.click(d.getByRole('button', { name: msg.app.save }));
    for (const text of [
      '昵称不能为空',
      '真实姓名不能为空',
      '请输入手机号',
      '请输入图形验证码',
      '请输入手机验证码',
      '请输入工作单位',
    ]) {
      expect(d.getByText(text)).toBeTruthy();
    }
    // the message belongs to its field
    expect(d.getByLabelText(msg.profile.nickName).getAttribute('aria-invalid')).toBe('true');
    expect(api.modifyProfile).not.toHaveBeenCalled();
  });

  it('no text input takes a 21st character', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    const labels = [
      msg.profile.nickName,
      msg.profile.realName,
      msg.profile.phone,
      msg.profile.captcha,
      msg.profile.smsCode,
      msg.profile.hospital,
      msg.profile.department,
      msg.profile.jodTitle,
    ];
    for (const label of labels) {
      const input = d.getByLabelText(label) as HTMLInputElement;
      await user.clear(input);
      await user.type(input, '一二三四五六七八九十一二三四五六七八九十超');
      expect(input.value).toHaveLength(20);
    }
  }, 60_000); // 168 keystrokes through MUI in jsdom: seconds alone, far more on a busy 2-core runner

  it('a failed save shows the server message, refreshes the captcha and keeps everything typed', async () => {
    api.modifyProfile.mockRejectedValue(new Error(msg.sms.smsWrong));
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    await d.findByAltText(msg.profile.captchaAlt);
    await fillValid(user, dialog);
    await user.click(d.getByRole('button', { name: msg.app.save }));

    await waitFor(() => expect(toasts('error')).toEqual([msg.sms.smsWrong]));
    expect(api.modifyProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        realName: '张三',
        phone: '13912345678',
        code: 'ab12',
        uuid: 'uuid-1',
        smsCode: '123456',
      }),
    );
    await waitFor(() => expect(api.captcha).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect((d.getByAltText(msg.profile.captchaAlt) as HTMLImageElement).src).toBe(
        'data:image/gif;base64,R0lG2',
      ),
    );
    expect(screen.getByRole('dialog', { name: msg.profile.title })).toBe(dialog);
    expect((d.getByLabelText(msg.profile.nickName) as HTMLInputElement).value).toBe('演示用户');
    expect((d.getByLabelText(msg.profile.realName) as HTMLInputElement).value).toBe('张三');
    expect((d.getByLabelText(msg.profile.phone) as HTMLInputElement).value).toBe('13912345678');
    expect((d.getByLabelText(msg.profile.captcha) as HTMLInputElement).value).toBe('ab12');
    expect((d.getByLabelText(msg.profile.smsCode) as HTMLInputElement).value).toBe('123456');
    expect((d.getByLabelText(msg.profile.hospital) as HTMLInputElement).value).toBe('协和医院');
    expect(onClose).not.toHaveBeenCalled();
    expect(d.getByRole('button', { name: msg.app.save }).hasAttribute('disabled')).toBe(false);
  });

  it('a successful save says 信息更新成功, stores the fetched profile and shows it (phone now bound)', async () => {
    const fresh = { ...UNBOUND, phone: '13912345678', nickName: '新昵称', score: 170, availableScore: 130 };
    api.profile.mockResolvedValue(fresh);
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    await d.findByAltText(msg.profile.captchaAlt);
    await fillValid(user, dialog);
    await user.click(d.getByRole('button', { name: msg.app.save }));
    await waitFor(() => expect(d.getByTestId('score-total').textContent).toBe('170'));
    expect(d.getByTestId('score-available').textContent).toBe('130');
    expect(toasts('success')).toEqual([msg.profile.saved]);
    expect(getUser()?.nickName).toBe('新昵称');
    expect(d.queryByLabelText(msg.profile.captcha)).toBeNull();
    expect(d.queryByLabelText(msg.profile.smsCode)).toBeNull();
    expect((d.getByLabelText(msg.profile.phone) as HTMLInputElement).readOnly).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the profile cannot be fetched after saving, the stored user is cleared', async () => {
    api.profile.mockRejectedValue(new Error('boom'));
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    await within(dialog).findByAltText(msg.profile.captchaAlt);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: msg.app.save }));
    await waitFor(() => expect(getUser()).toBeNull());
  });

  it('with a bound phone: the phone is read-only and there is no captcha or SMS field', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(BOUND);
    const d = within(dialog);
    const phone = d.getByLabelText(msg.profile.phone) as HTMLInputElement;
    expect(phone.value).toBe('13800000000');
    expect(phone.readOnly).toBe(true);
    expect(d.getByText(msg.profile.phoneBound)).toBeTruthy();
    expect(d.queryByLabelText(msg.profile.captcha)).toBeNull();
    expect(d.queryByLabelText(msg.profile.smsCode)).toBeNull();
    expect(d.queryByRole('button', { name: msg.sms.send })).toBeNull();
    await user.click(d.getByRole('button', { name: msg.app.save }));
    await waitFor(() => expect(api.modifyProfile).toHaveBeenCalledTimes(1));
    const body = api.modifyProfile.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('smsCode');
  });
});

describe('SmsCodeButton in the dialog', () => {
  it('refuses to send without a valid phone and captcha and says why', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    await d.findByAltText(msg.profile.captchaAlt);
    await user.type(d.getByLabelText(msg.profile.phone), '12345');
    await user.click(d.getByRole('button', { name: msg.sms.send }));
    expect(d.getByText(msg.profile.phoneInvalid)).toBeTruthy();
    expect(d.getByText(msg.profile.captchaRequired)).toBeTruthy();
    expect(api.sendSms).not.toHaveBeenCalled();
  });

  it('sends, says 短信发送成功 and counts down while disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    await d.findByAltText(msg.profile.captchaAlt);
    await user.type(d.getByLabelText(msg.profile.phone), '13912345678');
    await user.type(d.getByLabelText(msg.profile.captcha), 'ab12');
    await user.click(d.getByRole('button', { name: msg.sms.send }));
    expect(api.sendSms).toHaveBeenCalledWith({ phone: '13912345678', code: 'ab12', uuid: 'uuid-1' });
    const counting = await d.findByRole('button', { name: /秒后重新获取/ });
    expect(counting.textContent).toMatch(/^(60|59)秒后重新获取$/);
    expect(counting.hasAttribute('disabled')).toBe(true);
    expect(toasts('success')).toEqual([msg.sms.sent]);
  });

  it('a failed send shows the server message and refreshes the captcha', async () => {
    api.sendSms.mockRejectedValue(new Error(msg.sms.captchaWrong));
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    await d.findByAltText(msg.profile.captchaAlt);
    await user.type(d.getByLabelText(msg.profile.phone), '13912345678');
    await user.type(d.getByLabelText(msg.profile.captcha), 'zzzz');
    await user.click(d.getByRole('button', { name: msg.sms.send }));
    await waitFor(() => expect(toasts('error')).toEqual([msg.sms.captchaWrong]));
    await waitFor(() => expect(api.captcha).toHaveBeenCalledTimes(2));
    expect(d.getByRole('button', { name: msg.sms.send }).hasAttribute('disabled')).toBe(false);
  });

  it('clicking the captcha image fetches a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog(UNBOUND);
    const d = within(dialog);
    await user.click(await d.findByAltText(msg.profile.captchaAlt));
    await waitFor(() => expect(api.captcha).toHaveBeenCalledTimes(2));
  });
});
