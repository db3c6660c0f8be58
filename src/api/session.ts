import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../../domain/session';
import type { User } from '../schemas/account';
import { TOKEN_DAYS } from '../schemas/limits';
import { toStoredUser } from './storedUser';

/**
 * The session: the user in local storage (`user`, JSON; 000 §3) and the token in a cookie
 * (`radio_token`, 10 days; `Secure` over https; decision 0008). Views read it with `useSession`; other
 * windows' changes arrive through `storage` events (the login callback runs in another window).
 *
 * One session, not two halves (issue 10): the cookie's own expiry is the truth. A stored user without
 * a token is no user, and is removed from storage the moment the session is read (at start-up, on every
 * render that reads it, when another window changes storage, when this window regains focus). A token
 * without a user is the start of a session: the shell's profile sync (000 §2.1) fetches the user with it,
 * or runs the logout routine when that fails.
 */
export const USER_KEY = 'user';

export interface Session {
  user: User | null;
  token: string | null;
}

/**
 * The one snapshot of "no session": what the server renders (`useSession`'s server snapshot) and what a
 * visitor's browser reads, the same object. Were they two equal objects, every part that hydrated would be
 * drawn again once it takes the client's value (src/components/useExternalStore.ts; the whole shell, issue
 * 32: ~390 ms at 4× CPU on a phone profile).
 */
export const NOBODY: Session = Object.freeze({ user: null, token: null });

type Listener = () => void;
const listeners = new Set<Listener>();

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

const readRawUser = (): string | null => {
  try {
    return storage()?.getItem(USER_KEY) ?? null;
  } catch {
    return null;
  }
};

const removeStoredUser = () => {
  try {
    storage()?.removeItem(USER_KEY);
  } catch {
    // storage unavailable: nothing stored either
  }
};

const parseUser = (raw: string | null): User | null => {
  if (raw === null) return null;
  try {
    return toStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
};

export const getToken = (): string | null => {
  if (typeof document === 'undefined') return null;
  const token = Cookies.get(TOKEN_COOKIE);
  return token === undefined || token === '' ? null : token;
};

let cached: { raw: string | null; token: string | null; session: Session } | null = null;

/** Reads both halves, removing a stored user whose token is gone; the cached snapshot while unchanged. */
const read = (): Session => {
  const token = getToken();
  let raw = readRawUser();
  if (token === null && raw !== null) {
    removeStoredUser();
    raw = null;
  }
  if (cached && cached.raw === raw && cached.token === token) return cached.session;
  cached = { raw, token, session: token === null ? NOBODY : { user: parseUser(raw), token } };
  return cached.session;
};

/**
 * A stable snapshot for useSyncExternalStore: the same object until user or token change. When a read
 * finds a change nobody announced (the cookie expired), subscribers hear of it right after, so the
 * header and the page never disagree.
 */
export const getSession = (): Session => {
  const before = cached?.session;
  const session = read();
  if (before !== undefined && session !== before) queueMicrotask(notify);
  return session;
};

/** The stored user, only while its token is there too. */
export const getUser = (): User | null => getSession().user;

/** Tells subscribers; the snapshot is refreshed first, so their reads find it unchanged. */
function notify() {
  read();
  listeners.forEach((listener) => listener());
}

const WINDOW_EVENTS = ['storage', 'focus'] as const;

export const subscribe = (listener: Listener): (() => void) => {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    WINDOW_EVENTS.forEach((type) => window.addEventListener(type, onWindowEvent));
    document.addEventListener('visibilitychange', onWindowEvent);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      WINDOW_EVENTS.forEach((type) => window.removeEventListener(type, onWindowEvent));
      document.removeEventListener('visibilitychange', onWindowEvent);
    }
  };
};

/**
 * Another window changed storage (key null = cleared), or this one came back into view: the cookie may
 * have expired or been removed meanwhile, and there is no event for that, so the session is read again.
 */
function onWindowEvent(event: Event) {
  if (event instanceof StorageEvent && event.key !== null && event.key !== USER_KEY) return;
  notify();
}

/** The token cookie's attributes: 10 days (000 §9), the whole site, `Secure` when the page is https. */
export const tokenCookieAttributes = (protocol: string): Cookies.CookieAttributes => ({
  expires: TOKEN_DAYS,
  path: '/',
  sameSite: 'lax',
  ...(protocol === 'https:' ? { secure: true } : {}),
});

const pageProtocol = () => (typeof location === 'undefined' ? '' : location.protocol);

const writeToken = (token: string) => Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes(pageProtocol()));
const writeUser = (user: User) => storage()?.setItem(USER_KEY, JSON.stringify(user));

export const setToken = (token: string) => {
  writeToken(token);
  notify();
};

export const setUser = (user: User) => {
  writeUser(user);
  notify();
};

/** After a successful login: token first, so a window polling for `user` finds both; one notification. */
export const setSession = ({ token, user }: { token: string; user: User }) => {
  writeToken(token);
  writeUser(user);
  notify();
};

export const clearUser = () => {
  removeStoredUser();
  notify();
};

/** The logout routine: forget user and token (no confirmation, no request). */
export const clearSession = () => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  removeStoredUser();
  notify();
};
