import { centsToEuros, type AdvancePayment, type EventFields, type RestaurantEvent } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import { attachPictures } from '../media/picture-repository.js';

export interface EventRow {
  id: string;
  title_en: string;
  title_de: string;
  description_en: string;
  description_de: string | null;
  event_date: Date;
  price_cents: number;
  max_attendees: number;
  manual_attendees: number;
  duration_minutes: number;
  exclusive: boolean;
  advance_payment: AdvancePayment;
  image_url: string | null;
  /** Sum of the seat holds, computed with the row: never stored, so it cannot drift. */
  held_seats: number;
  version: number;
}

const selectEvents = `
  SELECT e.id, e.title_en, e.title_de, e.description_en, e.description_de, e.event_date, e.price_cents, e.max_attendees,
         e.manual_attendees, e.duration_minutes, e.exclusive, e.advance_payment, e.image_url, e.version,
         coalesce((SELECT sum(h.seats) FROM event_seat_holds h WHERE h.event_id = e.id), 0)::int AS held_seats
    FROM events e`;

export function attendanceOf(row: Pick<EventRow, 'held_seats' | 'manual_attendees' | 'max_attendees'>) {
  const current = row.held_seats + row.manual_attendees;
  return { current_attendees: current, spots_left: Math.max(0, row.max_attendees - current) };
}

/** The event in its snake_case names (docs/decisions.md 30); plain title and description are German, or English where German is missing. */
export function toEvent(row: EventRow): RestaurantEvent {
  return {
    id: row.id,
    title: row.title_de,
    title_en: row.title_en,
    title_de: row.title_de,
    description: row.description_de ?? row.description_en,
    description_en: row.description_en,
    description_de: row.description_de,
    event_date: row.event_date.toISOString(),
    price: centsToEuros(row.price_cents),
    max_attendees: row.max_attendees,
    manual_attendees: row.manual_attendees,
    duration_minutes: row.duration_minutes,
    exclusive: row.exclusive,
    advance_payment: row.advance_payment,
    ...attendanceOf(row),
    image_url: row.image_url,
    picture: null,
    version: row.version,
  };
}

/** Events as guests get them: with their pictures' sizes and stand-ins (docs/decisions.md 121). */
export const describedEvents = (client: Pool | PoolClient, rows: EventRow[]) =>
  attachPictures(client, rows.map(toEvent), (event) => event.image_url);

export type EventListWhen = 'upcoming' | 'past' | 'all';

const whereFor: Record<EventListWhen, string> = {
  upcoming: 'WHERE e.event_date >= now() ORDER BY e.event_date, e.id',
  past: 'WHERE e.event_date < now() ORDER BY e.event_date DESC, e.id',
  all: 'ORDER BY e.event_date, e.id',
};

export async function listEvents(pool: Pool, when: EventListWhen): Promise<RestaurantEvent[]> {
  const { rows } = await pool.query<EventRow>(`${selectEvents} ${whereFor[when]}`);
  return describedEvents(pool, rows);
}

export async function findEvent(client: Pool | PoolClient, id: string): Promise<EventRow | undefined> {
  const { rows } = await client.query<EventRow>(`${selectEvents} WHERE e.id = $1`, [id]);
  return rows[0];
}

/**
 * The event row locked for this transaction, with its held seats: every change to its seats or places goes
 * through this lock, so two bookings (or a booking and an edit) can never both take the last seat.
 * Lock first, count after, in two statements: in READ COMMITTED a statement that waited for the lock still
 * reads with the snapshot it started with, so a count in the locking statement would miss the seats the
 * transaction it waited for had just taken.
 */
export async function lockEvent(client: PoolClient, id: string): Promise<EventRow | undefined> {
  const { rowCount } = await client.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [id]);
  return rowCount === 1 ? findEvent(client, id) : undefined;
}

function values(fields: EventFields): unknown[] {
  return [
    fields.title_en,
    fields.title_de,
    fields.description_en,
    fields.description_de,
    fields.event_date,
    fields.price,
    fields.max_attendees,
    fields.manual_attendees,
    fields.image_url,
    fields.duration_minutes,
    fields.exclusive,
    fields.advance_payment,
  ];
}

export async function insertEvent(client: PoolClient, fields: EventFields): Promise<RestaurantEvent> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO events (title_en, title_de, description_en, description_de, event_date, price_cents, max_attendees,
       manual_attendees, image_url, duration_minutes, exclusive, advance_payment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    values(fields),
  );
  return (await describedEvents(client, [(await findEvent(client, rows[0]!.id))!]))[0]!;
}

export async function updateEvent(client: PoolClient, id: string, fields: EventFields): Promise<RestaurantEvent> {
  await client.query(
    `UPDATE events SET title_en = $1, title_de = $2, description_en = $3, description_de = $4, event_date = $5,
       price_cents = $6, max_attendees = $7, manual_attendees = $8, image_url = $9, duration_minutes = $10,
       exclusive = $11, advance_payment = $12, version = version + 1, updated_at = now()
     WHERE id = $13`,
    [...values(fields), id],
  );
  return (await describedEvents(client, [(await findEvent(client, id))!]))[0]!;
}

/** Deletes the event and, with it, its seat holds; answers which holds went, for the booking service. */
export async function deleteEvent(client: PoolClient, id: string): Promise<{ bookingId: string; seats: number }[]> {
  const { rows } = await client.query<{ booking_id: string; seats: number }>(
    'SELECT booking_id, seats FROM event_seat_holds WHERE event_id = $1 ORDER BY created_at, booking_id',
    [id],
  );
  await client.query('DELETE FROM events WHERE id = $1', [id]);
  return rows.map((row) => ({ bookingId: row.booking_id, seats: row.seats }));
}
