import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleReviewsResponseSchema, reviewsResponseSchema } from '@ristorante/contracts';
import { startInboxUnderTest, type InboxUnderTest } from './support/inbox-under-test.js';

/** A local HTTP server answering every request with `answer`, and remembering the API keys it was sent. */
async function fakeServer(answer: (res: http.ServerResponse) => void) {
  const keys: Array<string | undefined> = [];
  const server = http.createServer((req, res) => {
    keys.push(req.headers['x-goog-api-key'] as string | undefined);
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, keys, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('Google answers that must not reach the page as they are', () => {
  let elsewhere: Awaited<ReturnType<typeof fakeServer>>;
  let redirecting: Awaited<ReturnType<typeof fakeServer>>;
  let malformed: Awaited<ReturnType<typeof fakeServer>>;
  let viaRedirect: InboxUnderTest;
  let viaMalformed: InboxUnderTest;
  beforeAll(async () => {
    elsewhere = await fakeServer((res) => res.end('{}'));
    redirecting = await fakeServer((res) => {
      res.writeHead(302, { location: `${elsewhere.url}/steal` });
      res.end();
    });
    malformed = await fakeServer((res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          displayName: { text: 5 },
          rating: 'high',
          reviews: [
            { rating: 5, text: { text: 42 }, publishTime: 'garbage', authorAttribution: { displayName: 'X Y' } },
            { rating: 9, text: { text: 'too good' }, publishTime: '2026-10-01T12:00:00Z' },
            {
              rating: 4,
              text: { text: 'Sehr gut!' },
              publishTime: '2026-10-01T23:30:00Z',
              authorAttribution: { displayName: 'Paolo Rossi' },
            },
          ],
        }),
      );
    });
    const google = (url: string) => ({ GOOGLE_PLACES_API_KEY: 'secret-key', GOOGLE_PLACE_ID: 'place-1', GOOGLE_PLACES_URL: url });
    viaRedirect = await startInboxUnderTest(google(redirecting.url));
    viaMalformed = await startInboxUnderTest(google(malformed.url));
  });
  afterAll(async () => {
    await viaRedirect?.stop();
    await viaMalformed?.stop();
    for (const fake of [elsewhere, redirecting, malformed]) fake?.server.close();
  });

  it('when Google answers with a redirect, then the key is never sent elsewhere, and the page answers without Google', async () => {
    const answer = googleReviewsResponseSchema.parse(await (await fetch(`${viaRedirect.base}/api/google-reviews`)).json());
    expect(answer).toEqual({ reviews: [], businessInfo: null });
    expect(redirecting.keys).toEqual(['secret-key']);
    expect(elsewhere.keys).toEqual([]);
  });

  it('when Google answers with wrong types, then only well-formed reviews are shown, dated in Berlin, and the shapes hold', async () => {
    const google = googleReviewsResponseSchema.parse(await (await fetch(`${viaMalformed.base}/api/google-reviews`)).json());
    expect(google.reviews).toEqual([
      { id: 'google-2', name: 'Paolo R.', rating: 4, date: '2026-10-02', source: 'Google', review: 'Sehr gut!' },
    ]);
    expect(google.businessInfo).toEqual({ name: '', rating: null, userRatingCount: null, url: null });
    const reviews = reviewsResponseSchema.parse(await (await fetch(`${viaMalformed.base}/api/reviews`)).json());
    expect(reviews).toMatchObject({ count: 1, averageRating: 4 });
  });
});
