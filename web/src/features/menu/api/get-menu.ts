import type { MenuItem } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '../../../lib/api';

/** GET /api/menu: every menu item, in menu order (spec section 7). */
export function getMenu(signal?: AbortSignal): Promise<MenuItem[]> {
  return getJson<MenuItem[]>('/api/menu', { signal });
}

export function menuQueryOptions() {
  return queryOptions({
    queryKey: ['menu'],
    queryFn: ({ signal }) => getMenu(signal),
    // A phone on a weak connection may drop one request: that is worth one quiet retry. A server's answer
    // (a 503, say) is shown at once, with the page's own Try Again, instead of after a minute of retries.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError),
  });
}

export function useMenu() {
  return useQuery(menuQueryOptions());
}
