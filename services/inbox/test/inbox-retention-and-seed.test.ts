import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedbackRequestSchema, reviewsResponseSchema } from '@ristorante/contracts';
import { createLogger } from '@ristorante/kit';
import { startTestSystem, waitFor, type TestSystem } from '@ristorante/kit/testing';
import { applyInboxRetention } from '../src/retention/retention-job.js';
import {
  contactForm,
  feedbackAsForm,
  feedbackForm,
  inboxProcess,
  startInboxUnderTest,
  type InboxUnderTest,
  type StoredFeedback,
} from './support/inbox-under-test.js';

const silent = createLogger('t', 'silent');

describe('applyInboxRetention', () => {
  let t: InboxUnderTest;
  // The service runs retention itself at start-up: on a busy machine its run may still hold the lock (a run that
  // finds the lock held does nothing and answers undefined), so a test's run waits its turn.
  const runOnce = () => applyInboxRetention(t.service.pool, silent, 365, 7);
  const retention = () => waitFor('the retention lock', async () => (await runOnce()) ?? undefined);

  beforeAll(async () => {
    t = await startInboxUnderTest({ RETENTION_INTERVAL_MS: String(24 * 60 * 60 * 1000) });
    await retention();
  });
  afterAll(async () => {
    await t.stop();
  });
  beforeEach(async () => {
    await t.sql('DELETE FROM inbox.contact_messages');
    await t.sql('DELETE FROM inbox.feedback');
  });

  /** A contact message and a feedback, both written `daysAgo` days ago from `ip`; returns their ids. */
  async function writtenDaysAgo(daysAgo: number, ip: string | null = '198.51.100.23') {
    const form = contactForm({ subject: `${daysAgo} days ago` });
    const [message] = await t.sql<{ id: string }>(
      `INSERT INTO inbox.contact_messages (name, email, subject, message, locale, ip, created_at)
       VALUES ($1, $2, $3, $4, 'de', $5, now() - $6::float8 * interval '1 day') RETURNING id`,
      [form.name, form.email, form.subject, form.message, ip, daysAgo],
    );
    const review = feedbackForm({ experience: `${daysAgo} days ago` });
    const [feedback] = await t.sql<{ id: string }>(
      `INSERT INTO inbox.feedback (name, email, rating, experience, consent_to_publish, approved, locale, ip, created_at)
       VALUES ($1, $2, $3, $4, true, true, 'en', $5, now() - $6::float8 * interval '1 day') RETURNING id`,
      [review.name, review.email, review.rating, review.experience, ip, daysAgo],
    );
    return { message: message!.id, feedback: feedback!.id };
  }

  const snapshot = async () => ({
    messages: await t.sql<{ id: string; ip: string | null; created_at: Date }>(
      'SELECT id, ip, created_at FROM inbox.contact_messages ORDER BY id',
    ),
    feedback: await t.sql<{ id: string; ip: string | null; created_at: Date }>(
      'SELECT id, ip, created_at FROM inbox.feedback ORDER BY id',
    ),
  });
  const ipOf = (rows: Array<{ id: string; ip: string | null }>, id: string) => rows.find((row) => row.id === id)?.ip;

  it('when messages and feedback are older than a year, then they are deleted; younger ones are kept', async () => {
    const old = await writtenDaysAgo(400);
    const justOver = await writtenDaysAgo(365.1);
    const justUnder = await writtenDaysAgo(364.9);
    const young = await writtenDaysAgo(300);
    const done = await retention();
    expect(done).toMatchObject({ messages: 2, feedback: 2 });
    const { messages, feedback } = await snapshot();
    expect(messages.map((row) => row.id).sort()).toEqual([justUnder.message, young.message].sort());
    for (const gone of [old, justOver]) expect(messages.map((row) => row.id)).not.toContain(gone.message);
    expect(feedback.map((row) => row.id).sort()).toEqual([justUnder.feedback, young.feedback].sort());
  });

  it('when client addresses are older than 7 days, then they are set to NULL; newer ones are kept', async () => {
    const kept = [await writtenDaysAgo(0), await writtenDaysAgo(6.9)];
    const cleared = [await writtenDaysAgo(7.1), await writtenDaysAgo(8), await writtenDaysAgo(300)];
    const alreadyNull = await writtenDaysAgo(30, null);
    const done = await retention();
    expect(done).toEqual({ messages: 0, feedback: 0, addressesRemoved: 2 * cleared.length });
    const { messages, feedback } = await snapshot();
    for (const ids of kept) {
      expect(ipOf(messages, ids.message)).toBe('198.51.100.23');
      expect(ipOf(feedback, ids.feedback)).toBe('198.51.100.23');
    }
    for (const ids of [...cleared, alreadyNull]) {
      expect(ipOf(messages, ids.message)).toBeNull();
      expect(ipOf(feedback, ids.feedback)).toBeNull();
    }
    expect(messages).toHaveLength(kept.length + cleared.length + 1);
    expect(feedback).toHaveLength(kept.length + cleared.length + 1);
  });

  it('when a guest writes through the API, then the client address is kept until retention finds it 7 days old', async () => {
    expect((await t.asGuest('POST', '/api/contact', contactForm())).status).toBe(201);
    expect((await t.asGuest('POST', '/api/feedback', feedbackForm())).status).toBe(201);
    expect(await retention()).toEqual({ messages: 0, feedback: 0, addressesRemoved: 0 });
    const stored = await snapshot();
    expect([...stored.messages, ...stored.feedback].map((row) => row.ip)).toEqual(['198.51.100.23', '198.51.100.23']);
    await t.sql("UPDATE inbox.contact_messages SET created_at = now() - interval '8 days'");
    await t.sql("UPDATE inbox.feedback SET created_at = now() - interval '8 days'");
    expect(await retention()).toEqual({ messages: 0, feedback: 0, addressesRemoved: 2 });
  });

  it('when retention runs a second time, then it changes nothing', async () => {
    for (const days of [0, 3, 8, 100, 364, 366, 500]) await writtenDaysAgo(days);
    const first = await retention();
    expect(first).toEqual({ messages: 2, feedback: 2, addressesRemoved: 2 * 3 });
    const afterFirst = await snapshot();
    expect(await retention()).toEqual({ messages: 0, feedback: 0, addressesRemoved: 0 });
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('when two retention runs overlap, then together they delete each old row exactly once', async () => {
    const rows = 150;
    for (const table of ['contact_messages', 'feedback']) {
      const columns =
        table === 'feedback'
          ? "(name, email, rating, experience, locale, ip, created_at) SELECT 'Old Guest', 'old@example.org', 3, 'Old', 'de'"
          : "(name, email, subject, message, locale, ip, created_at) SELECT 'Old Guest', 'old@example.org', 'Old', 'An old message', 'de'";
      await t.sql(
        `INSERT INTO inbox.${table} ${columns}, '198.51.100.23', now() - (400 + n) * interval '1 day' FROM generate_series(1, $1) AS n`,
        [rows],
      );
    }
    const young = await writtenDaysAgo(10);
    const results = await Promise.all([runOnce(), runOnce(), runOnce()]);
    const ran = results.filter((result) => result !== undefined);
    expect(ran.length).toBeGreaterThan(0);
    expect(ran.reduce((sum, result) => sum + result.messages, 0)).toBe(rows);
    expect(ran.reduce((sum, result) => sum + result.feedback, 0)).toBe(rows);
    expect(ran.reduce((sum, result) => sum + result.addressesRemoved, 0)).toBe(2);
    const { messages, feedback } = await snapshot();
    expect(messages.map((row) => row.id)).toEqual([young.message]);
    expect(feedback.map((row) => row.id)).toEqual([young.feedback]);
    // The lock is let go of: the next run gets it.
    expect(await retention()).toEqual({ messages: 0, feedback: 0, addressesRemoved: 0 });
  });
});

describe('sample reviews seeded on a fresh install', () => {
  let system: TestSystem;
  beforeEach(async () => {
    system = await startTestSystem();
  });
  afterEach(async () => {
    await system.stop();
  });

  /** One replica of the inbox on this test's database (a restart is a second one on the same database). */
  const start = (seed: boolean) =>
    system.start(inboxProcess({ SEED_CONTENT: String(seed), RETENTION_INTERVAL_MS: String(24 * 60 * 60 * 1000) }));
  type Inbox = Awaited<ReturnType<typeof start>>;
  const stop = (service: Inbox) => service.stop();
  const reviews = async (service: Inbox) => {
    const answer = await fetch(`${service.base}/api/reviews`);
    expect(answer.status).toBe(200);
    return reviewsResponseSchema.parse(await answer.json());
  };
  const call = (service: Inbox, method: string, path: string, body?: unknown) => service.asAdmin(method, path, body);
  const feedbackRows = () => system.sql<StoredFeedback>('SELECT * FROM inbox.feedback ORDER BY created_at DESC');
  const average = (ratings: number[]) =>
    Math.floor((20 * ratings.reduce((sum, rating) => sum + rating, 0) + ratings.length) / (2 * ratings.length)) / 10;

  it('when the database is empty, then the reviews page shows the six sample reviews with their average', async () => {
    const service = await start(true);
    const body = await reviews(service);
    const rows = await feedbackRows();
    expect(rows).toHaveLength(6);
    expect(body.count).toBe(6);
    expect(body.reviews).toHaveLength(6);
    expect(body.averageRating).toBe(average(rows.map((row) => row.rating)));
    expect(body.averageRating).toBe(4.7); // 5, 5, 4, 5, 4, 5
    expect(body.reviews.map((review) => review.id)).toEqual(rows.map((row) => row.id));
    expect(body.reviews.map((review) => review.name)).toEqual([
      'Julia H.',
      'Mark T.',
      'Sabine K.',
      'Luca F.',
      'Thomas B.',
      'Emma L.',
    ]);
    expect(new Set(body.reviews.map((review) => review.source))).toEqual(new Set(['Website']));
    const dates = body.reviews.map((review) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of rows) {
      expect(row).toMatchObject({ approved: true, consent_to_publish: true, ip: null });
      expect(row.created_at.getTime()).toBeLessThan(Date.now());
      // A sample review is feedback as a guest could have sent it.
      const asForm = feedbackAsForm(row);
      expect(feedbackRequestSchema.safeParse(asForm).success, JSON.stringify(asForm)).toBe(true);
    }
  });

  it('when the service restarts on the same database, then no more sample reviews are added', async () => {
    const first = await start(true);
    const before = await reviews(first);
    await stop(first);
    const second = await start(true);
    expect(await reviews(second)).toEqual(before);
    expect(await feedbackRows()).toHaveLength(6);
  });

  it('when two replicas start together on an empty database, then the samples are seeded once', async () => {
    const [first, second] = await Promise.all([start(true), start(true)]);
    expect(await feedbackRows()).toHaveLength(6);
    expect((await reviews(first!)).count).toBe(6);
    expect((await reviews(second!)).count).toBe(6);
  });

  it('when staff deleted the sample reviews, then a restart does not bring them back', async () => {
    const first = await start(true);
    for (const row of await feedbackRows()) expect((await call(first, 'DELETE', `/api/feedback/${row.id}`)).status).toBe(204);
    await stop(first);
    const second = await start(true);
    expect(await reviews(second)).toEqual({ reviews: [], averageRating: null, count: 0 });
    expect(await feedbackRows()).toEqual([]);
  });

  it('when feedback already exists, then nothing is seeded', async () => {
    const first = await start(false);
    const sent = await call(first, 'POST', '/api/feedback', feedbackForm({ rating: 2, consentToPublish: true }));
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect((await call(first, 'PATCH', `/api/feedback/${id}/approve`)).status).toBe(200);
    await stop(first);
    const second = await start(true);
    expect(await feedbackRows()).toHaveLength(1);
    expect(await reviews(second)).toMatchObject({ count: 1, averageRating: 2, reviews: [{ id, name: 'Mark T.' }] });
  });

  it('when seeding is turned off, then a fresh install has no reviews', async () => {
    const service = await start(false);
    expect(await reviews(service)).toEqual({ reviews: [], averageRating: null, count: 0 });
    expect(await feedbackRows()).toEqual([]);
  });
});
