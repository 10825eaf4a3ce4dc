import { randomUUID } from 'node:crypto';
import { waitlistJoined, waitlistOffered, type Locale, type WaitlistEntry, type WaitlistStatus } from '@ristorante/contracts';
import { newGuestToken, recordEvent, type Pool, type PoolClient } from '@ristorante/kit';
import type { Seating } from '../reservations/seating-windows.js';

/** A waitlist entry as stored (docs/decisions.md 115). */
export interface WaitlistRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: number;
  special_requests: string | null;
  locale: Locale;
  status: WaitlistStatus;
  offer_expires_at: Date | null;
  reservation_id: string | null;
  /** An event's waitlist (docs/decisions.md 117): the event, its titles, the booking a claim became. */
  event_id: string | null;
  event_title_de: string | null;
  event_title_en: string | null;
  event_booking_id: string | null;
}

/** What a guest joins with: the form's fields, and for an event its id and titles. */
export type NewWaitlistEntry = Omit<
  WaitlistRow,
  'id' | 'status' | 'offer_expires_at' | 'reservation_id' | 'event_id' | 'event_title_de' | 'event_title_en' | 'event_booking_id'
> & { event?: { id: string; titleDe: string; titleEn: string } };

const columns = `id, name, email, phone, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests,
  special_requests, locale, status, offer_expires_at, reservation_id, event_id, event_title_de, event_title_en,
  event_booking_id`;

/** The facts every waitlist event carries. */
export const entryFactsOf = (row: WaitlistRow) => ({
  entryId: row.id,
  name: row.name,
  email: row.email,
  date: row.date,
  time: row.time,
  guests: row.guests,
  locale: row.locale,
  ...(row.event_id ? { eventTitleDe: row.event_title_de!, eventTitleEn: row.event_title_en! } : {}),
});

/** The entry as its guest sees it, with how many wait for the same slot before them. */
export async function entryViewOf(db: Pool | PoolClient, row: WaitlistRow): Promise<WaitlistEntry> {
  const { rows } = await db.query<{ ahead: number }>(
    `SELECT count(*)::int AS ahead FROM waitlist_entries
      WHERE date = $1 AND time = $2 AND event_id IS NOT DISTINCT FROM $4 AND status IN ('waiting', 'offered')
        AND created_at < (SELECT created_at FROM waitlist_entries WHERE id = $3)`,
    [row.date, row.time, row.id, row.event_id],
  );
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    guests: row.guests,
    status: row.status,
    ahead: rows[0]!.ahead,
    ...(row.event_id ? { eventId: row.event_id } : {}),
  };
}

/**
 * Adds the guest to the slot's waitlist and records `waitlist.joined`; a guest already waiting for that slot keeps
 * their place (and hears nothing twice): the entry they have is answered.
 */
export async function joinWaitlist(client: PoolClient, fields: NewWaitlistEntry): Promise<{ row: WaitlistRow; joined: boolean }> {
  const { event } = fields;
  // One place per guest and slot, or per guest and event: each has its own unique index.
  const once = event
    ? `(lower(email), event_id) WHERE status IN ('waiting', 'offered') AND event_id IS NOT NULL`
    : `(lower(email), date, time) WHERE status IN ('waiting', 'offered') AND event_id IS NULL`;
  // The joined mail's link to leave again (docs/decisions.md 132): only its hash is kept.
  const leave = newGuestToken();
  const { rows } = await client.query<WaitlistRow>(
    `INSERT INTO waitlist_entries (id, name, email, phone, date, time, guests, special_requests, locale, event_id,
       event_title_de, event_title_en, leave_token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT ${once} DO NOTHING RETURNING ${columns}`,
    [
      randomUUID(),
      fields.name,
      fields.email,
      fields.phone,
      fields.date,
      fields.time,
      fields.guests,
      fields.special_requests,
      fields.locale,
      event?.id ?? null,
      event?.titleDe ?? null,
      event?.titleEn ?? null,
      leave.hash,
    ],
  );
  if (rows[0]) {
    await recordEvent(client, waitlistJoined, { ...entryFactsOf(rows[0]), leaveToken: leave.token });
    return { row: rows[0], joined: true };
  }
  const existing = await client.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries WHERE lower(email) = lower($1) AND status IN ('waiting', 'offered')
        AND ${event ? 'event_id = $2' : 'date = $2 AND time = $3 AND event_id IS NULL'}`,
    event ? [fields.email, event.id] : [fields.email, fields.date, fields.time],
  );
  return { row: existing.rows[0]!, joined: false };
}

/** The entry the joined mail's leave link names (docs/decisions.md 132). */
export async function findByLeaveToken(db: Pool | PoolClient, hash: Buffer): Promise<WaitlistRow | undefined> {
  const { rows } = await db.query<WaitlistRow>(`SELECT ${columns} FROM waitlist_entries WHERE leave_token_hash = $1`, [hash]);
  return rows[0];
}

/**
 * The guest (through their link) or staff take a place off the waitlist: waiting or offered, it is left, and an open
 * offer's table or seats are free for the next pass; a place already settled stays as it is. Answers the entry now.
 */
export async function leaveWaitlist(db: Pool | PoolClient, id: string): Promise<WaitlistRow | undefined> {
  const { rows } = await db.query<WaitlistRow>(
    `UPDATE waitlist_entries SET status = 'left', offer_token_hash = NULL, offer_expires_at = NULL, updated_at = now()
      WHERE id = $1 AND status IN ('waiting', 'offered') RETURNING ${columns}`,
    [id],
  );
  if (rows[0]) return rows[0];
  const settled = await db.query<WaitlistRow>(`SELECT ${columns} FROM waitlist_entries WHERE id = $1`, [id]);
  return settled.rows[0];
}

/** Staff's view of every open place from today on (docs/decisions.md 132): by day and time, first come first. */
export async function openEntries(db: Pool | PoolClient): Promise<Array<WaitlistRow & { position: number; created_at: Date }>> {
  const { rows } = await db.query<WaitlistRow & { position: number; created_at: Date }>(
    `SELECT ${columns}, created_at,
            row_number() OVER (PARTITION BY date, time, event_id ORDER BY created_at, id)::int AS position
       FROM waitlist_entries
      WHERE status IN ('waiting', 'offered') AND date >= (now() AT TIME ZONE 'Europe/Berlin')::date
      ORDER BY date, time, event_id NULLS FIRST, created_at, id
      LIMIT 1000`,
  );
  return rows;
}

/** The entry an offer's token names, locked for a claim when `forUpdate`. */
export async function findOffer(db: Pool | PoolClient, hash: Buffer, forUpdate = false): Promise<WaitlistRow | undefined> {
  const { rows } = await db.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries WHERE offer_token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [hash],
  );
  return rows[0];
}

/**
 * The entry became a reservation request or an event booking. A claim whose booking was made counts even if the offer
 * ran out meanwhile: the guest has their booking.
 */
export async function markClaimed(
  client: Pool | PoolClient,
  id: string,
  made: { reservationId: string } | { eventBookingId: string },
): Promise<void> {
  await client.query(
    `UPDATE waitlist_entries SET status = 'claimed', reservation_id = $2, event_booking_id = $3, updated_at = now()
      WHERE id = $1`,
    [id, 'reservationId' in made ? made.reservationId : null, 'eventBookingId' in made ? made.eventBookingId : null],
  );
}

/**
 * Offers past their time expire, and so does every open entry whose slot has begun: nothing is offered for a table
 * that cannot be taken any more.
 */
export async function expireOffers(client: Pool | PoolClient, now: Date): Promise<number> {
  const { rowCount } = await client.query(
    `UPDATE waitlist_entries SET status = 'expired', updated_at = now()
      WHERE (status = 'offered' AND offer_expires_at <= $1)
         OR (status IN ('waiting', 'offered') AND (date + time) AT TIME ZONE 'Europe/Berlin' <= $1)`,
    [now],
  );
  return rowCount ?? 0;
}

/** The entries waiting for a table (or for an event's seats), first come first: at most `limit`. */
export async function waitingEntries(client: Pool | PoolClient, limit: number, forEvents = false): Promise<WaitlistRow[]> {
  const { rows } = await client.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries WHERE status = 'waiting' AND event_id IS ${forEvents ? 'NOT ' : ''}NULL
      ORDER BY created_at, id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** The seats an event's open offers stand for: the offer pass keeps them from being offered twice. */
export async function offeredSeats(client: Pool | PoolClient, eventId: string): Promise<number> {
  const { rows } = await client.query<{ seats: number }>(
    `SELECT coalesce(sum(guests), 0)::int AS seats FROM waitlist_entries WHERE status = 'offered' AND event_id = $1`,
    [eventId],
  );
  return rows[0]!.seats;
}

/** An event moved to another day or hour: its open entries follow, so they expire when it begins. */
export async function followEventStart(client: Pool | PoolClient, eventId: string, date: string, time: string): Promise<void> {
  await client.query(
    `UPDATE waitlist_entries SET date = $2, time = $3, updated_at = now()
      WHERE event_id = $1 AND status IN ('waiting', 'offered') AND (date <> $2::date OR time <> $3::time)`,
    [eventId, date, time],
  );
}

/** Every open entry of an event the catalog no longer has: nothing can be offered for it any more. */
export async function expireEventEntries(client: Pool | PoolClient, eventId: string): Promise<void> {
  await client.query(
    `UPDATE waitlist_entries SET status = 'expired', updated_at = now() WHERE event_id = $1 AND status IN ('waiting', 'offered')`,
    [eventId],
  );
}

/**
 * The open offers around some days (at `now`: one whose time ran out holds nothing, whatever the next pass says).
 * Their parties hold the freed covers for the offer's time (docs/decisions.md 132): the offer pass, the booking check
 * and the guest form's availability count them, so the same table goes to one guest at a time. `exceptId`: the
 * entry claiming its own offer.
 */
export async function openOffers(
  client: Pool | PoolClient,
  first: string,
  last: string,
  options: { exceptId?: string | undefined; now?: Date } = {},
): Promise<Seating[]> {
  const { rows } = await client.query<Seating>(openOffersSql('$1', '$2', '$3', '$4'), [
    first,
    last,
    options.now ?? new Date(),
    options.exceptId ?? null,
  ]);
  return rows;
}

/**
 * The open offers' statement (`openOffers`) with its values where the caller's statement holds them: the booking
 * check reads them with the seatings, in one round trip (docs/decisions.md 112).
 */
export const openOffersSql = (first: string, last: string, now: string, exceptId: string) =>
  `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests FROM waitlist_entries
    WHERE status = 'offered' AND event_id IS NULL AND date BETWEEN ${first}::date - 1 AND ${last}::date + 1
      AND offer_expires_at > ${now}::timestamptz AND id IS DISTINCT FROM ${exceptId}::uuid`;

/** Entries an offer pass looks at, oldest first: more than a restaurant's waitlists hold. */
export const entriesPerPass = 500;

/**
 * Offers the entry what freed up, until `expiresAt`, with a link made for the offer's mail (`waitlist.offered`); only
 * if it still waits (a replica's pass cannot have offered it meanwhile: the session lock; but be sure).
 */
export async function offerEntry(client: PoolClient, entry: WaitlistRow, now: Date, expiresAt: Date): Promise<boolean> {
  const { token, hash } = newGuestToken();
  if (!(await markOffered(client, entry.id, hash, now, expiresAt))) return false;
  await recordEvent(client, waitlistOffered, { ...entryFactsOf(entry), offerToken: token, expiresAt: expiresAt.toISOString() });
  return true;
}

/** Makes the offer to a waiting entry: the token's hash, until when it may be claimed; false if it waits no more. */
async function markOffered(client: PoolClient, id: string, hash: Buffer, now: Date, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE waitlist_entries SET status = 'offered', offer_token_hash = $2, offered_at = $3, offer_expires_at = $4,
            updated_at = now() WHERE id = $1 AND status = 'waiting'`,
    [id, hash, now, expiresAt],
  );
  return rowCount === 1;
}

/** An entry the form would no longer take (the owner closed its day or removed its slot): it waits no more. */
export async function expireEntry(client: Pool | PoolClient, id: string): Promise<void> {
  await client.query(`UPDATE waitlist_entries SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'waiting'`, [
    id,
  ]);
}

/**
 * A claim refused because someone booked the table directly meanwhile: the guest keeps their place and waits for the
 * next freed table (the offer's link is dead).
 */
export async function backToWaiting(client: Pool | PoolClient, id: string): Promise<void> {
  await client.query(
    `UPDATE waitlist_entries SET status = 'waiting', offer_token_hash = NULL, offered_at = NULL, offer_expires_at = NULL,
            updated_at = now() WHERE id = $1 AND status = 'offered'`,
    [id],
  );
}
