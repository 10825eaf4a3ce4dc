import { centsToEuros, type BookingStatus, type EventBooking, type EventBookingFacts } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

export interface EventBookingRow {
  id: string;
  event_id: string;
  event_title_de: string;
  event_title_en: string;
  event_date: Date;
  name: string;
  email: string;
  phone: string;
  guests: number;
  total_amount_cents: number;
  special_requests: string | null;
  locale: 'de' | 'en';
  status: BookingStatus;
  created_at: Date;
  updated_at: Date;
}

const columns = `id, event_id, event_title_de, event_title_en, event_date, name, email, phone, guests, total_amount_cents,
  special_requests, locale, status, created_at, updated_at`;

export function toEventBooking(row: EventBookingRow): EventBooking {
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitleDe: row.event_title_de,
    eventTitleEn: row.event_title_en,
    eventDate: row.event_date.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    totalAmount: centsToEuros(row.total_amount_cents),
    specialRequests: row.special_requests,
    locale: row.locale,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function factsOf(row: EventBookingRow): EventBookingFacts {
  return {
    bookingId: row.id,
    eventId: row.event_id,
    eventTitleDe: row.event_title_de,
    eventTitleEn: row.event_title_en,
    eventDate: row.event_date.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    totalAmountCents: row.total_amount_cents,
    specialRequests: row.special_requests,
    locale: row.locale,
  };
}

export interface NewEventBooking {
  id: string;
  eventId: string;
  eventTitleDe: string;
  eventTitleEn: string;
  eventDate: string;
  name: string;
  email: string;
  phone: string;
  guests: number;
  totalAmountCents: number;
  specialRequests: string | null;
  locale: 'de' | 'en';
}

/** Inserts the booking; undefined when one with this id exists already (a repeated submission). */
export async function insertEventBooking(client: PoolClient, booking: NewEventBooking): Promise<EventBookingRow | undefined> {
  const { rows } = await client.query<EventBookingRow>(
    `INSERT INTO event_bookings (id, event_id, event_title_de, event_title_en, event_date, name, email, phone, guests,
       total_amount_cents, special_requests, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO NOTHING RETURNING ${columns}`,
    [
      booking.id,
      booking.eventId,
      booking.eventTitleDe,
      booking.eventTitleEn,
      booking.eventDate,
      booking.name,
      booking.email,
      booking.phone,
      booking.guests,
      booking.totalAmountCents,
      booking.specialRequests,
      booking.locale,
    ],
  );
  return rows[0];
}

export async function findEventBooking(client: Pool | PoolClient, id: string): Promise<EventBookingRow | undefined> {
  const { rows } = await client.query<EventBookingRow>(`SELECT ${columns} FROM event_bookings WHERE id = $1`, [id]);
  return rows[0];
}

export async function lockEventBooking(client: PoolClient, id: string): Promise<EventBookingRow | undefined> {
  const { rows } = await client.query<EventBookingRow>(`SELECT ${columns} FROM event_bookings WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

export async function setEventBookingStatus(client: PoolClient, id: string, status: BookingStatus): Promise<EventBookingRow> {
  const { rows } = await client.query<EventBookingRow>(
    `UPDATE event_bookings SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, status],
  );
  return rows[0]!;
}

/** Cancels every live booking of an event (it was deleted); answers the ones it cancelled. */
export async function cancelBookingsOfEvent(client: PoolClient, eventId: string): Promise<EventBookingRow[]> {
  const { rows } = await client.query<EventBookingRow>(
    `UPDATE event_bookings SET status = 'cancelled', updated_at = now()
      WHERE event_id = $1 AND status <> 'cancelled' RETURNING ${columns}`,
    [eventId],
  );
  return rows;
}

export async function deleteEventBooking(client: PoolClient, id: string): Promise<void> {
  await client.query('DELETE FROM event_bookings WHERE id = $1', [id]);
}

export async function listEventBookings(
  pool: Pool,
  filter: { eventId?: string | undefined; status?: BookingStatus | undefined; page: number; pageSize: number },
): Promise<{ items: EventBooking[]; total: number }> {
  const where = 'WHERE ($1::uuid IS NULL OR event_id = $1) AND ($2::text IS NULL OR status = $2)';
  const params = [filter.eventId ?? null, filter.status ?? null];
  const [{ rows }, count] = await Promise.all([
    pool.query<EventBookingRow>(
      `SELECT ${columns} FROM event_bookings ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM event_bookings ${where}`, params),
  ]);
  return { items: rows.map(toEventBooking), total: count.rows[0]!.total };
}

/** Every booking the filter finds, by event and then as they came in, for the CSV export. */
export async function allEventBookings(
  pool: Pool,
  filter: { eventId?: string | undefined; status?: BookingStatus | undefined },
): Promise<EventBooking[]> {
  const { rows } = await pool.query<EventBookingRow>(
    `SELECT ${columns} FROM event_bookings
      WHERE ($1::uuid IS NULL OR event_id = $1) AND ($2::text IS NULL OR status = $2)
      ORDER BY event_date, event_id, created_at, id`,
    [filter.eventId ?? null, filter.status ?? null],
  );
  return rows.map(toEventBooking);
}
