// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_COOKIE,
  USER_KEY,
  clearSession,
  clearUser,
  getSession,
  getToken,
  getUser,
  setSession,
  setUser,
  subscribe,
} from '../../src/api/session';
import { toStoredUser } from '../../src/api/storedUser';
import { useSession } from '../../src/api/useSession';
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

  it('reacts to another window storing or removing the user (storage event)', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();
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
    localStorage.setItem(USER_KEY, '{not json');
    expect(getUser()).toBeNull();
    localStorage.setItem(USER_KEY, JSON.stringify({ nickName: 'no uid' }));
    expect(getUser()).toBeNull();
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
