// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '../../domain/session';
import {
  USER_KEY,
  clearSession,
  clearUser,
  getSession,
  getToken,
  getUser,
  setSession,
  setUser,
  subscribe,
  tokenCookieAttributes,
} from '../../src/api/session';
import { toStoredUser } from '../../src/api/storedUser';
import { useSession } from '../../src/components/useSession';
import { userSchema, type User } from '../../src/schemas/account';

const USER: User = userSchema.parse({ uid: 7, nickName: '演示用户', phone: '13800000000', score: 120 });

beforeEach(() => clearSession());
afterEach(() => vi.restoreAllMocks());

describe('session store', () => {
  it('keeps the user as JSON in localStorage `user` and the token in the radio_token cookie for 10 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    setSession({ token: 'tok-1', user: USER });
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ uid: '7', nickName: '演示用户' });
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok-1`);
    expect(location.protocol).toBe('http:');
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok-1', {
      expires: 10, // 000 §9: the token cookie lives 10 days
      path: '/',
      sameSite: 'lax',
    });
    expect(getToken()).toBe('tok-1');
    expect(getUser()).toEqual(USER);
  });

  it('clearUser forgets only the user; clearSession forgets both', () => {
    setSession({ token: 'tok', user: USER });
    clearUser();
    expect(getUser()).toBeNull();
    expect(getToken()).toBe('tok');
    setUser(USER);
    clearSession();
    expect(getUser()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('gives the same snapshot object until something changes (useSyncExternalStore contract)', () => {
    setSession({ token: 'tok', user: USER });
    const a = getSession();
    expect(getSession()).toBe(a);
    setUser({ ...USER, nickName: '新昵称' });
    const b = getSession();
    expect(b).not.toBe(a);
    expect(b.user?.nickName).toBe('新昵称');
  });

  it('notifies subscribers on changes made here', () => {
    const listener = vi.fn();
    const off = subscribe(listener);
    setSession({ token: 'tok', user: USER });
    clearUser();
    off();
    setUser(USER);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('marks the token cookie Secure when the page is served over https', () => {
    expect(tokenCookieAttributes('https:')).toEqual({
      expires: 10,
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
    expect(tokenCookieAttributes('http:')).not.toHaveProperty('secure');
  });

  it('reacts to another window storing or removing the user (storage event)', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();
    Cookies.set(TOKEN_COOKIE, 'tok-other-window');
    act(() => {
      localStorage.setItem(USER_KEY, JSON.stringify({ uid: 9, nickName: '别的窗口' }));
      window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    });
    expect(result.current.user?.nickName).toBe('别的窗口');
    act(() => {
      localStorage.removeItem(USER_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.user).toBeNull();
  });

  it('treats a corrupt stored user as no user', () => {
    Cookies.set(TOKEN_COOKIE, 'tok');
    localStorage.setItem(USER_KEY, '{not json');
    expect(getUser()).toBeNull();
    localStorage.setItem(USER_KEY, JSON.stringify({ nickName: 'no uid' }));
    expect(getUser()).toBeNull();
  });
});

describe('one session, not two halves (issue 10)', () => {
  const storeStaleUser = () => localStorage.setItem(USER_KEY, JSON.stringify(USER));

  it('at start-up, a stored user whose token cookie is gone is no user, and leaves storage', async () => {
    storeStaleUser();
    vi.resetModules();
    const fresh = await import('../../src/api/session');
    expect(fresh.getSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('getUser answers no user without a token', () => {
    storeStaleUser();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('keeps a token without a user: the profile sync completes the session with it', () => {
    Cookies.set(TOKEN_COOKIE, 'tok-only');
    expect(getSession()).toEqual({ user: null, token: 'tok-only' });
    expect(getToken()).toBe('tok-only');
  });

  it('when the cookie expires, the next read logs out every view, not only the one that read', async () => {
    setSession({ token: 'tok', user: USER });
    const page = renderHook(() => useSession());
    const header = renderHook(() => useSession());
    expect(header.result.current.user?.uid).toBe('7');
    Cookies.remove(TOKEN_COOKIE); // the browser drops the cookie at its expiry; no event says so
    page.rerender(); // a navigation re-renders the page
    expect(page.result.current).toEqual({ user: null, token: null });
    await act(async () => {}); // the change is announced right after the read
    expect(header.result.current).toEqual({ user: null, token: null });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('reads the session again when the window regains focus or becomes visible', () => {
    for (const event of [new Event('focus'), new Event('visibilitychange')]) {
      setSession({ token: 'tok', user: USER });
      const { result } = renderHook(() => useSession());
      expect(result.current.user).not.toBeNull();
      Cookies.remove(TOKEN_COOKIE);
      act(() => {
        (event.type === 'focus' ? window : document).dispatchEvent(event);
      });
      expect(result.current.user, event.type).toBeNull();
      expect(localStorage.getItem(USER_KEY)).toBeNull();
    }
  });

  it('a user stored by another window without a token does not log this one in', () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      storeStaleUser();
      window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    });
    expect(result.current).toEqual({ user: null, token: null });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('setUser without a token stores nothing', () => {
    setUser(USER);
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('toStoredUser', () => {
  const samples: unknown[] = [
    { uid: 1 },
    { uid: '2', nickName: null, phone: '13800000000', showWorkInfo: '1', score: 5, availableScore: null },
    {
      uid: 3,
      showWorkInfo: 1,
      hospital: '华西医院',
      department: '放射科',
      jodTitle: '主任医师',
      userImg: '/a.png',
      extra: 'kept',
    },
    { uid: 4, showWorkInfo: 0, score: null },
    { uid: 5, myInviteCode: 'WK377R7T', otherInviteCode: null },
  ];
  it.each(samples)('agrees with userSchema for %o', (sample) => {
    expect(toStoredUser(sample)).toEqual(userSchema.parse(sample));
  });
  it('refuses what userSchema refuses', () => {
    for (const bad of [null, 'x', [], { nickName: 'a' }]) {
      expect(toStoredUser(bad)).toBeNull();
      expect(userSchema.safeParse(bad).success).toBe(false);
    }
  });
});
