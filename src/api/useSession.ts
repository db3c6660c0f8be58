import { useSyncExternalStore } from 'react';
import { getSession, NOBODY, subscribe, type Session } from './session';

/** The stored user and token; re-renders when they change here or in another window. */
export const useSession = (): Session => useSyncExternalStore(subscribe, getSession, () => NOBODY);
