// Three years of a busy restaurant (issue 41; docs/decisions.md 171), written straight into an install's database
// as an administrator: guest profiles and their reservations, event nights and their bookings, the guests' links and
// changes, the worker's mail records, the inbox's messages and blog posts. What the services would have written over
// three years, in one statement per table (a few seconds, not three years of requests), with a fixed seed so two
// runs fill alike. Nothing is announced on the bus: it is history, which no page or mail waits for.
import type pg from 'pg';
import { newGuestToken } from '@ristorante/kit';

export interface HistorySize {
  reservations: number;
  eventBookings: number;
  mails: number;
  messages: number;
  events: number;
  blogPosts: number;
  /** Guest profiles the reservations fall on, the regulars far more often than the rest. */
  guests: number;
}

/** The restaurant: about ninety bookings a night for three years. */
export const threeYears: HistorySize = {
  reservations: 100_000,
  eventBookings: 5_000,
  mails: 150_000,
  messages: 2_000,
  events: 500,
  blogPosts: 200,
  guests: 30_000,
};

export interface RecentWeeks {
  /** The busiest evening of the weeks, the day sheet's date. */
  busyDay: string;
  /** The last whole month, as staff export one (`from`, `to`). */
  month: { from: string; to: string };
  /** Personal links of visits ahead, as guests open them from their mails. */
  guestTokens: string[];
}

const days = 3 * 365;
/** The history's guests numbered 1… in their addresses' order: what a pick's guest number (`guest_n`) names. */
const numberedGuests = `numbered AS (SELECT id, name, email, phone, row_number() OVER (ORDER BY email) AS n
                                      FROM booking.guests WHERE email LIKE 'guest-%@example.org')`;
/** Ten weeks: the last whole month lies within them, whatever today's date. */
export const recentDays = 70;

/**
 * The restaurant's last ten weeks: its guests' profiles and reservations, as a young install holds them. The bench
 * measures its reads on these, then again once `fillOlderYears` has added the years before (the same day sheet, the
 * same month, the same links), so what it compares is the weight of the history alone.
 */
export async function fillRecentWeeks(db: pg.Client, size: HistorySize = threeYears): Promise<RecentWeeks> {
  // The same history on every run: random() below follows this seed within the session.
  await db.query('SELECT setseed(0.41)');
  await addGuests(db, size);
  await addReservations(db, size, { newest: 1, oldest: recentDays });
  // Only the guests who booked in these weeks have a profile yet.
  await dropUnbookedGuests(db);
  // A few visits ahead, with links whose tokens are known, as the guests' mails carry them: what the bench's guests
  // open (a past visit's link answers only that it is over). Weeks ahead, away from the evening the availability
  // reads, and confirmed at no table, as the history's are.
  const { rows: linked } = await db.query<{ id: string }>(
    `INSERT INTO booking.reservations (name, email, phone, date, time, guests, status, confirmed_at, guest_id)
     SELECT g.name, g.email, '+49 151 ' || substr(g.phone, 7), current_date + 20 + n, '19:00', 2, 'confirmed', now(), g.id
       FROM generate_series(1, 20) AS n
       JOIN (SELECT id, name, email, phone, row_number() OVER (ORDER BY last_booked_at DESC) AS k FROM booking.guests
              WHERE email LIKE 'guest-%@example.org') g ON g.k = n
     RETURNING id`,
  );
  const guestTokens: string[] = [];
  for (const { id } of linked) {
    const { token, hash } = newGuestToken();
    await db.query('INSERT INTO booking.guest_links (token_hash, reservation_id) VALUES ($1, $2)', [hash, id]);
    guestTokens.push(token);
  }
  await analyse(db);
  const { rows: busiest } = await db.query<{ day: string }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS day FROM booking.reservations WHERE name <> 'Bench Gast'
      GROUP BY date ORDER BY count(*) DESC, date DESC LIMIT 1`,
  );
  const { rows: month } = await db.query<{ from: string; to: string }>(
    `SELECT to_char(date_trunc('month', now()) - interval '1 month', 'YYYY-MM-DD') AS "from",
            to_char(date_trunc('month', now()) - interval '1 day', 'YYYY-MM-DD') AS "to"`,
  );
  return { busyDay: busiest[0]!.day, month: month[0]!, guestTokens };
}

/**
 * The years before the recent weeks: the rest of the three years' reservations, the event nights and their bookings,
 * the worker's mail records, the inbox's messages and the blog's posts. Answers the milliseconds it took.
 */
export async function fillOlderYears(db: pg.Client, size: HistorySize = threeYears): Promise<number> {
  const started = performance.now();
  await db.query('SELECT setseed(0.42)');
  await addGuests(db, size);
  await addReservations(db, size, { newest: recentDays + 1, oldest: days });
  await dropUnbookedGuests(db);
  await db.query(
    `UPDATE booking.guests g SET created_at = r.first
       FROM (SELECT guest_id, min(created_at) AS first FROM booking.reservations WHERE guest_id IS NOT NULL GROUP BY guest_id) r
      WHERE g.id = r.guest_id AND g.email LIKE 'guest-%@example.org'`,
  );
  // Event nights across the three years, each with its bookings, priced and titled as the booking service keeps them.
  await db.query(
    `INSERT INTO catalog.events (title_en, title_de, description_en, event_date, price_cents, max_attendees, created_at)
     SELECT 'Past night ' || n, 'Vergangener Abend ' || n, 'A night of three years past.',
            date_trunc('day', now()) - (n * $2::int / $1::int) * interval '1 day' + interval '19 hours', 4900, 40,
            now() - (n * $2::int / $1::int + 40) * interval '1 day'
       FROM generate_series(1, $1::int) AS n`,
    [size.events, days],
  );
  await db.query(
    `WITH nights AS (SELECT id, title_de, title_en, event_date, row_number() OVER (ORDER BY id) AS k
                       FROM catalog.events WHERE title_en LIKE 'Past night %'),
     ${numberedGuests},
     -- Among the guests who have a profile now (those who never booked a table were dropped above), every pick one.
     picks AS (SELECT 1 + floor(random() * $2::int)::int AS k,
                      1 + floor(power(random(), 2) * (SELECT count(*) FROM numbered))::int AS guest_n,
                      1 + floor(random() * 4)::int AS party, random() AS fate
                 FROM generate_series(1, $1::int))
     INSERT INTO booking.event_bookings (event_id, name, email, phone, guests, total_amount_cents, status, created_at,
                                         updated_at, pending_since, confirmed_at, event_title_de, event_title_en,
                                         event_date, guest_id)
     SELECT e.id, g.name, g.email, g.phone, p.party, p.party * 4900,
            CASE WHEN p.fate < 0.9 THEN 'confirmed' ELSE 'cancelled' END,
            e.event_date - interval '10 days', e.event_date - interval '10 days', e.event_date - interval '10 days',
            e.event_date - interval '9 days', e.title_de, e.title_en, e.event_date, g.id
       FROM picks p JOIN nights e ON e.k = p.k JOIN numbered g ON g.n = p.guest_n`,
    [size.eventBookings, size.events],
  );
  await db.query(
    `INSERT INTO booking.guest_links (token_hash, event_booking_id, created_at)
     SELECT sha256(convert_to(id::text, 'UTF8')), id, created_at FROM booking.event_bookings WHERE email LIKE 'guest-%'`,
  );

  // The worker's record of each mail sent (a guest's, staff's, a reminder), and the inbox's messages.
  await db.query(
    `INSERT INTO notify.sent_mails (event_id, kind, sent_at, request_id)
     SELECT gen_random_uuid(), (ARRAY['guest','staff','reminder'])[1 + n % 3],
            now() - random() * $2::int * interval '1 day', 'history-' || n
       FROM generate_series(1, $1::int) AS n`,
    [size.mails, days],
  );
  await db.query(
    `INSERT INTO inbox.contact_messages (name, email, subject, message, locale, status, created_at, updated_at)
     SELECT 'Gast ' || n, 'writer-' || n || '@example.org', 'Frage ' || n,
            'Haben Sie am Sonntag geöffnet? Wir wären zu sechst.', 'de',
            CASE WHEN n % 10 = 0 THEN 'unread' ELSE 'replied' END, at, at
       FROM generate_series(1, $1::int) AS n, LATERAL (SELECT now() - random() * $2::int * interval '1 day' AS at) t`,
    [size.messages, days],
  );
  // Blog posts with a cover the install already has (a seeded post's), published across the years.
  await db.query(
    `INSERT INTO catalog.blog_posts (title_de, title_en, slug_de, slug_en, teaser_de, teaser_en, body_de, body_en, category,
                                     author, cover_image_url, cover_alt_de, cover_alt_en, status, publish_at)
     SELECT 'Aus der Küche ' || n, 'From the kitchen ' || n, 'aus-der-kueche-' || n, 'from-the-kitchen-' || n,
            'Was diese Woche auf den Tisch kam.', 'What came to the table this week.',
            repeat('Ein Absatz über Pasta, Wein und Gäste. ', 40), repeat('A paragraph on pasta, wine and guests. ', 40),
            'kitchen-stories', 'Elena Marchetti',
            coalesce((SELECT cover_image_url FROM catalog.blog_posts ORDER BY publish_at LIMIT 1), '/favicon.svg'),
            'Ein Teller Pasta', 'A plate of pasta', 'published', now() - n * $2::int / $1::int * interval '1 day'
       FROM generate_series(1, $1::int) AS n`,
    [size.blogPosts, days],
  );

  await analyse(db);
  return Math.round(performance.now() - started);
}

/** A profile is made by a booking: the history's guests who never booked have none. */
async function dropUnbookedGuests(db: pg.Client): Promise<void> {
  await db.query(
    `DELETE FROM booking.guests g WHERE g.email LIKE 'guest-%@example.org'
        AND NOT EXISTS (SELECT 1 FROM booking.reservations r WHERE r.guest_id = g.id)`,
  );
}

/** Every guest profile of the history, those already there left as they are. */
async function addGuests(db: pg.Client, size: HistorySize): Promise<void> {
  await db.query(
    `INSERT INTO booking.guests (id, name, email, phone, created_at, updated_at, last_booked_at, tags)
     SELECT gen_random_uuid(),
            (ARRAY['Anna','Ben','Clara','David','Elena','Felix','Greta','Hannes','Ida','Jonas','Katja','Lukas','Mia',
                   'Noah','Olga','Paul','Rosa','Sami','Tilda','Umberto'])[1 + n % 20] || ' ' ||
            (ARRAY['Achterberg','Bauer','Conti','Dietrich','Esposito','Fischer','Graf','Hoffmann','Ilić','Jansen',
                   'Krüger','Lehmann','Moretti','Neumann','Ostrowski','Peters','Quast','Romano','Schulz','Tanaka',
                   'Uhland','Vogel','Weber','Yilmaz','Zimmermann'])[1 + (n / 20) % 25],
            'guest-' || n || '@example.org', '+49151' || (20000000 + n), now(), now(), now(),
            CASE WHEN n % 50 = 0 THEN ARRAY['vegetarian'] ELSE '{}' END
       FROM generate_series(1, $1::int) AS n
     ON CONFLICT (email) WHERE email IS NOT NULL DO NOTHING`,
    [size.guests],
  );
}

/**
 * The reservations of the days from `newest` to `oldest` days ago, their share of the three years' `size`: each on a
 * guest (those first in their addresses' order, the regulars, far more often: the square of a random), Fridays and
 * Saturdays busier, at one of the evening's slots; with the links their mails carried and the changes one in twenty
 * guests made.
 */
async function addReservations(db: pg.Client, size: HistorySize, span: { newest: number; oldest: number }): Promise<void> {
  const spanDays = span.oldest - span.newest + 1;
  // Weekday picks are thinned to 60 % below (2/7 + 5/7 × 0.6 of the picks stay, hence the 1.4).
  const picks = Math.round(((size.reservations * spanDays) / days) * 1.4);
  await db.query(
    `WITH ${numberedGuests},
     picks AS (
       SELECT 1 + floor(power(random(), 2) * $2::int)::int AS guest_n,
              current_date - $3::int - floor(random() * $4::int)::int AS day,
              (ARRAY['17:00','17:30','18:00','18:30','19:00','19:30','20:00','20:30','21:00','21:30'])[1 + floor(random() * 10)::int]::time AS at,
              1 + floor(random() * random() * 8)::int AS party, random() AS fate, random() AS channel
         FROM generate_series(1, $1::int)),
     dated AS (SELECT * FROM picks WHERE extract(isodow FROM day) IN (5, 6) OR random() < 0.6)
     INSERT INTO booking.reservations (name, email, phone, date, time, guests, locale, status, source, created_at,
                                       updated_at, pending_since, confirmed_at, seated_at, finished_at, guest_id)
     SELECT g.name, CASE WHEN d.channel < 0.9 THEN g.email END, '+49 151 ' || substr(g.phone, 7), d.day, d.at, d.party,
            CASE WHEN d.channel < 0.7 THEN 'de' ELSE 'en' END,
            CASE WHEN d.fate < 0.82 THEN 'finished' WHEN d.fate < 0.94 THEN 'cancelled' WHEN d.fate < 0.97 THEN 'no_show'
                 ELSE 'confirmed' END,
            CASE WHEN d.channel < 0.75 THEN 'online' WHEN d.channel < 0.9 THEN 'phone' ELSE 'walk_in' END,
            b.booked, b.booked, b.booked, b.booked + interval '20 minutes',
            CASE WHEN d.fate < 0.82 THEN (d.day + d.at) AT TIME ZONE 'Europe/Berlin' END,
            CASE WHEN d.fate < 0.82 THEN (d.day + d.at + interval '2 hours') AT TIME ZONE 'Europe/Berlin' END,
            g.id
       FROM dated d
       JOIN numbered g ON g.n = d.guest_n
      CROSS JOIN LATERAL (SELECT (d.day + d.at) AT TIME ZONE 'Europe/Berlin' - random() * interval '30 days' AS booked) b`,
    [picks, size.guests, span.newest, spanDays],
  );
  const range = [span.newest, span.oldest];
  const inSpan = `date BETWEEN current_date - $2::int AND current_date - $1::int AND email LIKE 'guest-%'`;
  await db.query(
    `INSERT INTO booking.guest_links (token_hash, reservation_id, created_at)
     SELECT sha256(convert_to(id::text, 'UTF8')), id, created_at FROM booking.reservations WHERE ${inSpan}`,
    range,
  );
  await db.query(
    `INSERT INTO booking.booking_changes (reservation_id, actor, action, changes, at)
     SELECT id, 'guest', 'changed', jsonb_build_object('guests', jsonb_build_object('from', guests + 1, 'to', guests)),
            created_at + interval '1 day'
       FROM booking.reservations WHERE ${inSpan} AND random() < 0.05`,
    range,
  );
  await db.query(
    `UPDATE booking.guests g SET last_booked_at = r.last, updated_at = r.last
       FROM (SELECT guest_id, max(created_at) AS last FROM booking.reservations WHERE guest_id IS NOT NULL GROUP BY guest_id) r
      WHERE g.id = r.guest_id AND g.email LIKE 'guest-%@example.org'`,
  );
}

/** Statistics and visibility as years of autovacuum would have left them. */
async function analyse(db: pg.Client): Promise<void> {
  for (const table of [
    'booking.guests',
    'booking.reservations',
    'booking.guest_links',
    'booking.booking_changes',
    'booking.event_bookings',
    'catalog.events',
    'catalog.blog_posts',
    'notify.sent_mails',
    'inbox.contact_messages',
  ]) {
    await db.query(`VACUUM ANALYZE ${table}`);
  }
}
