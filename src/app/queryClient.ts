import { QueryClient } from '@tanstack/react-query';
import { isMalformedResponse } from '../api/errors';

/**
 * Server data cache. No automatic retries: the API client already told the user what failed, and
 * every block offers a retry button. A malformed answer is thrown to the route's error boundary.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        throwOnError: (error) => isMalformedResponse(error),
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
