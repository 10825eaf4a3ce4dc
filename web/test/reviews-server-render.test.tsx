// @vitest-environment node
import type { ReviewsResponse } from '@ristorante/contracts';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsQueryOptions } from '../src/features/reviews/api/get-reviews';
import { readPublicApiFrom } from '../src/lib/api';
import { createQueryClient } from '../src/lib/query-client';
import { server } from './support/api-server';
import { renderOnServer } from './support/render-on-server';

const reviews: ReviewsResponse = {
  reviews: [
    { id: 'r-1', name: 'Anna S.', rating: 5, date: '2026-03-12', source: 'Website', review: 'Die beste Carbonara in Berlin.' },
    { id: 'r-2', name: 'Tom B.', rating: 5, date: '2026-02-28', source: 'Google', review: 'Lovely evening.' },
    { id: 'r-3', name: 'Marco R.', rating: 4, date: '2026-01-05', source: 'Website', review: 'Sehr gute Pasta.' },
    { id: 'r-4', name: 'Lena K.', rating: 5, date: '2025-12-20', source: 'Google', review: 'Tolles Tiramisu.' },
  ],
  averageRating: 4.8,
  count: 4,
};

/** React writes a text made of several parts with a comment between them; the guest reads them as one. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

// Outside a browser the reads go to the gateway's address, as in the renderer (docs/decisions.md 92).
const gateway = 'http://gateway.test';
beforeAll(() => readPublicApiFrom(gateway));
afterAll(() => readPublicApiFrom(''));

// No DOM here: the reviews must render from a filled cache alone, as the planned pre-rendering will do it.
describe('reviews page on the server', () => {
  it('when nothing is cached, then the heading, the loading state and the form render without touching the DOM', async () => {
    const html = text(await renderOnServer('/de/feedback', new QueryClient()));

    expect(typeof window).toBe('undefined');
    expect(html).toContain('Bewertungen');
    expect(html).toContain('Bewertungen werden geladen …');
    expect(html).toContain('Feedback senden');
    expect(html).toContain('Erfahrung teilen');
  });

  it.each([
    [
      '/de/feedback',
      '4,8',
      'von 5 Sternen',
      '4 Bewertungen',
      '12. März 2026',
      'Alle 4 Bewertungen anzeigen',
      'Auf Google bewerten',
    ],
    ['/en/feedback', '4.8', 'out of 5 stars', '4 reviews', 'March 12, 2026', 'Show All 4 Reviews', 'Review on Google'],
  ])(
    'when the reviews are prefetched, then %s renders the stats and the first three cards as HTML',
    async (path, average, outOf, count, date, showAll, google) => {
      server.use(http.get(`${gateway}/api/reviews`, () => HttpResponse.json(reviews)));
      const client = createQueryClient();
      await client.prefetchQuery(reviewsQueryOptions());

      const html = text(await renderOnServer(path, client));

      expect(html).toContain(`<span class="reviews-average-value">${average}</span> ${outOf}`);
      expect(html).toContain(count);
      expect(html).toContain('Anna S.');
      expect(html).toContain(`<time dateTime="2026-03-12">${date}</time>`);
      expect(html).toContain('Marco R.');
      expect(html).not.toContain('Lena K.');
      expect(html).toContain(showAll);
      expect(html).toContain(google);
      expect(html).not.toContain('role="dialog"');
    },
  );
});
