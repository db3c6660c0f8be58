// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, waitFor as waitForActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, getUser, setSession, USER_KEY } from '../../src/api/session';
import { AvatarArea } from '../../src/app/shell/AvatarArea';
import { createLoginLogic } from '../../src/features/login/loginActors';
import { WcLoginPage } from '../../src/features/login/WcLoginPage';
import { userSchema } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';

const api = vi.hoisted(() => ({
  getQrConnectUrl: vi.fn(),
  wxCallBack: vi.fn(),
  profile: vi.fn(),
  logout: vi.fn(),
}));
vi.mock('../../src/api/account', () => api);

const QR = 'http://localhost:3000/api/wechatOpen/dev/qrconnect?state=s1';
const USER = userSchema.parse({ uid: 5, nickName: '李医生' });

const fakeWindow = () => ({ closed: false, close: vi.fn(), location: { href: '' }, document: { title: '' } });

beforeEach(() => {
  vi.clearAllMocks();
  api.getQrConnectUrl.mockResolvedValue(QR);
  api.wxCallBack.mockResolvedValue('token-abc');
  api.profile.mockResolvedValue(USER);
  api.logout.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('login machine as provided by the app', () => {
  it('reserves a window inside the click, points it at the QR page, polls storage and reloads', async () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const openWindow = vi.fn(() => win as unknown as Window);
    const reload = vi.fn();
    const actor = createActor(
      createLoginLogic({ openWindow, reload, redirectUri: () => 'http://localhost:3000/wcLogin' }),
    );
    actor.start();
    actor.send({ type: 'login.start' });
    expect(openWindow).toHaveBeenCalledWith('', '_blank'); // synchronously, within the click
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getQrConnectUrl).toHaveBeenCalledWith('http://localhost:3000/wcLogin');
    expect(win.location.href).toBe(QR);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();
    // The callback window logged in: token cookie first, then the user (a user alone is no session).
    document.cookie = 'radio_token=tok-from-callback; path=/';
    localStorage.setItem(USER_KEY, JSON.stringify(USER));
    await vi.advanceTimersByTimeAsync(400);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a blocked window ends in `blocked` with the QR address; failure closes the reserved window', async () => {
    const blocked = createActor(createLoginLogic({ openWindow: () => null }));
    blocked.start();
    blocked.send({ type: 'login.start' });
    const snap = await waitForActor(blocked, (s) => s.matches('blocked'));
    expect(snap.context.qrUrl).toBe(QR);

    api.getQrConnectUrl.mockRejectedValue(new Error(msg.api.timeout));
    const win = fakeWindow();
    const failing = createActor(createLoginLogic({ openWindow: () => win as unknown as Window }));
    failing.start();
    failing.send({ type: 'login.start' });
    const failed = await waitForActor(failing, (s) => s.matches('failed'));
    expect(failed.context.error).toBe(msg.api.timeout);
    expect(win.close).toHaveBeenCalled();
  });
});

function renderAvatar() {
  const router = createMemoryRouter([{ path: '*', element: <AvatarArea /> }]);
  render(<RouterProvider router={router} />);
}

describe('avatar area', () => {
  it('reads 登录 without a user; a blocked popup shows a real link that continues the flow', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderAvatar();
    await user.click(screen.getByRole('button', { name: msg.avatar.login }));
    const dialog = await screen.findByRole('dialog', { name: msg.login.dialogTitle });
    await within(dialog).findByText(msg.login.popupBlocked);
    const link = within(dialog).getByRole('link', { name: msg.login.openLink });
    expect(link.getAttribute('href')).toBe(QR);
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot open tabs
    await user.click(link);
    expect(await within(dialog).findByText(msg.login.waiting)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: msg.login.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with a user: the account menu offers profile, user center and logout; logout confirms, posts, clears', async () => {
    setSession({ token: 't', user: USER });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const user = userEvent.setup();
    renderAvatar();
    await user.click(await screen.findByRole('button', { name: msg.avatar.menuLabelFor('李医生') }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual([msg.avatar.profile, msg.avatar.userCenter, msg.avatar.logout]);
    expect(within(menu).getByRole('menuitem', { name: msg.avatar.userCenter }).getAttribute('href')).toBe(
      '/usercenter/index',
    );
    await user.click(within(menu).getByRole('menuitem', { name: msg.avatar.logout }));
    const confirm = await screen.findByRole('dialog', { name: msg.login.logoutConfirmTitle });
    expect(api.logout).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: msg.app.confirm }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(getUser()).toBeNull();
    expect(getToken()).toBeNull();
  });
});

function renderCallback(search: string) {
  const router = createMemoryRouter([{ path: '/wcLogin', element: <WcLoginPage /> }], {
    initialEntries: [`/wcLogin${search}`],
  });
  render(<RouterProvider router={router} />);
}

describe('/wcLogin', () => {
  it('exchanges the code, fetches the profile with the new token, stores both and closes the window', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderCallback('?code=c1&state=s1');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.wxCallBack).toHaveBeenCalledWith('c1', 's1');
    expect(api.profile).toHaveBeenCalledWith({ token: 'token-abc' });
    expect(getToken()).toBe('token-abc');
    expect(getUser()?.nickName).toBe('李医生');
    // a window that stays open tells the user what to do
    expect(await screen.findByText(msg.login.callbackDoneManual)).toBeTruthy();
    expect(screen.getByRole('link', { name: msg.app.backHome })).toBeTruthy();
  });

  it('says the parameters are missing', () => {
    renderCallback('?code=only');
    expect(screen.getByText(msg.login.callbackMissing)).toBeTruthy();
    expect(api.wxCallBack).not.toHaveBeenCalled();
  });

  it('a failure shows the error and retries on request', async () => {
    api.wxCallBack.mockRejectedValueOnce(new Error('登录凭证无效或已过期，请重新扫码'));
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderCallback('?code=c1&state=s1');
    expect(await screen.findByText(msg.login.callbackFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: msg.login.callbackRetry }));
    await waitFor(() => expect(getToken()).toBe('token-abc'));
  });
});
