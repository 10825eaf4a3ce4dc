import { systemStatusSchema, type SystemStatus } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/status: the gateway's view of every service (docs/decisions.md 98). */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const response = await fetch('/api/status', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('Network response was not ok');
  // Validated with the gateway's own schema, so a changed answer fails here rather than deep in the UI.
  return systemStatusSchema.parse(await response.json());
}

export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: ['system-status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    // A status page must show the state now, and report a failure at once rather than after silent retries:
    // the page offers its own Try Again.
    staleTime: 0,
    retry: false,
    // Never rendered into a page: a status from the last render would be a lie (docs/decisions.md 92).
    meta: { live: true },
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
