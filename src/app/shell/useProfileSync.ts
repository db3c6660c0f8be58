import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorKind } from '../../api/errors';
import { clearSession, setUser } from '../../api/session';

const NO_ANSWER: ReadonlySet<ApiErrorKind> = new Set(['network', 'timeout', 'canceled']);
import { useSession } from '../../components/useSession';

/**
 * Fetches the profile into the query cache and the stored user; when that fails, forgets the user
 * and runs the logout routine (token and user, no prompt). The account API (its schemas) is loaded
 * here on demand, so a visitor without a session does not download it with the first screen.
 */
export async function syncProfile(queryClient: QueryClient, isCurrent: () => boolean = () => true) {
  const { accountKeys, profile } = await import('../../api/account');
  try {
    const user = await queryClient.fetchQuery({
      queryKey: accountKeys.profile(),
      queryFn: () => profile(),
      staleTime: 0,
    });
    if (isCurrent()) setUser(user);
  } catch (e) {
    // No answer (offline, the 9 s timeout, a call cancelled) says nothing about the session: keep it,
    // the next navigation asks again. Only an answer (expired, refused, malformed) ends it.
    if (!isCurrent() || (e instanceof ApiError && NO_ANSWER.has(e.kind))) return;
    queryClient.removeQueries({ queryKey: accountKeys.profile() });
    clearSession();
  }
}

/** 000 §2.1: on every route change with a token, the profile is fetched and cached. */
export function useProfileSync() {
  const { key } = useLocation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (token === null) return;
    let current = true;
    syncProfile(queryClient, () => current).catch(() => {
      // The code could not be loaded (offline): keep the session, the next navigation tries again.
    });
    return () => {
      current = false;
    };
  }, [key, token, queryClient]);
}
