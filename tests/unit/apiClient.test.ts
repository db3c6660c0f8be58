// @vitest-environment jsdom
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, EXPIRED_LATCH_MS, REQUEST_TIMEOUT_MS } from '../../src/api/client';
import { onApiError } from '../../src/api/apiErrors';
import { ApiError, MalformedResponseError } from '../../src/api/errors';
import { clearSession, getToken, getUser, setSession } from '../../src/api/session';
import { showApiErrorsAsToasts } from '../../src/app/apiErrorToasts';
import { toastStore } from '../../src/components/toastStore';
import { envelope, dataResponse } from '../../src/schemas/common';
import { msg } from '../../src/text/messages';

const USER = {
  uid: '7',
  nickName: '演示',
  realName: '',
  phone: '',
  showWorkInfo: 0 as const,
  hospital: '',
  department: '',
  jodTitle: '',
  score: 0,
  availableScore: 0,
  userImg: '',
};

const respond =
  (body: unknown, status = 200): AxiosAdapter =>
  async (config) => {
    if (status >= 200 && status < 300) return { data: body, status, statusText: 'OK', headers: {}, config };
    const response = { data: body, status, statusText: 'ERR', headers: {}, config };
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_REQUEST',
      config,
      null,
      response,
    );
  };

const toasts = (kind?: 'error' | 'success' | 'info') =>
  toastStore
    .getSnapshot()
    .filter((t) => kind === undefined || t.kind === kind)
    .map((t) => t.message);

// The app's start-up wiring: what the client reports becomes an error toast.
let unwire: () => void;
beforeAll(() => {
  unwire = showApiErrorsAsToasts();
});
afterAll(() => unwire());

beforeEach(() => {
  clearSession();
  toastStore.clear();
});

describe('api client', () => {
  it('unwraps code 200 and returns the parsed body', async () => {
    const client = createApiClient({ adapter: respond({ code: 200, msg: 'ok', data: { n: 1 } }) });
    const res = await client.request({ url: '/api/x', schema: dataResponse(z.object({ n: z.number() })) });
    expect(res.data).toEqual({ n: 1 });
    expect(toasts()).toEqual([]);
  });

  it('shows the server msg as an error toast and rejects with it when code is not 200', async () => {
    const client = createApiClient({ adapter: respond({ code: 500, msg: '参数错误' }) });
    const err = await client.request({ url: '/api/x', schema: envelope }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('参数错误');
    expect(toasts('error')).toEqual(['参数错误']);
  });

  it('a silent call rejects with the server msg but leaves the toast to the caller', async () => {
    const client = createApiClient({ adapter: respond({ code: 500, msg: '验证码错误' }) });
    await expect(client.request({ url: '/api/x', schema: envelope, silent: true })).rejects.toThrow(
      '验证码错误',
    );
    expect(toasts()).toEqual([]);
  });

  it('ten simultaneous 401 / 1006 failures clear the session and show the expiry message exactly once', async () => {
    setSession({ token: 'tok', user: USER });
    const adapter: AxiosAdapter = async (config) =>
      config.url?.endsWith('401')
        ? respond({ code: 401, msg: 'token invalid' }, 401)(config)
        : respond({ code: 1006, msg: '登录过期' })(config);
    const client = createApiClient({ adapter });
    const calls = Array.from({ length: 10 }, (_, i) =>
      client.request({ url: i % 2 ? '/api/a/401' : '/api/b/1006', schema: envelope }),
    );
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    for (const r of results) expect((r as PromiseRejectedResult).reason.message).toBe(msg.api.expired);
    expect(toasts('error')).toEqual([msg.api.expired]);
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('the expiry latch re-arms after its window and after a new login', async () => {
    let now = 1_000_000;
    const client = createApiClient({ adapter: respond({ code: 401, msg: 'x' }, 401), now: () => now });
    const call = () => client.request({ url: '/api/x', schema: envelope }).catch(() => undefined);
    await call();
    await call();
    expect(toasts()).toHaveLength(1);
    now += EXPIRED_LATCH_MS + 1;
    await call();
    expect(toasts()).toHaveLength(2);
    setSession({ token: 'fresh', user: USER }); // a new login
    await call();
    expect(toasts()).toHaveLength(3);
  });

  it('a timeout shows 请求超时，请稍后重试 and rejects', async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    };
    const client = createApiClient({ adapter });
    expect(client.axios.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(9000);
    await expect(client.request({ url: '/api/slow', schema: envelope })).rejects.toThrow(msg.api.timeout);
    expect(toasts('error')).toEqual([msg.api.timeout]);
  });

  it('the 9 s timeout really fires through the real adapter path', async () => {
    vi.useFakeTimers();
    try {
      // An adapter that honours config.timeout like the xhr adapter and never answers.
      const adapter: AxiosAdapter = (config) =>
        new Promise((_, reject) => {
          setTimeout(() => reject(new AxiosError('timeout', 'ECONNABORTED', config)), config.timeout);
        });
      const client = createApiClient({ adapter });
      const p = client.request({ url: '/api/slow', schema: envelope }).catch((e: Error) => e.message);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(toasts()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await p).toBe(msg.api.timeout);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the bearer token only to this origin', async () => {
    setSession({ token: 'tok', user: USER });
    const seen: Record<string, string | undefined> = {};
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      seen[config.url ?? ''] = AxiosHeaders.from(config.headers).get('Authorization') as string | undefined;
      return { data: { code: 200 }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const client = createApiClient({ adapter });
    const urls = [
      '/api/rel',
      `${location.origin}/api/abs`,
      'https://evil.example.com/api',
      '//evil.example.com/x',
    ];
    for (const url of urls) await client.request({ url, schema: envelope });
    expect(seen['/api/rel']).toBe('Bearer tok');
    expect(seen[`${location.origin}/api/abs`]).toBe('Bearer tok');
    expect(seen['https://evil.example.com/api']).toBeUndefined();
    expect(seen['//evil.example.com/x']).toBeUndefined();
  });

  it('an explicit token (login callback) is used instead of the stored one', async () => {
    let auth: unknown;
    const client = createApiClient({
      adapter: async (config) => {
        auth = AxiosHeaders.from(config.headers).get('Authorization');
        return { data: { code: 200 }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await client.request({ url: '/api/p', schema: envelope, auth: true, token: 'new-token' });
    expect(auth).toBe('Bearer new-token');
  });

  it('a call that needs a token, without one, says 您还未登录 and reloads without calling the server', async () => {
    const reload = vi.fn();
    const adapter = vi.fn(respond({ code: 200 }));
    const client = createApiClient({ adapter, reload });
    await expect(
      client.request({ url: '/api/radio/user/profile', schema: envelope, auth: true }),
    ).rejects.toThrow(msg.api.notLoggedIn);
    expect(toasts('error')).toEqual([msg.api.notLoggedIn]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(adapter).not.toHaveBeenCalled();
  });

  it('a malformed answer becomes a clear error (toast + MalformedResponseError), not undefined data', async () => {
    const schema = dataResponse(z.object({ uid: z.string() }));
    const wrongShape = createApiClient({ adapter: respond({ code: 200, data: { name: 1 } }) });
    const e1 = await wrongShape.request({ url: '/api/u', schema }).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(MalformedResponseError);
    expect((e1 as Error).message).toBe(msg.app.malformed);

    const html = createApiClient({ adapter: respond('<html>proxy error</html>') });
    const e2 = await html.request({ url: '/api/u', schema }).catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(MalformedResponseError);
    expect(toasts('error')).toEqual([msg.app.malformed, msg.app.malformed]);
  });

  it('a network failure says so', async () => {
    const client = createApiClient({
      adapter: async (config) => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      },
    });
    await expect(client.request({ url: '/api/x', schema: envelope })).rejects.toThrow(msg.app.networkError);
  });

  it('the client imports no UI: it reports to its listeners, and an unsubscribed one hears nothing more', async () => {
    const heard: string[] = [];
    const stop = onApiError((m) => heard.push(m));
    const client = createApiClient({ adapter: respond({ code: 500, msg: '参数错误' }) });
    await client.request({ url: '/api/x', schema: envelope }).catch(() => undefined);
    stop();
    await client.request({ url: '/api/x', schema: envelope }).catch(() => undefined);
    expect(heard).toEqual(['参数错误']);
    expect(toasts('error')).toEqual(['参数错误', '参数错误']);
  });

  it('an injected reporter replaces the listeners for that client', async () => {
    const report = vi.fn();
    const client = createApiClient({ adapter: respond({ code: 500, msg: '参数错误' }), report });
    await expect(client.request({ url: '/api/x', schema: envelope })).rejects.toThrow('参数错误');
    expect(report).toHaveBeenCalledWith('参数错误');
    expect(toasts()).toEqual([]);
  });
});
