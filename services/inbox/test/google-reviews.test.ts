import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  berlinDate,
  feedbackSchema,
  googleReviewsResponseSchema,
  reviewsResponseSchema,
  type ReviewsResponse,
} from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { feedbackForm, startInboxUnderTest, type InboxUnderTest } from './support/inbox-under-test.js';

type Behaviour = 'answer' | 'fail' | 'hang' | 'stall-body';

interface FakeGoogle {
  base: string;
  /** Every call the service made, in order. */
  requests: Array<{ method: string; path: string; fields: string | null; apiKey: string | undefined }>;
  behaviour: Behaviour;
  stop(): Promise<void>;
}

const googleReviews = [
  {
    name: 'places/place-1/reviews/1',
    rating: 5,
    publishTime: '2026-10-01T12:00:00Z',
    text: { text: 'Great!' },
    authorAttribution: { displayName: 'Paolo Rossi' },
  },
  {
    name: 'places/place-1/reviews/2',
    rating: 3,
    publishTime: '2026-09-14T18:30:00Z',
    text: { text: 'Good pasta, slow service.' },
    authorAttribution: { displayName: 'Maria  del Carmen Ortega' },
  },
  {
    name: 'places/place-1/reviews/3',
    rating: 4,
    publishTime: '2026-11-02T09:15:00Z',
    originalText: { text: 'Sehr gemütlich.' },
    authorAttribution: { displayName: 'Jonas' },
  },
];
/** Reviews Google may send that the page cannot show: no rating in range, or no text. */
const unshowableReviews = [
  { name: 'places/place-1/reviews/4', rating: 0, publishTime: '2026-11-03T10:00:00Z', text: { text: 'Zero?' } },
  { name: 'places/place-1/reviews/5', rating: 5, publishTime: '2026-11-04T10:00:00Z', text: { text: '' } },
  { name: 'places/place-1/reviews/6', publishTime: '2026-11-05T10:00:00Z', text: { text: 'No rating at all' } },
];
const place = {
  displayName: { text: 'Trattoria La Sosta' },
  rating: 4.6,
  userRatingCount: 128,
  googleMapsUri: 'https://maps.google.com/?cid=1',
  reviews: [...googleReviews, ...unshowableReviews],
};

/** Google's Places API as far as the service uses it: one place, its figures and reviews, behind a key. */
async function startFakeGoogle(behaviour: Behaviour = 'answer'): Promise<FakeGoogle> {
  const fake: FakeGoogle = { base: '', requests: [], behaviour, stop: async () => undefined };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-google');
    const apiKey = req.headers['x-goog-api-key'];
    fake.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      fields: url.searchParams.get('fields'),
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    if (fake.behaviour === 'hang') return; // never answers
    if (fake.behaviour === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":500,"status":"INTERNAL"}}');
      return;
    }
    if (apiKey !== 'test-key') {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":{"code":403,"status":"PERMISSION_DENIED"}}');
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/v1/places/place-1' || !url.searchParams.get('fields')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404,"status":"NOT_FOUND"}}');
      return;
    }
    const body = JSON.stringify(place);
    if (fake.behaviour === 'stall-body') {
      // Headers and half the body, then nothing more.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      res.write(body.slice(0, body.length / 2));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}

/** Each scenario has its own Google and its own service, so no cache is shared between them. */
const running: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.stop();
});

async function scenario(behaviour: Behaviour, env: Record<string, string> = {}) {
  const google = await startFakeGoogle(behaviour);
  running.push(google);
  const inbox = await startInboxUnderTest({
    GOOGLE_PLACES_API_KEY: 'test-key',
    GOOGLE_PLACE_ID: 'place-1',
    GOOGLE_PLACES_URL: google.base,
    GOOGLE_TIMEOUT_MS: '300',
    ...env,
  });
  running.push(inbox);
  return { google, inbox };
}

const getJson = async (inbox: InboxUnderTest, path: string) => {
  const started = performance.now();
  const answer = await inbox.asGuest('GET', path);
  const body: unknown = await answer.json();
  return { status: answer.status, body, ms: performance.now() - started, cacheControl: answer.headers.get('cache-control') };
};
const reviewsOf = async (inbox: InboxUnderTest) => {
  const answer = await getJson(inbox, '/api/reviews');
  expect(answer.status).toBe(200);
  return { ...answer, body: reviewsResponseSchema.parse(answer.body) };
};

/** Feedback as a guest sends it, then approved by staff when asked. */
async function feedbackFrom(inbox: InboxUnderTest, overrides: Record<string, unknown>, { approve }: { approve: boolean }) {
  const sent = await inbox.asGuest('POST', '/api/feedback', feedbackForm(overrides));
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  if (approve) {
    const approved = await inbox.asAdmin('PATCH', `/api/feedback/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(feedbackSchema.parse(await approved.json())).toMatchObject({ id, approved: true });
  }
  return id;
}

/** The expected average from the shown ratings, in exact integer arithmetic: tenths, halves rounded up. */
const expectedAverage = (ratings: number[]) =>
  ratings.length === 0
    ? null
    : Math.floor((20 * ratings.reduce((sum, rating) => sum + rating, 0) + ratings.length) / (2 * ratings.length)) / 10;

/** The reviews page's figures must be the figures of the cards it shows. */
function expectConsistent(body: ReviewsResponse) {
  expect(body.count).toBe(body.reviews.length);
  expect(body.averageRating).toBe(expectedAverage(body.reviews.map((review) => review.rating)));
  const dates = body.reviews.map((review) => review.date);
  expect(dates).toEqual([...dates].sort().reverse());
}

describe('GET /api/google-reviews', () => {
  it('when Google answers, then its showable reviews come with short names and the business figures, asked for with the key', async () => {
    const { google, inbox } = await scenario('answer');
    const answer = await getJson(inbox, '/api/google-reviews');
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('public, max-age=300');
    expect(googleReviewsResponseSchema.parse(answer.body)).toEqual({
      reviews: [
        {
          id: 'places/place-1/reviews/1',
          name: 'Paolo R.',
          rating: 5,
          date: '2026-10-01',
          source: 'Google',
          review: 'Great!',
        },
        {
          id: 'places/place-1/reviews/2',
          name: 'Maria O.',
          rating: 3,
          date: '2026-09-14',
          source: 'Google',
          review: 'Good pasta, slow service.',
        },
        {
          id: 'places/place-1/reviews/3',
          name: 'Jonas',
          rating: 4,
          date: '2026-11-02',
          source: 'Google',
          review: 'Sehr gemütlich.',
        },
      ],
      businessInfo: { name: 'Trattoria La Sosta', rating: 4.6, userRatingCount: 128, url: 'https://maps.google.com/?cid=1' },
    });
    expect(google.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/places/place-1',
        fields: expect.stringContaining('reviews') as string,
        apiKey: 'test-key',
      },
    ]);
    for (const field of ['displayName', 'rating', 'userRatingCount', 'googleMapsUri', 'reviews']) {
      expect(google.requests[0]!.fields!.split(',')).toContain(field);
    }
  });

  it('when Google is asked again within the cache time, then the service answers from its cache without calling Google', async () => {
    const { google, inbox } = await scenario('answer');
    const first = await getJson(inbox, '/api/google-reviews');
    for (let call = 0; call < 3; call++) {
      expect((await getJson(inbox, '/api/google-reviews')).body).toEqual(first.body);
      await reviewsOf(inbox);
    }
    expect(google.requests).toHaveLength(1);
  });

  it('when many pages ask at once before anything is cached, then Google is called once', async () => {
    const { google, inbox } = await scenario('answer');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => getJson(inbox, index % 2 ? '/api/google-reviews' : '/api/reviews')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(google.requests).toHaveLength(1);
  });
});

describe('GET /api/reviews with Google', () => {
  it('when feedback and Google reviews exist, then only approved consented feedback joins Google’s, newest first, with matching figures', async () => {
    const { inbox } = await scenario('answer');
    const shown = [
      await feedbackFrom(inbox, { name: 'Anna Schmidt', rating: 5, consentToPublish: true }, { approve: true }),
      await feedbackFrom(inbox, { name: '  Karl  Heinz Müller ', rating: 2, consentToPublish: true }, { approve: true }),
    ];
    const hidden = [
      await feedbackFrom(inbox, { name: 'Not Approved', rating: 1, consentToPublish: true }, { approve: false }),
      await feedbackFrom(inbox, { name: 'No Consent', rating: 1, consentToPublish: false }, { approve: true }),
      await feedbackFrom(inbox, { name: 'Neither One', rating: 1 }, { approve: false }),
    ];
    const { body, cacheControl } = await reviewsOf(inbox);
    expect(cacheControl).toBe('public, max-age=10, stale-while-revalidate=30');

    const rows = await inbox.sql<{ id: string; name: string; rating: number; experience: string; created_at: Date }>(
      'SELECT id, name, rating, experience, created_at FROM inbox.feedback WHERE approved AND consent_to_publish',
    );
    expect(rows.map((row) => row.id).sort()).toEqual([...shown].sort());
    const website = rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      // The day in Berlin, as the page shows it (between midnight there and 1 a.m. UTC it is already tomorrow).
      date: berlinDate(row.created_at),
      source: 'Website',
      review: row.experience,
    }));
    const fromGoogle = googleReviews.map((review) => ({
      id: review.name,
      rating: review.rating,
      date: review.publishTime.slice(0, 10),
      source: 'Google',
      review: review.text?.text ?? review.originalText?.text,
    }));
    const expected = [...website, ...fromGoogle];
    expect(body.reviews.map(({ name: _name, ...review }) => review)).toEqual(
      expect.arrayContaining(expected.map((review) => expect.objectContaining(review) as unknown)),
    );
    expect(body.reviews).toHaveLength(expected.length);
    for (const id of hidden) expect(body.reviews.map((review) => review.id)).not.toContain(id);
    expect(body.reviews.find((review) => review.id === shown[1])?.name).toBe('Karl M.');
    expect(body.reviews.find((review) => review.id === shown[0])?.name).toBe('Anna S.');

    expect(body.count).toBe(expected.length);
    expect(body.averageRating).toBe(expectedAverage(expected.map((review) => review.rating)));
    expect(body.averageRating).toBe(3.8); // (5 + 2 + 5 + 3 + 4) / 5
    expect(body.reviews.map((review) => review.date)).toEqual(
      expected
        .map((review) => review.date)
        .sort()
        .reverse(),
    );
    expectConsistent(body);
  });

  it('when feedback is approved after a first visit, then the next visit shows it while Google stays cached', async () => {
    const { google, inbox } = await scenario('answer');
    expect((await reviewsOf(inbox)).body.count).toBe(googleReviews.length);
    const id = await feedbackFrom(inbox, { rating: 1, consentToPublish: true }, { approve: true });
    const { body } = await reviewsOf(inbox);
    expect(body.count).toBe(googleReviews.length + 1);
    expect(body.reviews[0]).toMatchObject({ id, source: 'Website', name: 'Mark T.' });
    expectConsistent(body);
    expect(google.requests).toHaveLength(1);
  });
});

describe('when Google fails', () => {
  for (const behaviour of ['fail', 'hang', 'stall-body'] as const) {
    const what = { fail: 'answers 500', hang: 'never answers', 'stall-body': 'stops halfway through its answer' }[behaviour];

    it(`when Google ${what} and nothing was cached, then both pages answer 200 within 1 s with the website reviews only`, async () => {
      const { google, inbox } = await scenario(behaviour);
      const id = await feedbackFrom(inbox, { rating: 4, consentToPublish: true }, { approve: true });

      const reviews = await reviewsOf(inbox);
      expect(reviews.ms).toBeLessThan(1000);
      expect(reviews.body.reviews.map((review) => [review.id, review.source])).toEqual([[id, 'Website']]);
      expect(reviews.body).toMatchObject({ count: 1, averageRating: 4 });

      const fromGoogle = await getJson(inbox, '/api/google-reviews');
      expect(fromGoogle.status).toBe(200);
      expect(fromGoogle.ms).toBeLessThan(1000);
      expect(fromGoogle.body).toEqual({ reviews: [], businessInfo: null });
      // Google was tried, and is not hammered while it is down: one call for both pages.
      expect(google.requests).toHaveLength(1);
      expect(inbox.logs.text()).toContain('Google reviews unavailable');
    });
  }

  it('when Google fails after a good answer has expired, then the last good answer is still shown', async () => {
    const { google, inbox } = await scenario('answer', { GOOGLE_CACHE_MS: '100' });
    const good = await getJson(inbox, '/api/google-reviews');
    expect(googleReviewsResponseSchema.parse(good.body).reviews).toHaveLength(googleReviews.length);
    google.behaviour = 'fail';
    await new Promise((resolve) => setTimeout(resolve, 150));
    const afterFailure = await getJson(inbox, '/api/google-reviews');
    expect(afterFailure.status).toBe(200);
    expect(afterFailure.body).toEqual(good.body);
    expect(google.requests).toHaveLength(2);
    const { body } = await reviewsOf(inbox);
    expect(body.count).toBe(googleReviews.length);
    expectConsistent(body);
  });
});

describe('without Google configured', () => {
  const google = startedForTests(() => startFakeGoogle('answer'));

  const setups: Array<[string, Record<string, string>]> = [
    ['no key is set', { GOOGLE_PLACE_ID: 'place-1' }],
    [
      'the key is empty (compose passes unset variables as empty strings)',
      { GOOGLE_PLACES_API_KEY: '', GOOGLE_PLACE_ID: 'place-1' },
    ],
    ['no place id is set', { GOOGLE_PLACES_API_KEY: 'test-key' }],
  ];
  for (const [what, env] of setups) {
    it(`when ${what}, then the service never calls Google and shows the website reviews only`, async () => {
      const inbox = await startInboxUnderTest({ GOOGLE_PLACES_URL: google.base, GOOGLE_TIMEOUT_MS: '300', ...env });
      running.push(inbox);
      const id = await feedbackFrom(inbox, { rating: 5, consentToPublish: true }, { approve: true });
      const fromGoogle = await getJson(inbox, '/api/google-reviews');
      expect(fromGoogle.status).toBe(200);
      expect(fromGoogle.body).toEqual({ reviews: [], businessInfo: null });
      const { body } = await reviewsOf(inbox);
      expect(body).toMatchObject({ count: 1, averageRating: 5 });
      expect(body.reviews.map((review) => review.id)).toEqual([id]);
      expect(google.requests).toEqual([]);
    });
  }
});
