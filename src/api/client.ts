import type { z } from 'zod';
import { CODE_EXPIRED, SUCCESS, envelope } from '../schemas/common';
import { msg } from '../text/messages';
import { clearSession, getToken, subscribe as subscribeSession } from './session';
import { reportApiError } from './apiErrors';
import { ApiError, MalformedResponseError } from './errors';

/** 000 §9: every call gives up after 9 s. */
export const REQUEST_TIMEOUT_MS = 9000;
/** Session-expiry failures inside this window share one 当前登录状态已过期 report. */
export const EXPIRED_LATCH_MS = 5000;

export interface ApiRequest<S extends z.ZodType> {
  method?: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
  data?: unknown;
  /** The whole response body's schema (envelope included). */
  schema: S;
  /** The call needs a token: without one the user is told 您还未登录 and the page reloads (000 §4.1). */
  auth?: boolean;
  /** Use this token instead of the stored one (the login callback, before the session is stored). */
  token?: string;
  /** The caller reports business failures itself: nothing reported for code≠200, timeouts or network errors. */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Test seam: answers instead of the network (the platform's `fetch` by default). */
  fetch?: typeof fetch;
  reload?: () => void;
  now?: () => number;
  timeoutMs?: number;
  /** Where user-facing failures go; by default every `onApiError` listener (the app's toaster). */
  report?: (message: string) => void;
}

export interface ApiClient {
  request<S extends z.ZodType>(req: ApiRequest<S>): Promise<z.output<S>>;
  readonly timeoutMs: number;
}

/**
 * On the server (src/app/ssr.tsx) the API is asked in-process: relative URLs have no page to resolve
 * against there. Never set in a browser.
 */
let serverTransport: typeof fetch | null = null;
export const answerOnServerWith = (transport: typeof fetch) => {
  serverTransport = transport;
};

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** A relative URL, or an absolute one on this page's origin: only those get the bearer token. */
export const isSameOrigin = (url: string): boolean => {
  if (!ABSOLUTE.test(url)) return true;
  if (typeof location === 'undefined') return false;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
};

const defaultReload = () => window.location.reload();

/** `url` with the defined params as its query string (what axios's `params` did). */
export const withParams = (url: string, params: ApiRequest<z.ZodType>['params']): string => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) query.append(k, String(v));
  const qs = query.toString();
  return qs === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${qs}`;
};

/** The body as JSON when it is JSON, else its text (a proxy's HTML page, which then reads as malformed). */
const readBody = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const now = options.now ?? Date.now;
  const reload = options.reload ?? defaultReload;
  const report = options.report ?? reportApiError;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Read at call time, so a stubbed global fetch is seen; the platform's fetch, so no route loads axios.
  const send: typeof fetch = (...args) => (options.fetch ?? serverTransport ?? globalThis.fetch)(...args);

  let expiredLatchUntil = 0;
  // A fresh login re-arms the expiry message.
  subscribeSession(() => {
    if (getToken() !== null) expiredLatchUntil = 0;
  });

  const expired = (): ApiError => {
    clearSession();
    const t = now();
    if (t >= expiredLatchUntil) {
      expiredLatchUntil = t + EXPIRED_LATCH_MS;
      report(msg.api.expired);
    }
    return new ApiError(msg.api.expired, 'expired', true);
  };

  const fail = (message: string, kind: ApiError['kind'], silent: boolean, code?: number): ApiError => {
    if (!silent) report(message);
    return new ApiError(message, kind, !silent, code);
  };

  /** Reads a body that is not a success: session expiry, or the server's own message. */
  const failure = (body: unknown, silent: boolean, status?: number): ApiError => {
    const env = envelope.safeParse(body);
    const code = env.success ? env.data.code : undefined;
    if (status === 401 || code === 401 || code === CODE_EXPIRED) return expired();
    const serverMsg = env.success ? env.data.msg?.trim() : undefined;
    if (serverMsg) return fail(serverMsg, 'business', silent, code);
    return fail(msg.api.unknown, status === undefined ? 'business' : 'http', silent, code ?? status);
  };

  const malformed = (url: string, issues: string): MalformedResponseError => {
    report(msg.app.malformed);
    return new MalformedResponseError(url, issues);
  };

  async function request<S extends z.ZodType>(req: ApiRequest<S>): Promise<z.output<S>> {
    const silent = req.silent === true;
    const token = req.token ?? getToken();
    if (req.auth && token === null) {
      report(msg.api.notLoggedIn);
      reload();
      throw new ApiError(msg.api.notLoggedIn, 'notLoggedIn', true);
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token !== null && isSameOrigin(req.url)) headers.Authorization = `Bearer ${token}`;
    if (req.data !== undefined) headers['Content-Type'] = 'application/json';

    // One controller for both ways a call stops: the caller's signal (canceled) and the 9 s timeout.
    const stop = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop.abort();
    }, timeoutMs);
    const cancel = () => stop.abort();
    req.signal?.addEventListener('abort', cancel);
    if (req.signal?.aborted) stop.abort();

    let body: unknown;
    try {
      const res = await send(withParams(req.url, req.params), {
        method: (req.method ?? 'get').toUpperCase(),
        headers,
        body: req.data === undefined ? undefined : JSON.stringify(req.data),
        signal: stop.signal,
      });
      body = await readBody(res);
      if (!res.ok) throw failure(body, silent, res.status);
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if (timedOut) throw fail(msg.api.timeout, 'timeout', silent);
      if (stop.signal.aborted) throw new ApiError(msg.api.unknown, 'canceled', false);
      throw fail(msg.app.networkError, 'network', silent);
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', cancel);
    }

    const env = envelope.safeParse(body);
    if (!env.success) throw malformed(req.url, env.error.message);
    if (env.data.code !== SUCCESS) throw failure(body, silent);
    const parsed = req.schema.safeParse(body);
    if (!parsed.success) throw malformed(req.url, parsed.error.message);
    return parsed.data;
  }

  return { request, timeoutMs };
};

/** The app's one client. */
export const apiClient = createApiClient();
export const request = apiClient.request;
