// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getUser } from '../../src/api/session';
import { useSession } from '../../src/components/useSession';
import { toastStore } from '../../src/components/toastStore';
import { ProfileForm } from '../../src/features/profile';
import { userSchema, type User } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import { renderSignedIn, toasts } from './sessionRender';

/**
 * The profile form in the personal centre (001 §5): the same fields and save flow as the dialog (one form,
 * src/features/profile), plus the inviter's code.
 */
const api = vi.hoisted(() => ({
  captcha: vi.fn(),
  sendSms: vi.fn(),
  modifyProfile: vi.fn(),
  profile: vi.fn(),
}));

vi.mock('../../src/api/account', async () => (await import('./accountApiMock')).accountApiMock(api));

const BOUND: User = userSchema.parse({
  uid: 9,
  nickName: '李医生',
  realName: '李明',
  phone: '13800000002',
  hospital: '华西医院',
  score: 10,
  availableScore: 10,
  myInviteCode: 'WK377R7T',
  otherInviteCode: '',
});
const UNBOUND: User = { ...BOUND, phone: '' };

/** As the personal centre renders it: the session's user (which a save refreshes). */
function Centre() {
  const { user } = useSession();
  return user ? <ProfileForm key={user.uid} user={user} /> : null;
}

const renderForm = (user: User) => renderSignedIn(user, <Centre />);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  let n = 0;
  api.captcha.mockImplementation(async () => ({ code: 200, img: `R0lG${++n}`, uuid: `uuid-${n}` }));
  api.modifyProfile.mockResolvedValue(undefined);
  api.profile.mockResolvedValue(BOUND);
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.clearAllMocks();
});

describe('ProfileForm (the personal centre)', () => {
  it('is the profile form in the page: the saved values, the bound phone read-only, the inviter’s code empty', () => {
    renderForm(BOUND);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input(msg.profile.nickName).value).toBe('李医生');
    expect(input(msg.profile.realName).value).toBe('李明');
    expect(input(msg.profile.phone).readOnly).toBe(true);
    expect(screen.queryByLabelText(msg.profile.smsCode)).toBeNull();
    const invite = input(msg.profile.otherInviteCode);
    expect(invite.value).toBe('');
    expect(invite.readOnly).toBe(false);
    expect(invite.getAttribute('aria-required')).toBeNull();
    expect(screen.getByText(msg.profile.otherInviteCodeHint)).toBeTruthy();
  });

  it('with no phone bound: phone, captcha and SMS rows (001 §5: SMS fields only while no phone is bound)', async () => {
    renderForm(UNBOUND);
    expect(input(msg.profile.phone).readOnly).toBe(false);
    expect(screen.getByLabelText(msg.profile.smsCode)).toBeTruthy();
    expect(await screen.findByAltText(msg.profile.captchaAlt)).toBeTruthy();
  });

  it('saves the form with the inviter’s code; afterwards the code is shown read-only', async () => {
    const user = userEvent.setup({ delay: null });
    api.profile.mockResolvedValue({ ...BOUND, nickName: '新昵称', otherInviteCode: 'HWV54YVV' });
    renderForm(BOUND);
    await user.clear(input(msg.profile.nickName));
    await user.type(input(msg.profile.nickName), '新昵称');
    await user.type(input(msg.profile.otherInviteCode), ' hwv54yvv ');
    await user.click(screen.getByRole('button', { name: msg.app.save }));
    await waitFor(() => expect(api.modifyProfile).toHaveBeenCalledTimes(1));
    // The shared rule reads the code trimmed and in upper case.
    expect(api.modifyProfile.mock.calls[0]![0]).toEqual(
      expect.objectContaining({ nickName: '新昵称', realName: '李明', otherInviteCode: 'HWV54YVV' }),
    );
    await waitFor(() => expect(toasts('success')).toEqual([msg.profile.saved]));
    await waitFor(() => expect(getUser()?.otherInviteCode).toBe('HWV54YVV'));
    await waitFor(() => expect(input(msg.profile.otherInviteCode).readOnly).toBe(true));
    expect(input(msg.profile.otherInviteCode).value).toBe('HWV54YVV');
    expect(screen.getByText(msg.profile.otherInviteCodeSet)).toBeTruthy();
  });

  it('a code that is no code is stopped in the form with the shared message, and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(BOUND);
    await user.type(input(msg.profile.otherInviteCode), 'ABC0');
    await user.click(screen.getByRole('button', { name: msg.app.save }));
    expect(await screen.findByText(msg.profile.inviteCodeInvalid)).toBeTruthy();
    expect(input(msg.profile.otherInviteCode).getAttribute('aria-invalid')).toBe('true');
    expect(api.modifyProfile).not.toHaveBeenCalled();
    // Typing clears the message until the next save.
    await user.type(input(msg.profile.otherInviteCode), 'X');
    expect(screen.queryByText(msg.profile.inviteCodeInvalid)).toBeNull();
  });

  it('the server refuses the code: its message as a toast, and everything typed stays', async () => {
    const user = userEvent.setup({ delay: null });
    api.modifyProfile.mockRejectedValue(new Error(msg.profile.inviteCodeNotFound));
    renderForm(BOUND);
    await user.clear(input(msg.profile.realName));
    await user.type(input(msg.profile.realName), '李明明');
    await user.type(input(msg.profile.otherInviteCode), 'ZZZZZZZZ');
    await user.click(screen.getByRole('button', { name: msg.app.save }));
    await waitFor(() => expect(toasts('error')).toEqual([msg.profile.inviteCodeNotFound]));
    expect(input(msg.profile.realName).value).toBe('李明明');
    expect(input(msg.profile.otherInviteCode).value).toBe('ZZZZZZZZ');
    expect(screen.getByRole('button', { name: msg.app.save }).hasAttribute('disabled')).toBe(false);
    expect(api.profile).not.toHaveBeenCalled();
  });

  it('an inviter already set is shown read-only and sent back unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ ...BOUND, otherInviteCode: 'HWV54YVV' });
    expect(input(msg.profile.otherInviteCode).readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: msg.app.save }));
    await waitFor(() => expect(api.modifyProfile).toHaveBeenCalledTimes(1));
    expect(api.modifyProfile.mock.calls[0]![0]).toEqual(
      expect.objectContaining({ otherInviteCode: 'HWV54YVV' }),
    );
  });
});
