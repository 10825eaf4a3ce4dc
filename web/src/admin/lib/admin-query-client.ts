import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';

/**
 * The dashboard's data: fresh rather than fast (staff act on it), fetched again when the tablet is picked up
 * (window focus), and retried once after a network or server failure, never after an answer that will not
 * change (a 4xx; a session that ended is one).
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
        retryDelay: 500,
      },
      mutations: { retry: false },
    },
  });
}
