import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactRequestSchema,
  defaultHouseSchedule,
  eventSchema,
  feedbackRequestSchema,
  guestEmail,
  guestName,
  guestPhone,
  monthsAfter,
  siteConfig,
  specialRequests,
  weeklySlots,
} from '@ristorante/contracts';
import { testAdmin } from '@ristorante/kit/testing';
import { signIn, startRunningSystem, type RunningSystem } from './support/running-system.js';

// Bodies an attacker would send to every public form (seeded, so a failure replays): none may answer 5xx, and no
// stored row may break the rules the forms state (the shared schemas of contracts).
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const bodies = 2_000;

/** mulberry32: a small seeded generator, the same sequence on every machine. */
function generator(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, int: (max: number) => Math.floor(next() * max) };
}

const nasty: readonly unknown[] = [
  '',
  ' ',
  'a',
  'x'.repeat(10_000),
  'Anna\u0000Schmidt',
  'Anna\u202eSchmidt',
  'Anna\nSchmidt',
  '\t\r\n',
  '12\n\n\n\n\n\n\n\n34',
  '((((((((12',
  '+49\u300030 1234567',
  "Robert'); DROP TABLE reservations;--",
  '<script>alert(1)</script>',
  '🍝🍷'.repeat(50),
  '9999-12-31',
  '2020-01-01',
  '2027-02-30',
  '25:99',
  '19:45',
  'not-an-email',
  'a@b',
  '@example.org',
  '\ud800',
  'Anna \ud83d',
  'An\u200bna',
  'Anna\u200f',
  '\ufeffAnna',
  'Anna\uffff',
  -1,
  0,
  0.5,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  ['a'],
  {},
  { $gt: '' },
  { nested: { deeper: ['x'] } },
];

/** The forms' rules stated on their own, beside the schemas (a schema that grew lenient must not pass itself). */
const controls =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufdd0-\ufdef\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const noControls = (text: string) => !controls.test(text);
const plainLine = (text: string) => noControls(text) && !/[\t\n\r\u2028\u2029]/.test(text);
const phoneRule = (phone: string) => /^[0-9 \-+()]{10,30}$/.test(phone) && phone.replace(/\D/g, '').length >= 7;

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('public forms under fuzzed input', () => {
  let system: RunningSystem;
  let eventId: string;
  beforeAll(async () => {
    // Every body reaches its service: the per-address limits would otherwise answer most of them.
    system = await startRunningSystem(
      { RATE_LIMIT_PUBLIC_POSTS: '100000000' },
      { LOGIN_MAX_FAILURES_PER_IP_PER_MINUTE: '100000' },
    );
    const admin = await signIn(system.base);
    const created = await fetch(`${system.base}/api/events`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        title_en: 'Fuzz night',
        title_de: 'Fuzz-Abend',
        description_en: 'Plenty of seats.',
        event_date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        price: 10,
        max_attendees: 1000,
      }),
    });
    eventId = eventSchema.parse(await created.json()).id;
  });
  afterAll(async () => {
    await system?.stop();
  });

  it(`when ${bodies} fuzzed bodies (seed ${seed}) reach the public forms, then none answers 5xx and every stored row keeps the forms' rules`, async () => {
    const rng = generator(seed);
    const forms = {
      '/api/reservations': () => ({
        name: 'Anna Schmidt',
        phone: '+49 30 1234567',
        email: 'anna@example.org',
        date: daysAhead(2 + rng.int(300)),
        time: rng.pick(weeklySlots(defaultHouseSchedule)),
        guests: 1 + rng.int(4),
        specialRequests: 'Ein Kinderstuhl',
        locale: rng.pick(['de', 'en']),
      }),
      [`/api/events/${eventId}/book`]: () => ({
        name: 'Luca Rossi',
        email: 'luca@example.org',
        phone: '+49 170 1234567',
        guests: 1 + rng.int(3),
        specialRequests: null,
        locale: 'en',
      }),
      '/api/contact': () => ({
        name: 'Marta',
        email: 'marta@example.org',
        subject: 'Eine Frage',
        message: 'Haben Sie am Sonntag geöffnet?',
        locale: 'de',
      }),
      '/api/feedback': () => ({
        name: 'Dieter',
        email: 'dieter@example.org',
        rating: 1 + rng.int(5),
        experience: 'Sehr gut.',
        suggestions: null,
        consentToPublish: rng.next() < 0.5,
        locale: 'de',
      }),
      '/api/admin/login': () => ({ identifier: testAdmin.email, password: 'not the password' }),
    } satisfies Record<string, () => Record<string, unknown>>;
    type FormPath = keyof typeof forms;
    const paths = Object.keys(forms) as FormPath[];

    /** A body as a browser might send it, then one to three fields broken, or the whole body something else. */
    const fuzzed = (path: FormPath): string => {
      const roll = rng.next();
      if (roll < 0.05) return rng.pick(['{ not json', '', 'null', '[]', '42', '"text"', '{"a":', '\u0000']);
      const body: Record<string, unknown> = (forms[path] as () => Record<string, unknown>)();
      if (roll < 0.15) return JSON.stringify(body);
      const fields = [...Object.keys(body), 'unexpected', '__proto__'];
      for (let n = 1 + rng.int(3); n > 0; n--) {
        const field = rng.pick(fields);
        if (rng.next() < 0.15) delete body[field];
        else body[field] = rng.pick(nasty);
      }
      return JSON.stringify(body);
    };

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const worker = async () => {
      while (sent < bodies) {
        sent++;
        // Sign-in checks a password (slow by design): one body in twenty goes there.
        const path = rng.next() < 0.05 ? '/api/admin/login' : rng.pick(paths.filter((p) => p !== '/api/admin/login'));
        const body = fuzzed(path);
        // Now and then a body labelled compressed that is not.
        const encoding: Record<string, string> =
          rng.next() < 0.03 ? { 'content-encoding': rng.pick(['gzip', 'deflate', 'br', 'x-unknown']) } : {};
        const answer = await fetch(`${system.base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...encoding },
          body,
        });
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${answer.status} ${path} ${body.slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));

    const seen = JSON.stringify(Object.fromEntries(statuses));
    expect(failures, seen).toEqual([]);
    // The run did reach the services' rules and their stores, not only the JSON parser.
    expect(statuses.get(400), seen).toBeGreaterThan(500);
    expect(statuses.get(201), seen).toBeGreaterThan(50);

    const db = new pg.Client({ connectionString: system.db.adminUrl });
    await db.connect();
    try {
      const broken: string[] = [];
      const check = (what: string, ok: boolean) => void (ok || broken.push(what));
      const same = (schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
        const parsed = schema.safeParse(value);
        return parsed.success && parsed.data === value;
      };
      const horizon = monthsAfter(new Date().toISOString().slice(0, 10), siteConfig.reservationHorizonMonths + 1);
      const reservations = await db.query(
        "SELECT name, phone, email, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, special_requests FROM booking.reservations",
      );
      for (const row of reservations.rows) {
        const where = `reservation ${JSON.stringify(row)}`;
        check(where, same(guestName, row.name) && same(guestPhone, row.phone) && same(guestEmail, row.email));
        check(where, row.special_requests === null || same(specialRequests, row.special_requests));
        check(where, plainLine(row.name) && phoneRule(row.phone) && noControls(row.special_requests ?? ''));
        check(where, weeklySlots(defaultHouseSchedule).includes(row.time) && row.date <= horizon);
        check(where, row.guests >= 1 && row.guests <= siteConfig.reservationGuests.max);
      }
      const bookings = await db.query('SELECT name, phone, email, guests, special_requests FROM booking.event_bookings');
      for (const row of bookings.rows) {
        const where = `event booking ${JSON.stringify(row)}`;
        check(where, same(guestName, row.name) && same(guestPhone, row.phone) && same(guestEmail, row.email));
        check(where, row.special_requests === null || same(specialRequests, row.special_requests));
        check(where, plainLine(row.name) && phoneRule(row.phone) && noControls(row.special_requests ?? ''));
      }
      const messages = await db.query('SELECT name, email, subject, message FROM inbox.contact_messages');
      for (const row of messages.rows) {
        const where = `contact ${JSON.stringify(row)}`;
        check(where, contactRequestSchema.safeParse(row).success);
        check(where, plainLine(row.name) && plainLine(row.subject) && noControls(row.message));
      }
      const feedback = await db.query('SELECT name, email, rating, experience, suggestions FROM inbox.feedback');
      for (const row of feedback.rows) {
        const where = `feedback ${JSON.stringify(row)}`;
        check(where, feedbackRequestSchema.safeParse(row).success);
        check(where, plainLine(row.name) && noControls(row.experience) && noControls(row.suggestions ?? ''));
      }
      expect(broken).toEqual([]);
      expect(reservations.rowCount! + bookings.rowCount! + messages.rowCount! + feedback.rowCount!).toBeGreaterThan(50);
    } finally {
      await db.end();
    }
  }, 240_000);
});
