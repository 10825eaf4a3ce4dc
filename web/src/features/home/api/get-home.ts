import type { PublishedHome } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

export const homeKey = ['home'] as const;

/** GET /api/home: the home page's texts and pictures as the owner keeps them (docs/decisions.md 152). */
export function homeQueryOptions() {
  return queryOptions({
    queryKey: homeKey,
    queryFn: ({ signal }) => getJson<PublishedHome>('/api/home', { signal }),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

/**
 * The home page's texts. A rendered page always carries them (the renderer fetches them, and renders again when the
 * owner saves); a page built in the browser waits for the read. The first install's texts are not in the page's
 * code: every guest page would carry both languages of them (docs/decisions.md 152).
 */
export function useHome() {
  return useQuery(homeQueryOptions());
}
