import type { MenuItem } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/** GET /api/menu: every menu item, in menu order (docs/decisions.md 27). */
export function getMenu(signal?: AbortSignal): Promise<MenuItem[]> {
  return getJson<MenuItem[]>('/api/menu', { signal });
}

export function menuQueryOptions() {
  return queryOptions({
    queryKey: ['menu'],
    queryFn: ({ signal }) => getMenu(signal),
    // One quiet retry (a dropped request on a phone, a service restarting), then the page's own Try Again.
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useMenu() {
  return useQuery(menuQueryOptions());
}
