import { defaultRestaurantDetails, type PublishedRestaurant, type RestaurantDetails } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';
import { retryDelayMs, retryOnceUnlessClientError } from './query-retry';

/** The key the details are kept under: the page document finds them there for the JSON-LD. */
export const restaurantKey = ['restaurant'] as const;

/**
 * GET /api/restaurant: the restaurant's name, address, phone, operator and links as the owner keeps them in
 * Settings (docs/decisions.md 148, 149). Every page reads them (header and footer), so the renderer writes them into
 * each page, and a save re-renders the pages.
 */
export function restaurantQueryOptions() {
  return queryOptions({
    queryKey: restaurantKey,
    queryFn: ({ signal }) => getJson<PublishedRestaurant>('/api/restaurant', { signal }),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

/**
 * The details in force. A rendered page always carries them; only the dashboard, which is not rendered, shows the
 * first install's for the moment before its read answers.
 */
export function useRestaurant(): RestaurantDetails {
  return useQuery(restaurantQueryOptions()).data ?? defaultRestaurantDetails;
}

/** The details a rendered page was made with, from its dehydrated data (the first install's if it had none). */
export function restaurantOf(
  queries: ReadonlyArray<{ queryKey: readonly unknown[]; state: { data?: unknown } }>,
): RestaurantDetails {
  const found = queries.find((query) => query.queryKey[0] === restaurantKey[0])?.state.data as PublishedRestaurant | undefined;
  return found ?? defaultRestaurantDetails;
}
