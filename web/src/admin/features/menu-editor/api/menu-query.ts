import type { MenuItem } from '@ristorante/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AdminClient } from '../../../lib/admin-client';
import { adminKeys } from '../../../lib/query-keys';

/** The menu as guests read it (GET /api/menu; the dashboard's calls bypass every cache). */
export const menuQuery = (client: AdminClient) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'menu'],
    queryFn: ({ signal }) => client.json<MenuItem[]>('/api/menu', { signal }),
  });
