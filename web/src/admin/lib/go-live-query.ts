import type { GoLive } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/admin/go-live: what still holds a stand-in (docs/decisions.md 149), shown in the overview and read again
 * after each save of what it lists.
 */
export const goLiveQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.settings, 'go-live'],
    queryFn: ({ signal }) => client.json<GoLive>('/api/admin/go-live', { signal }),
  });
