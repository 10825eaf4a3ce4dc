import type { ReviewsResponse } from '@ristorante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import { retryDelayMs, retryOnceUnlessClientError } from '../../../lib/query-retry';

/** GET /api/reviews: the published reviews, newest first, with their average (one decimal) and count. */
export function getReviews(signal?: AbortSignal): Promise<ReviewsResponse> {
  return getJson<ReviewsResponse>('/api/reviews', { signal });
}

/** The reviews' query; its key is owned here, so pre-rendering can fill the cache through it. */
export function reviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews'] as const,
    queryFn: ({ signal }) => getReviews(signal),
    retry: retryOnceUnlessClientError,
    retryDelay: retryDelayMs,
  });
}

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
