import type { BookingStatus, Locale, Reservation, ReservationFacts, ReservationFields } from '@ristorante/contracts';

type GuestReservation = ReservationFields & { locale: Locale };
import type { Pool, PoolClient } from '@ristorante/kit';

interface ReservationRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: number;
  special_requests: string | null;
  locale: 'de' | 'en';
  status: BookingStatus;
  created_at: Date;
  updated_at: Date;
}

// Dates and times as text: a calendar date has no time zone to be shifted through.
const columns = `id, name, email, phone, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests,
  special_requests, locale, status, created_at, updated_at`;

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.date,
    time: row.time,
    guests: row.guests,
    specialRequests: row.special_requests,
    locale: row.locale,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the worker needs to write to the guest (and to staff) about a reservation. */
export function factsOf(reservation: Reservation): ReservationFacts {
  return {
    reservationId: reservation.id,
    name: reservation.name,
    email: reservation.email,
    phone: reservation.phone,
    date: reservation.date,
    time: reservation.time,
    guests: reservation.guests,
    specialRequests: reservation.specialRequests,
    locale: reservation.locale,
  };
}

/**
 * Serializes every change to one table slot (date and time) until the transaction ends, then counts its covers:
 * two guests can never both take the last table.
 */
export async function lockSlotAndCountCovers(client: PoolClient, date: string, time: string, exceptId?: string): Promise<number> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('booking.slot'), hashtext($1 || ' ' || $2))", [date, time]);
  const { rows } = await client.query<{ covers: number }>(
    `SELECT coalesce(sum(guests), 0)::int AS covers FROM reservations
      WHERE date = $1 AND time = $2 AND status <> 'cancelled' AND ($3::uuid IS NULL OR id <> $3)`,
    [date, time, exceptId ?? null],
  );
  return rows[0]!.covers;
}

export async function insertReservation(client: PoolClient, fields: GuestReservation): Promise<Reservation> {
  const { rows } = await client.query<ReservationRow>(
    `INSERT INTO reservations (name, email, phone, date, time, guests, special_requests, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
    [fields.name, fields.email, fields.phone, fields.date, fields.time, fields.guests, fields.specialRequests, fields.locale],
  );
  return toReservation(rows[0]!);
}

export async function updateReservation(
  client: PoolClient,
  id: string,
  fields: ReservationFields,
): Promise<Reservation | undefined> {
  const { rows } = await client.query<ReservationRow>(
    `UPDATE reservations SET name = $2, email = $3, phone = $4, date = $5, time = $6, guests = $7, special_requests = $8,
       locale = $9, updated_at = now()
     WHERE id = $1 RETURNING ${columns}`,
    [id, fields.name, fields.email, fields.phone, fields.date, fields.time, fields.guests, fields.specialRequests, fields.locale],
  );
  return rows[0] && toReservation(rows[0]);
}

export async function lockReservation(client: PoolClient, id: string): Promise<Reservation | undefined> {
  const { rows } = await client.query<ReservationRow>(`SELECT ${columns} FROM reservations WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] && toReservation(rows[0]);
}

export async function setReservationStatus(client: PoolClient, id: string, status: BookingStatus): Promise<Reservation> {
  const { rows } = await client.query<ReservationRow>(
    `UPDATE reservations SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
    [id, status],
  );
  return toReservation(rows[0]!);
}

export async function deleteReservation(client: PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM reservations WHERE id = $1', [id]);
  return rowCount === 1;
}

export async function listReservations(
  pool: Pool,
  filter: { date?: string | undefined; status?: BookingStatus | undefined; page: number; pageSize: number },
): Promise<{ items: Reservation[]; total: number }> {
  const where = `WHERE ($1::date IS NULL OR date = $1) AND ($2::text IS NULL OR status = $2)`;
  const params = [filter.date ?? null, filter.status ?? null];
  const [{ rows }, count] = await Promise.all([
    pool.query<ReservationRow>(`SELECT ${columns} FROM reservations ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`, [
      ...params,
      filter.pageSize,
      (filter.page - 1) * filter.pageSize,
    ]),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM reservations ${where}`, params),
  ]);
  return { items: rows.map(toReservation), total: count.rows[0]!.total };
}
