import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactRequestSchema, feedbackRequestSchema, siteConfig } from '@ristorante/contracts';
import { internalContextHeaders, startedForTests, testAddresses } from '@ristorante/kit/testing';
import {
  contactForm,
  feedbackForm,
  contactAsForm,
  feedbackAsForm,
  startInboxUnderTest,
  type StoredContact,
  type StoredFeedback,
} from './support/inbox-under-test.js';

const t = startedForTests(() => startInboxUnderTest());
beforeEach(async () => {
  await t.sql('DELETE FROM inbox.contact_messages');
  await t.sql('DELETE FROM inbox.feedback');
});

/** Runs per property: enough to reach the odd corners, modest enough for a two-core machine. */
const numRuns = 250;

/** What a refused form gets: a message and at least one named field. */
const refusalSchema = z.object({
  error: z.string().min(1),
  fields: z.record(z.string(), z.string()).refine((fields) => Object.keys(fields).length > 0, 'no field named'),
});
const receiptSchema = z.object({ id: z.uuid(), receivedAt: z.iso.datetime() });

/** The honeypot as a person leaves it: absent, null or empty. Anything else is a bot's. */
const honeypotFilled = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  'website' in body &&
  body.website !== undefined &&
  body.website !== null &&
  body.website !== '';

/**
 * Strings of every kind: printable ASCII, control characters (U+0000 included, which PostgreSQL cannot store
 * in text: the schemas refuse it with a field error), any code point, whole graphemes, blank ones.
 */
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^\s*$/),
);
const anyJson = fc.oneof(fc.jsonValue(), fc.jsonValue({ stringUnit: 'binary' }));
const anyValue = fc.oneof(anyString, anyJson);
/** Characters and snippets that tend to upset parsers, databases and templates. */
const troublemakers = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '\u200b',
  'e\u0301',
  '😀',
  '\\',
  '"',
  "'; DROP TABLE feedback; --",
  '<script>alert(1)</script>',
  '%s%n',
  '${process.env}',
  '{{7*7}}',
);
/** A valid text wrapped in blanks, with odd characters slipped in, or one a character either side of a length limit. */
const aroundLimits = (valid: string, limits: number[]) =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.stringMatching(/^\s{0,3}$/), fc.stringMatching(/^\s{0,3}$/))
        .map(([before, after]) => `${before}${valid}${after}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(valid.length), fc.oneof(troublemakers, fc.string({ unit: 'binary', minLength: 1, maxLength: 3 })))
        .map(([at, odd]) => `${valid.slice(0, at)}${odd}${valid.slice(at)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...limits), fc.integer({ min: -1, max: 1 }), fc.constantFrom('x', 'ü', ' ', '😀'))
        .map(([limit, delta, unit]) => unit.repeat(Math.max(0, limit + delta))),
    },
  );
/** Mostly near-valid values (so that forms do get through), sometimes anything at all. */
const nearValidOrAny = (nearValid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 6, arbitrary: nearValid }, { weight: 1, arbitrary: anyValue });
const emailLike = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('anna@example.org', 'mark.thompson+tisch@trattoria-berlin.de', 'a.b@c.it') },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.emailAddress().map((email) => ` ${email.toUpperCase()}  `) },
  { weight: 1, arbitrary: fc.tuple(anyString, anyString).map(([local, domain]) => `${local}@${domain}`) },
  { weight: 1, arbitrary: fc.integer({ min: 240, max: 260 }).map((length) => `${'a'.repeat(length - 12)}@example.org`) },
);
/** Mostly left as people leave it (absent, null, empty), sometimes filled as bots do. */
const honeypot = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(undefined, null, '') },
  { weight: 1, arbitrary: fc.oneof(anyString, fc.jsonValue()) },
);
const locale = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(undefined, 'de', 'en') },
  { weight: 1, arbitrary: fc.constantFrom('it', 'DE', '', null) },
  { weight: 1, arbitrary: anyValue },
);

const contactFields = {
  name: nearValidOrAny(aroundLimits('Anna Schmidt', [1, 2, 120])),
  email: nearValidOrAny(emailLike),
  subject: nearValidOrAny(aroundLimits('Geburtstagsfeier', [3, 200])),
  message: nearValidOrAny(aroundLimits('Wir möchten im Dezember mit 20 Personen feiern.', [10, 5000])),
  locale,
  website: honeypot,
};
const feedbackFields = {
  name: nearValidOrAny(aroundLimits('Mark Thompson', [1, 2, 120])),
  email: nearValidOrAny(emailLike),
  rating: nearValidOrAny(
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }) },
      { weight: 1, arbitrary: fc.constantFrom(0, 6, '5', 4.5, 5.0, -0, 1e308, Number.MIN_VALUE) },
    ),
  ),
  experience: nearValidOrAny(aroundLimits('Wonderful pasta and a warm welcome.', [1, 5000])),
  suggestions: nearValidOrAny(
    fc.oneof(fc.constantFrom(null, undefined, ''), aroundLimits('More vegetarian dishes, please.', [5000])),
  ),
  consentToPublish: nearValidOrAny(fc.boolean()),
  locale,
  website: honeypot,
};

/** A valid form, the same with the honeypot filled, and one with a `__proto__` key (own, as JSON.parse makes it). */
const examplesOf = (valid: Record<string, unknown>) => [
  valid,
  { ...valid, website: 'https://cheap-pills.example' },
  { ...valid, website: ' ' },
  JSON.parse(`{"__proto__": {"name": 1, "website": "x"}, ${JSON.stringify(valid).slice(1)}`) as unknown,
];

/** The form's fields with arbitrary values: each field maybe missing, or all of them there. */
const recordsOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(fc.record(fields, { requiredKeys: [] }), fc.record(fields));

/** A valid form with a few of its fields removed, replaced, blanked, padded or stretched, and maybe extra keys. */
function mutationsOf(valid: Record<string, unknown>, fieldValues: Record<string, fc.Arbitrary<unknown>>) {
  const names = Object.keys(fieldValues);
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), field: fc.constantFrom(...names) }),
    fc.record({ kind: fc.constant('replace' as const), field: fc.constantFrom(...names), value: anyValue }),
    fc.constantFrom(...names).chain((field) => fieldValues[field]!.map((value) => ({ kind: 'replace' as const, field, value }))),
    fc.record({ kind: fc.constant('replace' as const), field: fc.string(), value: fc.jsonValue() }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => {
    const form: Record<string, unknown> = { ...valid };
    for (const change of mutations) {
      if (change.kind === 'delete') delete form[change.field];
      // defineProperty: a key named `__proto__` becomes an own key, as JSON.parse makes it on the other side.
      else
        Object.defineProperty(form, change.field, { value: change.value, enumerable: true, writable: true, configurable: true });
    }
    return form;
  });
}

interface Form<Row> {
  path: string;
  table: string;
  schema: z.ZodType<Record<string, unknown>, unknown>;
  asForm: (row: Row) => Record<string, unknown>;
  rowOnly?: (row: Row) => void;
}

const contact: Form<StoredContact> = {
  path: '/api/contact',
  table: 'inbox.contact_messages',
  schema: contactRequestSchema,
  asForm: contactAsForm,
};
const feedback: Form<StoredFeedback> = {
  path: '/api/feedback',
  table: 'inbox.feedback',
  schema: feedbackRequestSchema,
  asForm: feedbackAsForm,
  rowOnly: (row) => expect(row.approved).toBe(false),
};

const countRows = async (table: string) => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

/**
 * Posts every generated body and checks each answer against the shared schema: 201 exactly when the schema
 * accepts it (a filled honeypot too, but then nothing is stored), else 400 naming at least one field; never
 * anything else. Each stored row is what the schema made of the body, and passes the schema again.
 */
async function checkForm<Row extends { id: string; ip: string | null }>(
  form: Form<Row>,
  bodies: fc.Arbitrary<unknown>,
  examples: unknown[] = [],
) {
  let stored = 0;
  let bots = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const before = await countRows(form.table);
      const answer = await t.asGuest('POST', form.path, body);
      const text = await answer.text();
      const expected = form.schema.safeParse(body);
      expect([201, 400], `status for ${JSON.stringify(body)}: ${text}`).toContain(answer.status);
      if (answer.status === 400) {
        // A bare JSON string, number, boolean or null is refused by the JSON parser before validation, with no
        // field named (reported: it should name the form's fields like an empty body does). Objects and arrays name them.
        const bare = typeof body !== 'object' || body === null;
        expect((bare ? refusalSchema.pick({ error: true }) : refusalSchema).safeParse(JSON.parse(text)).success, text).toBe(true);
        expect(expected.success, `the schema accepts what the service refused: ${text}`).toBe(false);
        expect(await countRows(form.table)).toBe(before);
        refused++;
        return;
      }
      expect(expected.success, 'the service accepted what the schema refuses').toBe(true);
      const receipt = receiptSchema.parse(JSON.parse(text));
      const rows = await t.sql<Row>(`SELECT * FROM ${form.table} WHERE id = $1`, [receipt.id]);
      if (honeypotFilled(body)) {
        expect(rows).toEqual([]);
        expect(await countRows(form.table)).toBe(before);
        bots++;
        return;
      }
      stored++;
      expect(rows).toHaveLength(1);
      expect(await countRows(form.table)).toBe(before + 1);
      const row = rows[0]!;
      const { website: _website, ...parsed } = expected.data!;
      expect(form.asForm(row)).toEqual({ ...parsed, locale: parsed.locale ?? siteConfig.defaultLocale });
      expect(form.schema.parse(form.asForm(row))).toEqual(form.asForm(row));
      expect(row.ip).toBe('198.51.100.23');
      form.rowOnly?.(row);
    }),
    { numRuns, examples: examples.map((example) => [example] as [unknown]) },
  );
  // The whole table afterwards: every row valid, as many as accepted people's forms.
  const rows = await t.sql<Row>(`SELECT * FROM ${form.table}`);
  expect(rows).toHaveLength(stored);
  for (const row of rows) expect(form.schema.safeParse(form.asForm(row)).success, JSON.stringify(row)).toBe(true);
  return { stored, bots, refused };
}

describe('POST /api/contact with generated bodies', () => {
  it('when any JSON value is posted, then it answers 201 or 400 with named fields, and stores only valid messages', async () => {
    const { refused } = await checkForm(contact, anyJson);
    expect(refused).toBeGreaterThan(0);
  });

  it('when the form fields hold arbitrary values, then every answer is 201 or 400 and only valid messages are stored', async () => {
    const { stored, bots, refused } = await checkForm(contact, recordsOf(contactFields));
    expect(refused).toBeGreaterThan(0);
    expect(stored + bots).toBeGreaterThan(0);
  });

  it('when a valid form is mutated, then every answer is 201 or 400 and only valid messages are stored', async () => {
    const { stored, bots, refused } = await checkForm(
      contact,
      mutationsOf(contactForm(), contactFields),
      examplesOf(contactForm()),
    );
    expect(stored).toBeGreaterThan(0);
    expect(bots).toBeGreaterThanOrEqual(2);
    expect(refused).toBeGreaterThan(0);
    await t.settle();
    const received = t.published.filter((event) => event.type === 'contact.received');
    const ids = new Set((await t.sql<{ id: string }>('SELECT id FROM inbox.contact_messages')).map((row) => row.id));
    expect(received.filter((event) => ids.has((event.payload as { messageId: string }).messageId))).toHaveLength(stored);
  });
});

describe('POST /api/feedback with generated bodies', () => {
  it('when any JSON value is posted, then it answers 201 or 400 with named fields, and stores only valid feedback', async () => {
    const { refused } = await checkForm(feedback, anyJson);
    expect(refused).toBeGreaterThan(0);
  });

  it('when the form fields hold arbitrary values, then every answer is 201 or 400 and only valid feedback is stored', async () => {
    const { stored, bots, refused } = await checkForm(feedback, recordsOf(feedbackFields));
    expect(refused).toBeGreaterThan(0);
    expect(stored + bots).toBeGreaterThan(0);
  });

  it('when a valid form is mutated, then every answer is 201 or 400 and only valid feedback is stored', async () => {
    const { stored, bots, refused } = await checkForm(
      feedback,
      mutationsOf(feedbackForm(), feedbackFields),
      examplesOf(feedbackForm()),
    );
    expect(stored).toBeGreaterThan(0);
    expect(bots).toBeGreaterThanOrEqual(2);
    expect(refused).toBeGreaterThan(0);
  });
});

describe('POST bodies that are not JSON', () => {
  for (const path of ['/api/contact', '/api/feedback']) {
    it(`when ${path} gets raw text labelled as JSON, then it answers 400, not 500, and stores nothing`, async () => {
      for (const raw of ['name=Anna&email=anna@example.org', '{"name": "Anna",', "{'name': 'Anna'}", '\u0000', '']) {
        // As the gateway passes it on (with its signed context): what is judged is the body.
        const vouched = await internalContextHeaders('inbox', { ip: testAddresses.guest }, 'POST', path);
        const answer = await fetch(`${t.base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...vouched },
          body: raw,
        });
        const body: unknown = await answer.json();
        expect(answer.status, `${JSON.stringify(raw)}: ${JSON.stringify(body)}`).toBe(400);
        expect(body).toMatchObject({ error: expect.any(String) });
      }
      expect(await countRows('inbox.contact_messages')).toBe(0);
      expect(await countRows('inbox.feedback')).toBe(0);
    });
  }
});
