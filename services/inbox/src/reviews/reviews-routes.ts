import type { Express } from 'express';
import { berlinDate, type GoogleReviewsResponse, type Review, type ReviewsResponse } from '@ristorante/contracts';
import type { ServiceDeps } from '@ristorante/kit';
import { listPublishedFeedback } from '../feedback/feedback-repository.js';
import { publicName } from './public-name.js';

/** Average of the ratings, rounded to one decimal (docs/decisions.md 57); none without reviews. */
export function averageRating(reviews: Review[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

export function mountReviewRoutes(app: Express, deps: ServiceDeps, google: { get(): Promise<GoogleReviewsResponse> }): void {
  // The reviews page's cards and stats from one list: approved feedback given with consent, plus Google's.
  app.get('/api/reviews', async (_req, res) => {
    const [feedback, fromGoogle] = await Promise.all([listPublishedFeedback(deps.pool), google.get()]);
    const website: Review[] = feedback.map((row) => ({
      id: row.id,
      name: publicName(row.name),
      rating: row.rating,
      date: berlinDate(row.created_at),
      source: 'Website',
      review: row.experience,
    }));
    const reviews = [...website, ...fromGoogle.reviews].sort((a, b) => b.date.localeCompare(a.date));
    const body: ReviewsResponse = { reviews, averageRating: averageRating(reviews), count: reviews.length };
    // Kept briefly (by Nginx and the browser): a review staff approve is on the page within seconds, while a busy
    // evening's readers still share one answer (docs/decisions.md 77).
    res.setHeader('cache-control', 'public, max-age=10, stale-while-revalidate=30');
    res.json(body);
  });

  // Kept in its original shape (docs/decisions.md 57): Google's reviews and the business's own figures, or none.
  app.get('/api/google-reviews', async (_req, res) => {
    const answer = await google.get();
    // An empty answer (Google unconfigured or down) is not worth keeping: the next visit may get the real one.
    res.setHeader('cache-control', answer.businessInfo ? 'public, max-age=300' : 'no-store');
    res.json(answer);
  });
}
