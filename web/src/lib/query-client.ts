import { QueryClient } from '@tanstack/react-query';

/**
 * One client per app instance (each browser tab, each server render, each test), never a module-level one:
 * a shared client would leak one render's data into another's.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Content rendered on the server and hydrated in the browser should not be fetched again at once.
      queries: { staleTime: 60_000 },
    },
  });
}
