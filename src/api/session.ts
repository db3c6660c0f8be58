import Cookies from 'js-cookie';
import type { User } from '../schemas/account';
import { TOKEN_DAYS } from '../schemas/limits';
import { toStoredUser } from './storedUser';

/**
 * The session: the user in local storage (`user`, JSON; 000 §3) and the token in a cookie
 * (`radio_token`, 10 days). Views read it with `useSession`; other windows' changes arrive through
 * `storage` events (the login callback runs in another window).
 */
export const USER_KEY = 'user';
export const TOKEN_COOKIE = 'radio_token';

export interface Session {
  user: User | null;
  token: string | null;
}

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

export const getUser = (): User | null => parseUser(readRawUser());

let cached: { raw: string | null; token: string | null; session: Session } | null = null;

/** A stable snapshot for useSyncExternalStore: the same object until user or token change. */
export const getSession = (): Session => {
  const raw = readRawUser();
  const token = getToken();
  if (cached && cached.raw === raw && cached.token === token) return cached.session;
  cached = { raw, token, session: { user: parseUser(raw), token } };
  return cached.session;
};

const notify = () => listeners.forEach((listener) => listener());

export const subscribe = (listener: Listener): (() => void) => {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
};

function onStorage(event: StorageEvent) {
  // key null = storage cleared in another window.
  if (event.key === null || event.key === USER_KEY) notify();
}

const writeToken = (token: string) =>
  Cookies.set(TOKEN_COOKIE, token, { expires: TOKEN_DAYS, path: '/', sameSite: 'lax' });
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
  storage()?.removeItem(USER_KEY);
  notify();
};

/** The logout routine: forget user and token (no confirmation, no request). */
export const clearSession = () => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  storage()?.removeItem(USER_KEY);
  notify();
};
