import { randomUUID } from 'node:crypto';
import { waitlistJoined, type Locale, type WaitlistEntry, type WaitlistStatus } from '@ristorante/contracts';
import { recordEvent, type Pool, type PoolClient } from '@ristorante/kit';
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
}

const columns = `id, name, email, phone, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests,
  special_requests, locale, status, offer_expires_at, reservation_id`;

/** The facts every waitlist event carries. */
export const entryFactsOf = (row: WaitlistRow) => ({
  entryId: row.id,
  name: row.name,
  email: row.email,
  date: row.date,
  time: row.time,
  guests: row.guests,
  locale: row.locale,
});

/** The entry as its guest sees it, with how many wait for the same slot before them. */
export async function entryViewOf(db: Pool | PoolClient, row: WaitlistRow): Promise<WaitlistEntry> {
  const { rows } = await db.query<{ ahead: number }>(
    `SELECT count(*)::int AS ahead FROM waitlist_entries
      WHERE date = $1 AND time = $2 AND status IN ('waiting', 'offered') AND created_at < (SELECT created_at FROM waitlist_entries WHERE id = $3)`,
    [row.date, row.time, row.id],
  );
  return { id: row.id, date: row.date, time: row.time, guests: row.guests, status: row.status, ahead: rows[0]!.ahead };
}

/**
 * Adds the guest to the slot's waitlist and records `waitlist.joined`; a guest already waiting for that slot keeps
 * their place (and hears nothing twice): the entry they have is answered.
 */
export async function joinWaitlist(
  client: PoolClient,
  fields: Omit<WaitlistRow, 'id' | 'status' | 'offer_expires_at' | 'reservation_id'>,
): Promise<{ row: WaitlistRow; joined: boolean }> {
  const { rows } = await client.query<WaitlistRow>(
    `INSERT INTO waitlist_entries (id, name, email, phone, date, time, guests, special_requests, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (lower(email), date, time) WHERE status IN ('waiting', 'offered') DO NOTHING RETURNING ${columns}`,
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
    ],
  );
  if (rows[0]) {
    await recordEvent(client, waitlistJoined, entryFactsOf(rows[0]));
    return { row: rows[0], joined: true };
  }
  const existing = await client.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries WHERE lower(email) = lower($1) AND date = $2 AND time = $3
        AND status IN ('waiting', 'offered')`,
    [fields.email, fields.date, fields.time],
  );
  return { row: existing.rows[0]!, joined: false };
}

/** The entry an offer's token names, locked for a claim when `forUpdate`. */
export async function findOffer(db: Pool | PoolClient, hash: Buffer, forUpdate = false): Promise<WaitlistRow | undefined> {
  const { rows } = await db.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries WHERE offer_token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [hash],
  );
  return rows[0];
}

/** The entry became a reservation request. */
export async function markClaimed(client: PoolClient, id: string, reservationId: string): Promise<void> {
  await client.query(`UPDATE waitlist_entries SET status = 'claimed', reservation_id = $2, updated_at = now() WHERE id = $1`, [
    id,
    reservationId,
  ]);
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

/** The entries waiting for an offer, first come first: at most `limit`. */
export async function waitingEntries(client: Pool | PoolClient, limit: number): Promise<WaitlistRow[]> {
  const { rows } = await client.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries WHERE status = 'waiting' ORDER BY created_at, id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** The open offers around some days: the offer pass counts their parties, so the same covers go to one guest at a time. */
export async function openOffers(client: PoolClient, first: string, last: string): Promise<Seating[]> {
  const { rows } = await client.query<Seating>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests FROM waitlist_entries
      WHERE status = 'offered' AND date BETWEEN $1::date - 1 AND $2::date + 1`,
    [first, last],
  );
  return rows;
}

/** Makes the offer to a waiting entry: the token's hash, until when it may be claimed; false if it waits no more. */
export async function markOffered(client: PoolClient, id: string, hash: Buffer, now: Date, expiresAt: Date): Promise<boolean> {
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
