// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { clearSession, getToken, getUser, setSession } from '../../src/api/session';
import { createQueryClient } from '../../src/app/queryClient';
import { syncProfile } from '../../src/app/shell/useProfileSync';
import { userSchema } from '../../src/schemas/account';

const api = vi.hoisted(() => ({ profile: vi.fn() }));
vi.mock('../../src/api/account', () => ({ accountKeys: { profile: () => ['account', 'profile'] }, ...api }));

const USER = userSchema.parse({ uid: 1, nickName: '旧昵称' });

beforeEach(() => {
  vi.clearAllMocks();
  clearSession();
  setSession({ token: 'tok', user: USER });
});

describe('profile sync on route change', () => {
  it('stores the fresh profile', async () => {
    api.profile.mockResolvedValue({ ...USER, nickName: '新昵称' });
    const qc = createQueryClient();
    await syncProfile(qc);
    expect(getUser()?.nickName).toBe('新昵称');
    expect(qc.getQueryData(['account', 'profile'])).toMatchObject({ nickName: '新昵称' });
  });

  it('a failed fetch clears the user and the token (logout routine, no prompt)', async () => {
    api.profile.mockRejectedValue(new Error('当前登录状态已过期, 请重新登录'));
    await syncProfile(createQueryClient());
    expect(getUser()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('no answer (offline, timeout, cancelled) keeps the session: it says nothing about it', async () => {
    for (const kind of ['network', 'timeout', 'canceled'] as const) {
      api.profile.mockRejectedValue(new ApiError('x', kind, true));
      await syncProfile(createQueryClient());
      expect(getToken()).toBe('tok');
      expect(getUser()?.nickName).toBe('旧昵称');
    }
    api.profile.mockRejectedValue(new ApiError('当前登录状态已过期, 请重新登录', 'expired', true));
    await syncProfile(createQueryClient());
    expect(getToken()).toBeNull();
  });

  it('an answer for a route already left is ignored', async () => {
    api.profile.mockRejectedValue(new Error('x'));
    await syncProfile(createQueryClient(), () => false);
    expect(getToken()).toBe('tok');
  });
});
