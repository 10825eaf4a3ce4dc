import {
  defaultHomeContent,
  seedPictureFoodBeefTenderloinFlambe,
  seedPictureFoodFreshFishOnIce,
  seedPictureFoodTagliatelleRagu,
  type HomeContent,
  type PublishedHome,
} from '@ristorante/contracts';
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

/** The first install's home page with its seed pictures described, as GET /api/home answers it before any save. */
const firstInstall = {
  ...defaultHomeContent,
  pictures: {
    '/api/media/seed/food-tagliatelle-ragu.svg': seedPictureFoodTagliatelleRagu,
    '/api/media/seed/food-fresh-fish-on-ice.svg': seedPictureFoodFreshFishOnIce,
    '/api/media/seed/food-beef-tenderloin-flambe.svg': seedPictureFoodBeefTenderloinFlambe,
  },
};

/**
 * The home page in force. A rendered page always carries it (the renderer fetches it, and renders again when the
 * owner saves); a page built in the browser shows the first install's texts for the moment before the read answers,
 * as the restaurant's details do (decisions 149).
 */
export function useHome(): HomeContent & { pictures: PublishedHome['pictures'] } {
  return useQuery(homeQueryOptions()).data ?? firstInstall;
}
