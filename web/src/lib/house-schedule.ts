import type { PublishedSchedule } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';
import { retryDelayMs, retryOnceUnlessClientError } from './query-retry';

/** The key the schedule is kept under: the page document finds it there for the JSON-LD opening hours. */
export const houseScheduleKey = ['house-schedule'] as const;

/**
 * GET /api/schedule: the restaurant's hours, table slots, room and the owner's exceptions (docs/decisions.md 110).
 * Every page reads it (the footer shows the hours), so the renderer writes it into each page and the browser has
 * it from the first paint; a save re-renders the pages.
 */
export function houseScheduleQueryOptions() {
  return queryOptions({
    queryKey: houseScheduleKey,
    queryFn: ({ signal }) => getJson<PublishedSchedule>('/api/schedule', { signal }),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

/** The schedule, or undefined while it is read (never on a rendered page, which carries it). */
export function useHouseSchedule(): PublishedSchedule | undefined {
  return useQuery(houseScheduleQueryOptions()).data;
}

/** The schedule a rendered page was made with, from its dehydrated data. */
export function scheduleOf(queries: ReadonlyArray<{ queryKey: readonly unknown[]; state: { data?: unknown } }>) {
  return queries.find((query) => query.queryKey[0] === houseScheduleKey[0])?.state.data as PublishedSchedule | undefined;
}
