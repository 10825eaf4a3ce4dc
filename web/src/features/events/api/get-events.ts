import type { RestaurantEvent } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/** GET /api/events: the upcoming events, soonest first (docs/decisions.md 30). */
export function getEvents(signal?: AbortSignal): Promise<RestaurantEvent[]> {
  return getJson<RestaurantEvent[]>('/api/events', { signal });
}

/** The list's query; its key is owned here, so a booking can invalidate it without knowing it. */
export function eventsQueryOptions() {
  return queryOptions({
    queryKey: ['events', 'upcoming'] as const,
    queryFn: ({ signal }) => getEvents(signal),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
