import type { RestaurantEvent } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/** GET /api/events/{id}: one event; an unknown id answers 404 (an `ApiError` with that status). */
export function getEvent(id: string, signal?: AbortSignal): Promise<RestaurantEvent> {
  return getJson<RestaurantEvent>(`/api/events/${encodeURIComponent(id)}`, { signal });
}

/** One event's query; its key is owned here, so a booking can reload the event after it. */
export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['events', 'detail', id] as const,
    queryFn: ({ signal }) => getEvent(id, signal),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
