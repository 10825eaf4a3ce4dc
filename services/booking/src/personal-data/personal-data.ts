import type { Express } from 'express';
import {
  bookingText,
  personalDataErased,
  personalDataErasureRequested,
  personalDataRequested,
  type EventEnvelope,
  type PersonalData,
} from '@ristorante/contracts';
import { AppError, recordEvent, requestTokenHash, withTransaction, type Pool, type PoolClient } from '@ristorante/kit';

/**
 * Booking's part of a guest's data rights (docs/decisions.md 116): it learns each data request from the inbox's event
 * and keeps only the token's hash, answers the link with its records of the address, and carries out an erasure:
 * names, addresses, phone numbers and notes go, and the guest's profiles with them (163), the phone bookings that name
 * those too; what a booking was (its day, party, amount and status) stays, without anyone's name, as the restaurant's
 * books need it; waitlist places and personal links go entirely.
 */

/**
 * The guest profiles of an address ($1, docs/decisions.md 163): the one it names, and any its bookings name (a profile
 * staff merged it into). The export shows exactly these and the erasure deletes exactly these.
 */
const profilesOfSql = `SELECT id FROM guests WHERE email = lower(trim($1))
  UNION SELECT guest_id FROM reservations WHERE lower(email) = lower($1) AND guest_id IS NOT NULL
  UNION SELECT guest_id FROM event_bookings WHERE lower(email) = lower($1) AND guest_id IS NOT NULL`;

/**
 * The reservations of an address ($1; its profiles' ids in $2): those made with it, and those staff took by phone
 * without any address that name one of its profiles (known by the number, or merged by staff): they are the guest's
 * too, shown by the export and anonymised by the erasure alike. Event bookings always carry an address.
 */
const reservationsOfSql = `lower(email) = lower($1) OR (email IS NULL AND guest_id = ANY($2::uuid[]))`;

/** The ids of an address's profiles, locked when `lock` (an erasure: a booking finding one then waits, and makes another). */
async function profilesOf(db: Pool | PoolClient, email: string, lock = false): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM guests WHERE id IN (${profilesOfSql}) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [email],
  );
  return rows.map((row) => row.id);
}

/** A data request was made: booking keeps what it needs to answer the link. A repeat changes nothing. */
export async function onDataRequested(pool: Pool, message: EventEnvelope): Promise<void> {
  const request = personalDataRequested.payload.parse(message.payload);
  await pool.query(
    `INSERT INTO data_request_grants (request_id, email, token_hash, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (request_id) DO NOTHING`,
    [request.requestId, request.email, Buffer.from(request.tokenHash, 'hex'), request.expiresAt],
  );
}

/** The guest asked for erasure: everything booking holds of the address, anonymised or deleted; answers how many. */
export async function onErasureRequested(pool: Pool, message: EventEnvelope): Promise<number> {
  const { requestId, email, locale } = personalDataErasureRequested.payload.parse(message.payload);
  return withTransaction(pool, async (client) => {
    // The guest's profiles (docs/decisions.md 163), found before the bookings forget the address; they go last, once
    // the phone bookings that name them are anonymised too.
    const profileIds = await profilesOf(client, email, true);
    const reservations = await client.query<{ id: string }>(
      `UPDATE reservations SET name = 'Gelöscht', email = NULL, phone = '', special_requests = NULL, updated_at = now()
        WHERE ${reservationsOfSql} RETURNING id`,
      [email, profileIds],
    );
    const bookings = await client.query<{ id: string }>(
      `UPDATE event_bookings SET name = 'Gelöscht', email = '', phone = '', special_requests = NULL, updated_at = now()
        WHERE lower(email) = lower($1) RETURNING id`,
      [email],
    );
    const reservationIds = reservations.rows.map((row) => row.id);
    const bookingIds = bookings.rows.map((row) => row.id);
    // The links named the guest's bookings; what the guest changed may quote their notes.
    await client.query('DELETE FROM guest_links WHERE reservation_id = ANY($1::uuid[]) OR event_booking_id = ANY($2::uuid[])', [
      reservationIds,
      bookingIds,
    ]);
    await client.query(
      `UPDATE booking_changes SET changes = '{}' WHERE reservation_id = ANY($1::uuid[]) OR event_booking_id = ANY($2::uuid[])`,
      [reservationIds, bookingIds],
    );
    const waitlist = await client.query('DELETE FROM waitlist_entries WHERE lower(email) = lower($1)', [email]);
    const profiles = await client.query('DELETE FROM guests WHERE id = ANY($1::uuid[])', [profileIds]);
    await client.query('UPDATE data_request_grants SET erased_at = now() WHERE request_id = $1', [requestId]);
    // Copies of the address kept for a while: answers to repeated forms, and events already delivered.
    await client.query(`DELETE FROM idempotency_keys WHERE lower(response_body->>'email') = lower($1)`, [email]);
    await client.query(`DELETE FROM outbox WHERE published_at IS NOT NULL AND lower(payload->>'email') = lower($1)`, [email]);
    // Done: the receipt can say so (a repeat of this event records it again; the worker sends one mail per event).
    await recordEvent(client, personalDataErased, { requestId, email, locale });
    return reservationIds.length + bookingIds.length + (waitlist.rowCount ?? 0) + (profiles.rowCount ?? 0);
  });
}

/** What booking holds of an address, by kind. */
async function bookingRecordsOf(db: Pool | PoolClient, email: string): Promise<PersonalData['records']> {
  const profileIds = await profilesOf(db, email);
  const [reservations, eventBookings, waitlist, profiles] = await Promise.all([
    db.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, status, source, name, email, phone,
              special_requests, locale, created_at FROM reservations WHERE ${reservationsOfSql} ORDER BY date, time`,
      [email, profileIds],
    ),
    db.query(
      `SELECT event_title_de, event_title_en, event_date, guests, total_amount_cents, status, name, email, phone,
              special_requests, locale, created_at FROM event_bookings WHERE lower(email) = lower($1) ORDER BY event_date`,
      [email],
    ),
    db.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, status, name, email, phone,
              special_requests, locale, created_at FROM waitlist_entries WHERE lower(email) = lower($1) ORDER BY created_at`,
      [email],
    ),
    // The profiles staff keep (docs/decisions.md 163), those the erasure deletes: their notes and tags about the guest
    // are the guest's data too.
    db.query(
      `SELECT name, email, phone, notes, tags, preferences AS remembered_wishes, created_at, last_booked_at
         FROM guests WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
      [profileIds],
    ),
  ]);
  return {
    reservations: reservations.rows,
    eventBookings: eventBookings.rows,
    waitlist: waitlist.rows,
    guestProfile: profiles.rows,
  };
}

/** GET /api/personal-data/booking: the records of the link's address (the token in a header, docs/decisions.md 113). */
export function mountPersonalDataRoutes(app: Express, pool: Pool): void {
  app.get('/api/personal-data/booking', async (req, res) => {
    const hash = requestTokenHash(req, bookingText['booking.link.invalid']);
    const { rows } = await pool.query<{ email: string; expires_at: Date; erased_at: Date | null }>(
      'SELECT email, expires_at, erased_at FROM data_request_grants WHERE token_hash = $1',
      [hash],
    );
    const grant = rows[0];
    if (!grant) throw new AppError(404, bookingText['booking.link.invalid']);
    if (grant.expires_at.getTime() <= Date.now()) throw new AppError(410, bookingText['booking.dataRequest.expired']);
    const answer: PersonalData = {
      service: 'booking',
      email: grant.email,
      erased: grant.erased_at !== null,
      records: await bookingRecordsOf(pool, grant.email),
    };
    res.set('cache-control', 'no-store').json(answer);
  });
}
