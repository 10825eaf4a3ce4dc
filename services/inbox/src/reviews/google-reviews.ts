import { berlinDate, type GoogleReviewsResponse, type Review } from '@ristorante/contracts';
import type { Logger } from '@ristorante/kit';
import { publicName } from './public-name.js';

export interface GoogleReviewsOptions {
  apiKey: string | undefined;
  placeId: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  cacheMs: number;
  logger: Logger;
}

interface PlaceAnswer {
  displayName?: { text?: string };
  rating?: number;
  userRatingCount?: number;
  googleMapsUri?: string;
  reviews?: Array<{
    name?: string;
    rating?: number;
    publishTime?: string;
    text?: { text?: string };
    originalText?: { text?: string };
    authorAttribution?: { displayName?: string };
  }>;
}

const none: GoogleReviewsResponse = { reviews: [], businessInfo: null };

/**
 * Google's reviews of the restaurant (Places API), when a key and a place id are configured. A good answer is
 * kept for `cacheMs`; a failing or slow Google (past `timeoutMs`) never breaks a page: the last good answer is
 * served, or none at all, and Google is asked again at most once a minute meanwhile.
 */
export function createGoogleReviews(options: GoogleReviewsOptions): { get(): Promise<GoogleReviewsResponse> } {
  let cached: { value: GoogleReviewsResponse; until: number } | undefined;
  let retryAfter = 0;
  let inFlight: Promise<GoogleReviewsResponse> | undefined;

  async function fetchPlace(): Promise<GoogleReviewsResponse> {
    const url = new URL(`/v1/places/${encodeURIComponent(options.placeId!)}`, options.baseUrl);
    url.searchParams.set('fields', 'displayName,rating,userRatingCount,googleMapsUri,reviews');
    const response = await fetch(url, {
      headers: { 'X-Goog-Api-Key': options.apiKey!, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
      // The Places API never redirects: following one would hand the key to whatever host it names.
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
    const place = (await response.json()) as PlaceAnswer;
    // Google's answer goes onto public pages: every value is checked for its type, and what fails is left out.
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    const reviews: Review[] = (Array.isArray(place.reviews) ? place.reviews : []).flatMap((review, index) => {
      const rating = number(review?.rating);
      const body = text(review?.text?.text) ?? text(review?.originalText?.text);
      const published = text(review?.publishTime);
      const date = published && !Number.isNaN(Date.parse(published)) ? berlinDate(new Date(published)) : undefined;
      if (rating === null || rating < 1 || rating > 5 || !body || !date) return [];
      return [
        {
          id: text(review.name) ?? `google-${index}`,
          name: publicName(text(review.authorAttribution?.displayName) ?? 'Google'),
          rating,
          date,
          source: 'Google' as const,
          review: body,
        },
      ];
    });
    return {
      reviews,
      businessInfo: {
        name: text(place.displayName?.text) ?? '',
        rating: number(place.rating),
        userRatingCount: Number.isInteger(place.userRatingCount) ? (place.userRatingCount as number) : null,
        url: text(place.googleMapsUri) ?? null,
      },
    };
  }

  return {
    async get() {
      if (!options.apiKey || !options.placeId) return none;
      const now = Date.now();
      if (cached && cached.until > now) return cached.value;
      if (now < retryAfter) return cached?.value ?? none;
      inFlight ??= fetchPlace()
        .then((value) => {
          cached = { value, until: Date.now() + options.cacheMs };
          return value;
        })
        .catch((error: unknown) => {
          options.logger.warn({ err: error }, 'Google reviews unavailable; answering without them');
          retryAfter = Date.now() + 60_000;
          return cached?.value ?? none;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
