import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessageSchema, errorResponseSchema, feedbackSchema, guestTokenHeader } from '@ristorante/contracts';
import { startedForTests, withEventsRefused } from '@ristorante/kit/testing';
import { contactForm, feedbackForm, startInboxUnderTest } from './support/inbox-under-test.js';

const t = startedForTests(() => startInboxUnderTest());
beforeEach(async () => {
  await t.sql('DELETE FROM inbox.contact_messages');
  await t.sql('DELETE FROM inbox.feedback');
  await t.sql('DELETE FROM inbox.idempotency_keys');
  await t.sql('DELETE FROM inbox.data_requests');
  await t.settle();
  t.published.length = 0;
});

const receiptOf = async (answer: Response) => {
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: string; receivedAt: string };
};

describe('POST /api/contact', () => {
  it('when a guest writes, then 201 with a receipt, the message is stored unread with their address and language, and staff are told', async () => {
    const receipt = await receiptOf(await t.asGuest('POST', '/api/contact', contactForm(), { 'accept-language': 'en' }));
    const rows = await t.sql<{ id: string; status: string; locale: string; ip: string; subject: string }>(
      'SELECT id, status, locale, ip, subject FROM inbox.contact_messages',
    );
    expect(rows).toEqual([{ id: receipt.id, status: 'unread', locale: 'en', ip: '198.51.100.23', subject: 'Geburtstagsfeier' }]);
    await expect.poll(() => t.published.map((message) => message.type)).toEqual(['contact.received']);
    expect(t.published[0]!.payload).toMatchObject({ messageId: receipt.id, email: 'anna@example.org', locale: 'en' });
  });

  const badForms: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['the name is missing', { name: '' }, 'name', 'Name is required', 'Name ist erforderlich'],
    [
      'the name is one letter',
      { name: 'A' },
      'name',
      'Name must be at least 2 characters long',
      'Der Name muss mindestens 2 Zeichen lang sein',
    ],
    ['the e-mail is missing', { email: undefined }, 'email', 'Email is required', 'E-Mail ist erforderlich'],
    [
      'the e-mail is invalid',
      { email: 'anna@' },
      'email',
      'Please enter a valid email address',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ],
    ['the subject is missing', { subject: ' ' }, 'subject', 'Subject is required', 'Betreff ist erforderlich'],
    [
      'the subject is two letters',
      { subject: 'Hi' },
      'subject',
      'Subject must be at least 3 characters long',
      'Der Betreff muss mindestens 3 Zeichen lang sein',
    ],
    ['the message is missing', { message: undefined }, 'message', 'Message is required', 'Nachricht ist erforderlich'],
    [
      'the message is short',
      { message: 'Hallo!' },
      'message',
      'Message must be at least 10 characters long',
      'Die Nachricht muss mindestens 10 Zeichen lang sein',
    ],
  ];

  it.each(badForms)(
    'when %s, then 400 names the field in English and German, and nothing is stored or sent',
    async (_case, overrides, field, en, de) => {
      const english = await t.asGuest('POST', '/api/contact', contactForm(overrides), { 'accept-language': 'en' });
      expect(english.status).toBe(400);
      expect(errorResponseSchema.parse(await english.json()).fields).toEqual({ [field]: en });
      const german = await t.asGuest('POST', '/api/contact', contactForm(overrides));
      expect(errorResponseSchema.parse(await german.json()).fields).toEqual({ [field]: de });
      expect(await t.sql('SELECT id FROM inbox.contact_messages')).toEqual([]);
      await t.settle();
      expect(t.published).toEqual([]);
    },
  );

  it('when a form is sent straight to the service port, past the gateway and its limits, then 401 and nothing is stored', async () => {
    for (const path of ['/api/contact', '/api/feedback', '/api/data-requests']) {
      const answer = await fetch(`${t.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(path === '/api/feedback' ? feedbackForm() : contactForm()),
      });
      expect(answer.status, path).toBe(401);
    }
    expect(await t.sql('SELECT id FROM inbox.contact_messages')).toEqual([]);
    expect(await t.sql('SELECT id FROM inbox.feedback')).toEqual([]);
    // A guest's plain read needs nothing vouched for.
    expect((await fetch(`${t.base}/api/reviews`)).status).toBe(200);
  });

  it('when a bot fills the hidden honeypot field, then it is answered like a person, and nothing is stored or sent', async () => {
    const receipt = await receiptOf(await t.asGuest('POST', '/api/contact', contactForm({ website: 'https://spam.example' })));
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.sql('SELECT id FROM inbox.contact_messages')).toEqual([]);
    await t.settle();
    expect(t.published).toEqual([]);
  });
});

describe('a form sent again after its answer was lost (Idempotency-Key)', () => {
  const forms = [
    ['/api/contact', contactForm, 'inbox.contact_messages', 'contact.received'],
    ['/api/feedback', feedbackForm, 'inbox.feedback', 'feedback.received'],
  ] as const;

  it.each(forms)(
    'when %s is sent three times at once with one key, then one is stored, one event, one receipt for all',
    async (path, form, table, event) => {
      const key = { 'idempotency-key': `form-${randomUUID()}` };
      const answers = await Promise.all([1, 2, 3].map(() => t.asGuest('POST', path, form(), key)));
      const receipts = await Promise.all(answers.map(receiptOf));
      expect(new Set(receipts.map((receipt) => receipt.id)).size).toBe(1);
      expect(await t.sql(`SELECT id FROM ${table}`)).toEqual([{ id: receipts[0]!.id }]);
      await t.settle();
      expect(t.published.map((message) => message.type)).toEqual([event]);
    },
  );

  it.each(forms)(
    'when %s is sent again with the same key but other words, then 422 and nothing more is stored',
    async (path, form, table) => {
      const key = { 'idempotency-key': `form-${randomUUID()}` };
      await receiptOf(await t.asGuest('POST', path, form(), key));
      const changed = await t.asGuest('POST', path, form({ name: 'Anna Schmidt-Weber' }), { ...key, 'accept-language': 'en' });
      expect(changed.status).toBe(422);
      expect(errorResponseSchema.parse(await changed.json()).error).toMatch(/already sent with other details/);
      expect(await t.sql(`SELECT id FROM ${table}`)).toHaveLength(1);
    },
  );

  it.each(forms)(
    'when %s comes with a malformed key, then 400 in the guest’s language and nothing is stored',
    async (path, form, table) => {
      const answer = await t.asGuest('POST', path, form(), { 'idempotency-key': 'kurz' });
      expect(answer.status).toBe(400);
      expect(errorResponseSchema.parse(await answer.json()).error).toMatch(/Idempotency-Key muss/);
      expect(await t.sql(`SELECT id FROM ${table}`)).toEqual([]);
    },
  );

  it('when two guests send the same words with their own keys, then both are stored (a key is per submission)', async () => {
    for (let guest = 0; guest < 2; guest++) {
      await receiptOf(await t.asGuest('POST', '/api/contact', contactForm(), { 'idempotency-key': `form-${randomUUID()}` }));
    }
    expect(await t.sql('SELECT id FROM inbox.contact_messages')).toHaveLength(2);
  });
});

describe('a guest’s message and its event: both, or neither', () => {
  it.each([
    ['/api/contact', contactForm, 'inbox.contact_messages'],
    ['/api/feedback', feedbackForm, 'inbox.feedback'],
    ['/api/data-requests', () => ({ email: 'anna@example.org' }), 'inbox.data_requests'],
  ] as const)('when the event of %s cannot be recorded, then nothing of it is stored', async (path, form, table) => {
    await t.sql('DELETE FROM inbox.data_requests');
    const answer = await withEventsRefused(t.sql, 'inbox', () => t.asGuest('POST', path, form()));
    expect(answer.status).toBe(500);
    expect(await t.sql(`SELECT * FROM ${table}`)).toEqual([]);
    await t.settle();
    expect(t.published).toEqual([]);
  });
});

describe('staff and contact messages', () => {
  it('when staff list messages, then newest first, paged, with the total and the unread count in headers', async () => {
    const ids = [];
    for (const subject of ['Erste Frage', 'Zweite Frage', 'Dritte Frage']) {
      ids.push((await receiptOf(await t.asGuest('POST', '/api/contact', contactForm({ subject })))).id);
    }
    await t.asAdmin('PATCH', `/api/contact/${ids[0]}/status`, { status: 'replied' });
    const page = await t.asAdmin('GET', '/api/contact?page=1&pageSize=2');
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.headers.get('x-unread-count')).toBe('2');
    expect(
      contactMessageSchema
        .array()
        .parse(await page.json())
        .map((message) => message.subject),
    ).toEqual(['Dritte Frage', 'Zweite Frage']);
    expect((await fetch(`${t.base}/api/contact`)).status).toBe(401);
  });

  it('when a message is marked replied, then its status and replied flag say so, with the time; back to unread clears it', async () => {
    const { id } = await receiptOf(await t.asGuest('POST', '/api/contact', contactForm()));
    const replied = contactMessageSchema.parse(
      await (await t.asAdmin('PATCH', `/api/contact/${id}/status`, { status: 'replied' })).json(),
    );
    expect(replied).toMatchObject({ status: 'replied', replied: true });
    expect(replied.repliedAt).not.toBeNull();
    const unread = contactMessageSchema.parse(
      await (await t.asAdmin('PATCH', `/api/contact/${id}/status`, { status: 'unread' })).json(),
    );
    expect(unread).toMatchObject({ status: 'unread', replied: false, repliedAt: null });
    const bad = await t.asAdmin('PATCH', `/api/contact/${id}/status`, { status: 'archived' }, { 'accept-language': 'en' });
    expect(bad.status).toBe(400);
    expect(errorResponseSchema.parse(await bad.json()).fields).toEqual({ status: 'Please choose unread or replied' });
    const german = await t.asAdmin('PATCH', `/api/contact/${id}/status`, { status: 'archived' });
    expect(errorResponseSchema.parse(await german.json()).fields).toEqual({
      status: 'Bitte wählen Sie ungelesen oder beantwortet',
    });
  });

  it('when a message is deleted, then it is gone; unknown and malformed ids answer 404', async () => {
    const { id } = await receiptOf(await t.asGuest('POST', '/api/contact', contactForm()));
    expect((await t.asAdmin('DELETE', `/api/contact/${id}`)).status).toBe(204);
    expect((await t.asAdmin('DELETE', `/api/contact/${id}`)).status).toBe(404);
    expect((await t.asAdmin('PATCH', `/api/contact/${randomUUID()}/status`, { status: 'replied' })).status).toBe(404);
    const missing = await t.asAdmin('PATCH', '/api/contact/nope/status', { status: 'replied' }, { 'accept-language': 'en' });
    expect(missing.status).toBe(404);
    expect(errorResponseSchema.parse(await missing.json()).error).toBe('Message not found');
  });
});

describe('POST /api/feedback', () => {
  it('when a guest gives feedback, then it is stored unapproved with their consent, and staff are told', async () => {
    const receipt = await receiptOf(
      await t.asGuest(
        'POST',
        '/api/feedback',
        feedbackForm({ suggestions: 'More vegan dishes', consentToPublish: true, locale: 'en' }),
      ),
    );
    const list = feedbackSchema.array().parse(await (await t.asAdmin('GET', '/api/feedback')).json());
    expect(list).toMatchObject([
      { id: receipt.id, rating: 5, suggestions: 'More vegan dishes', consentToPublish: true, approved: false, locale: 'en' },
    ]);
    await expect.poll(() => t.published.map((message) => message.type)).toEqual(['feedback.received']);
  });

  const badForms: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['the name is missing', { name: undefined }, 'name', 'Name is required', 'Name ist erforderlich'],
    [
      'the e-mail is invalid',
      { email: 'mark' },
      'email',
      'Please enter a valid email address',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ],
    [
      'the rating is missing',
      { rating: undefined },
      'rating',
      'Please choose a rating from 1 to 5',
      'Bitte wählen Sie eine Bewertung von 1 bis 5',
    ],
    [
      'the rating is 6',
      { rating: 6 },
      'rating',
      'Please choose a rating from 1 to 5',
      'Bitte wählen Sie eine Bewertung von 1 bis 5',
    ],
    [
      'the rating is a word',
      { rating: 'excellent' },
      'rating',
      'Please choose a rating from 1 to 5',
      'Bitte wählen Sie eine Bewertung von 1 bis 5',
    ],
    [
      'the experience is missing',
      { experience: '' },
      'experience',
      'Please tell us about your experience',
      'Bitte erzählen Sie uns von Ihrem Besuch',
    ],
    [
      'the consent is not yes or no',
      { consentToPublish: 'maybe' },
      'consentToPublish',
      'Please choose yes or no',
      'Bitte wählen Sie Ja oder Nein',
    ],
  ];

  it.each(badForms)(
    'when %s, then 400 names the field in English and German, and nothing is stored',
    async (_case, overrides, field, en, de) => {
      const english = await t.asGuest('POST', '/api/feedback', feedbackForm(overrides), { 'accept-language': 'en' });
      expect(english.status).toBe(400);
      expect(errorResponseSchema.parse(await english.json()).fields).toEqual({ [field]: en });
      const german = await t.asGuest('POST', '/api/feedback', feedbackForm(overrides), { 'accept-language': 'de' });
      expect(errorResponseSchema.parse(await german.json()).fields).toEqual({ [field]: de });
      expect(await t.sql('SELECT id FROM inbox.feedback')).toEqual([]);
    },
  );

  it('when a bot fills the honeypot, then it gets 201 and nothing is stored', async () => {
    await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ website: 'x' })));
    expect(await t.sql('SELECT id FROM inbox.feedback')).toEqual([]);
  });
});

describe('staff, feedback and the reviews page', () => {
  it('when feedback is approved, then the reviews page shows it as a Website review with first name and initial, only with consent', async () => {
    const consented = await receiptOf(
      await t.asGuest('POST', '/api/feedback', feedbackForm({ name: 'Anna Maria Schmidt', rating: 4, consentToPublish: true })),
    );
    const private_ = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ rating: 1 })));
    const unapproved = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ consentToPublish: true })));
    expect((await (await fetch(`${t.base}/api/reviews`)).json()) as unknown).toEqual({
      reviews: [],
      averageRating: null,
      count: 0,
    });

    for (const id of [consented.id, private_.id])
      expect((await t.asAdmin('PATCH', `/api/feedback/${id}/approve`)).status).toBe(200);
    const reviews = (await (await fetch(`${t.base}/api/reviews`)).json()) as {
      reviews: Array<Record<string, unknown>>;
      averageRating: number;
      count: number;
    };
    expect(reviews).toEqual({
      reviews: [
        {
          id: consented.id,
          name: 'Anna S.',
          rating: 4,
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          source: 'Website',
          review: 'Wonderful pasta and a warm welcome.',
        },
      ],
      averageRating: 4,
      count: 1,
    });
    void unapproved;
    const pending = await t.asAdmin('GET', '/api/feedback');
    expect(pending.headers.get('x-pending-count')).toBe('1');
  });

  it('when ratings differ, then the average is computed from the shown reviews and rounded to one decimal', async () => {
    for (const rating of [5, 4, 4]) {
      const { id } = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ rating, consentToPublish: true })));
      await t.asAdmin('PATCH', `/api/feedback/${id}/approve`);
    }
    const body = (await (await fetch(`${t.base}/api/reviews`)).json()) as { averageRating: number; count: number };
    expect(body).toMatchObject({ averageRating: 4.3, count: 3 });
  });

  it('when published feedback is unpublished, then it leaves the reviews at once; twice changes nothing; unknown ids answer 404', async () => {
    const { id } = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ consentToPublish: true })));
    await t.asAdmin('PATCH', `/api/feedback/${id}/approve`);
    expect(((await (await fetch(`${t.base}/api/reviews`)).json()) as { count: number }).count).toBe(1);
    for (let time = 0; time < 2; time++) {
      const unpublished = await t.asAdmin('PATCH', `/api/feedback/${id}/unpublish`);
      expect(unpublished.status).toBe(200);
      expect(await unpublished.json()).toMatchObject({ id, approved: false });
    }
    expect(((await (await fetch(`${t.base}/api/reviews`)).json()) as { count: number }).count).toBe(0);
    expect((await t.asAdmin('GET', '/api/feedback')).headers.get('x-pending-count')).toBe('1');
    expect((await t.asAdmin('PATCH', `/api/feedback/${randomUUID()}/unpublish`)).status).toBe(404);
    expect((await fetch(`${t.base}/api/feedback/${id}/unpublish`, { method: 'PATCH' })).status).toBe(401);
  });

  it('when feedback is deleted, then it is gone, also from the reviews; unknown ids answer 404', async () => {
    const { id } = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ consentToPublish: true })));
    await t.asAdmin('PATCH', `/api/feedback/${id}/approve`);
    expect((await t.asAdmin('DELETE', `/api/feedback/${id}`)).status).toBe(204);
    expect(((await (await fetch(`${t.base}/api/reviews`)).json()) as { count: number }).count).toBe(0);
    expect((await t.asAdmin('DELETE', `/api/feedback/${id}`)).status).toBe(404);
    const missing = await t.asAdmin('PATCH', `/api/feedback/${randomUUID()}/approve`);
    expect(missing.status).toBe(404);
    expect(errorResponseSchema.parse(await missing.json()).error).toBe('Feedback nicht gefunden');
    expect((await fetch(`${t.base}/api/feedback`)).status).toBe(401);
  });

  it('when feedback with consent is approved, unpublished or deleted, then the renderer is told each time; without consent, never', async () => {
    const consented = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ consentToPublish: true })));
    const private_ = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ rating: 2 })));
    await t.quiet();
    t.published.length = 0;

    for (const id of [private_.id, consented.id])
      expect((await t.asAdmin('PATCH', `/api/feedback/${id}/approve`)).status).toBe(200);
    expect((await t.asAdmin('PATCH', `/api/feedback/${consented.id}/unpublish`)).status).toBe(200);
    expect((await t.asAdmin('PATCH', `/api/feedback/${consented.id}/approve`)).status).toBe(200);
    for (const id of [private_.id, consented.id]) expect((await t.asAdmin('DELETE', `/api/feedback/${id}`)).status).toBe(204);
    await t.quiet();

    expect(t.published.map((message) => [message.type, message.payload])).toEqual([
      ['reviews.changed', { reason: 'approved' }],
      ['reviews.changed', { reason: 'unpublished' }],
      ['reviews.changed', { reason: 'approved' }],
      ['reviews.changed', { reason: 'deleted' }],
    ]);
  });

  it('when a guest whose review is published has their data erased, then the review is gone and the renderer is told', async () => {
    const { id } = await receiptOf(await t.asGuest('POST', '/api/feedback', feedbackForm({ consentToPublish: true })));
    expect((await t.asAdmin('PATCH', `/api/feedback/${id}/approve`)).status).toBe(200);
    expect((await t.asGuest('POST', '/api/data-requests', { email: 'mark@example.org', locale: 'en' })).status).toBe(202);
    await t.quiet();
    const requested = t.published.find((message) => message.type === 'personal_data.requested')!;
    const { accessToken } = requested.payload as { accessToken: string };
    t.published.length = 0;

    const erased = await t.asGuest('POST', '/api/personal-data/erase', undefined, { [guestTokenHeader]: accessToken });
    expect(erased.status).toBe(200);
    await t.quiet();
    expect(((await (await fetch(`${t.base}/api/reviews`)).json()) as { count: number }).count).toBe(0);
    expect(t.published.map((message) => message.type)).toEqual(['reviews.changed', 'personal_data.erasure_requested']);
    expect(t.published[0]!.payload).toEqual({ reason: 'erased' });
  });

  it('when no Google key is configured, then /api/google-reviews answers in its original shape, empty', async () => {
    expect(await (await fetch(`${t.base}/api/google-reviews`)).json()).toEqual({ reviews: [], businessInfo: null });
  });
});
