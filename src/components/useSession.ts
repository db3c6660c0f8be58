import { getSession, NOBODY, subscribe, type Session } from '../api/session';
import { useExternalStore } from './useExternalStore';

/**
 * The stored user and token; re-renders when they change here or in another window. A part that hydrated a
 * page the server drew (always a visitor's: server/web/ssr.ts) starts as that visitor and takes the signed-in
 * user in a transition (useExternalStore).
 */
export const useSession = (): Session => useExternalStore(subscribe, getSession, () => NOBODY);
