import { useSyncExternalStore } from 'react';
import { getSession, subscribe, type Session } from './session';

const serverSnapshot: Session = { user: null, token: null };

/** The stored user and token; re-renders when they change here or in another window. */
export const useSession = (): Session => useSyncExternalStore(subscribe, getSession, () => serverSnapshot);
