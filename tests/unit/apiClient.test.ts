// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, EXPIRED_LATCH_MS, REQUEST_TIMEOUT_MS } from '../../src/api/client';
import { onApiError } from '../../src/api/apiErrors';
import { ApiError, MalformedResponseError } from '../../src/api/errors';
import { clearSession, getToken, getUser, setSession } from '../../src/api/session';
import { showApiErrorsAsToasts } from '../../src/app/apiErrorToasts';
import { toastStore } from '../../src/components/toastStore';
import { envelope, dataResponse } from '../../src/schemas/common';
import { msg } from '../../src/text/messages';
import { toasts } from './sessionRender';

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
  myInviteCode: 'WK377R7T',
  otherInviteCode: '',
};

type Fetch = typeof fetch;
const answer = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
const respond =
  (body: unknown, status = 200): Fetch =>
  async () =>
    answer(body, status);
const authOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('Authorization') ?? undefined;

// The app's start-up wiring: what the client reports becomes an error toast.
let unwire: () => void;
beforeAll(() => {
  unwire = showApiErrorsAsToasts();
});
afterAll(() => unwire());

// Every report the client makes (the toasts show a message once while it is on screen).
let reports: string[] = [];
let stopHearing: () => void;
beforeEach(() => {
  clearSession();
  toastStore.clear();
  reports = [];
  stopHearing = onApiError((m) => reports.push(m));
});
afterEach(() => stopHearing());

describe('api client', () => {
  it('unwraps code 200 and returns the parsed body', async () => {
    const client = createApiClient({ fetch: respond({ code: 200, msg: 'ok', data: { n: 1 } }) });
    const res = await client.request({ url: '/api/x', schema: dataResponse(z.object({ n: z.number() })) });
    expect(res.data).toEqual({ n: 1 });
    expect(toasts()).toEqual([]);
  });

  it('shows the server msg as an error toast and rejects with it when code is not 200', async () => {
    const client = createApiClient({ fetch: respond({ code: 500, msg: '参数错误' }) });
    const err = await client.request({ url: '/api/x', schema: envelope }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('参数错误');
    expect(toasts('error')).toEqual(['参数错误']);
  });

  it('a silent call rejects with the server msg but leaves the toast to the caller', async () => {
    const client = createApiClient({ fetch: respond({ code: 500, msg: '验证码错误' }) });
    await expect(client.request({ url: '/api/x', schema: envelope, silent: true })).rejects.toThrow(
      '验证码错误',
    );
    expect(toasts()).toEqual([]);
  });

  it('ten simultaneous 401 / 1006 failures clear the session and show the expiry message exactly once', async () => {
    setSession({ token: 'tok', user: USER });
    const fetch: Fetch = async (url) =>
      String(url).endsWith('401')
        ? answer({ code: 401, msg: 'token invalid' }, 401)
        : answer({ code: 1006, msg: '登录过期' });
    const client = createApiClient({ fetch });
    const calls = Array.from({ length: 10 }, (_, i) =>
      client.request({ url: i % 2 ? '/api/a/401' : '/api/b/1006', schema: envelope }),
    );
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    for (const r of results) expect((r as PromiseRejectedResult).reason.message).toBe(msg.api.expired);
    expect(reports).toEqual([msg.api.expired]);
    expect(toasts('error')).toEqual([msg.api.expired]);
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('the expiry latch re-arms after its window and after a new login', async () => {
    let now = 1_000_000;
    const client = createApiClient({ fetch: respond({ code: 401, msg: 'x' }, 401), now: () => now });
    const call = () => client.request({ url: '/api/x', schema: envelope }).catch(() => undefined);
    await call();
    await call();
    expect(reports).toHaveLength(1);
    now += EXPIRED_LATCH_MS + 1;
    await call();
    expect(reports).toHaveLength(2);
    setSession({ token: 'fresh', user: USER }); // a new login
    await call();
    expect(reports).toHaveLength(3);
  });

  // A server that never answers, but stops when the request's signal aborts, as fetch does.
  const hang: Fetch = (_url, init) =>
    new Promise((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('a call with no answer after 9 s shows 请求超时，请稍后重试 and rejects, not a moment before', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(9000);
    vi.useFakeTimers();
    try {
      const client = createApiClient({ fetch: hang });
      expect(client.timeoutMs).toBe(REQUEST_TIMEOUT_MS);
      const p = client.request({ url: '/api/slow', schema: envelope }).catch((e: Error) => e.message);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(toasts()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await p).toBe(msg.api.timeout);
      expect(toasts('error')).toEqual([msg.api.timeout]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call its caller cancels rejects as canceled and reports nothing', async () => {
    const client = createApiClient({ fetch: hang });
    const stop = new AbortController();
    const p = client
      .request({ url: '/api/slow', schema: envelope, signal: stop.signal })
      .catch((e: unknown) => e);
    stop.abort();
    const err = await p;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('canceled');
    expect(toasts()).toEqual([]);
  });

  it('sends params as the query string (undefined ones left out) and data as a JSON body', async () => {
    let seen: { url: string; method?: string; body?: unknown; type?: string | null } = { url: '' };
    const client = createApiClient({
      fetch: async (url, init) => {
        seen = {
          url: String(url),
          method: init?.method,
          body: init?.body,
          type: new Headers(init?.headers).get('Content-Type'),
        };
        return answer({ code: 200 });
      },
    });
    await client.request({
      url: '/api/list',
      params: { page: 2, q: '肺 结节', none: undefined },
      schema: envelope,
    });
    expect(seen).toEqual({
      url: '/api/list?page=2&q=%E8%82%BA+%E7%BB%93%E8%8A%82',
      method: 'GET',
      body: undefined,
      type: null,
    });
    await client.request({ method: 'post', url: '/api/save', data: { a: 1 }, schema: envelope });
    expect(seen).toEqual({ url: '/api/save', method: 'POST', body: '{"a":1}', type: 'application/json' });
  });

  it('sends the bearer token only to this origin', async () => {
    setSession({ token: 'tok', user: USER });
    const seen: Record<string, string | undefined> = {};
    const fetch: Fetch = async (url, init) => {
      seen[String(url)] = authOf(init);
      return answer({ code: 200 });
    };
    const client = createApiClient({ fetch });
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
      fetch: async (_url, init) => {
        auth = authOf(init);
        return answer({ code: 200 });
      },
    });
    await client.request({ url: '/api/p', schema: envelope, auth: true, token: 'new-token' });
    expect(auth).toBe('Bearer new-token');
  });

  it('a call that needs a token, without one, says 您还未登录 and reloads without calling the server', async () => {
    const reload = vi.fn();
    const fetch = vi.fn(respond({ code: 200 }));
    const client = createApiClient({ fetch, reload });
    await expect(
      client.request({ url: '/api/radio/user/profile', schema: envelope, auth: true }),
    ).rejects.toThrow(msg.api.notLoggedIn);
    expect(toasts('error')).toEqual([msg.api.notLoggedIn]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a malformed answer becomes a clear error (toast + MalformedResponseError), not undefined data', async () => {
    const schema = dataResponse(z.object({ uid: z.string() }));
    const wrongShape = createApiClient({ fetch: respond({ code: 200, data: { name: 1 } }) });
    const e1 = await wrongShape.request({ url: '/api/u', schema }).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(MalformedResponseError);
    expect((e1 as Error).message).toBe(msg.app.malformed);

    const html = createApiClient({ fetch: respond('<html>proxy error</html>') });
    const e2 = await html.request({ url: '/api/u', schema }).catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(MalformedResponseError);
    expect(reports).toEqual([msg.app.malformed, msg.app.malformed]);
    expect(toasts('error')).toEqual([msg.app.malformed]);
  });

  it('a network failure says so', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.request({ url: '/api/x', schema: envelope })).rejects.toThrow(msg.app.networkError);
  });

  it('the client imports no UI: it reports to its listeners, and an unsubscribed one hears nothing more', async () => {
    const heard: string[] = [];
    const stop = onApiError((m) => heard.push(m));
    const client = createApiClient({ fetch: respond({ code: 500, msg: '参数错误' }) });
    await client.request({ url: '/api/x', schema: envelope }).catch(() => undefined);
    stop();
    await client.request({ url: '/api/x', schema: envelope }).catch(() => undefined);
    expect(heard).toEqual(['参数错误']);
    expect(reports).toEqual(['参数错误', '参数错误']);
    expect(toasts('error')).toEqual(['参数错误']);
  });

  it('an injected reporter replaces the listeners for that client', async () => {
    const report = vi.fn();
    const client = createApiClient({ fetch: respond({ code: 500, msg: '参数错误' }), report });
    await expect(client.request({ url: '/api/x', schema: envelope })).rejects.toThrow('参数错误');
    expect(report).toHaveBeenCalledWith('参数错误');
    expect(toasts()).toEqual([]);
  });
});
