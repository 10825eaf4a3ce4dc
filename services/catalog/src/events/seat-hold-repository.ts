import type { PoolClient } from '@ristorante/kit';

/** A booking's hold on an event's seats (docs/decisions.md 42), as stored. */
export interface SeatHoldRow {
  event_id: string;
  seats: number;
}

/** The booking's hold, whichever event it is on (not locked: the caller holds its event's lock). */
export async function findSeatHold(client: PoolClient, bookingId: string): Promise<SeatHoldRow | undefined> {
  const { rows } = await client.query<SeatHoldRow>('SELECT event_id, seats FROM event_seat_holds WHERE booking_id = $1', [
    bookingId,
  ]);
  return rows[0];
}

/**
 * Sets the booking's hold on this event to `seats`; false when the booking holds seats on another event (the
 * upsert only ever touches a hold of this event).
 */
export async function upsertSeatHold(
  client: PoolClient,
  hold: { bookingId: string; eventId: string; seats: number },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO event_seat_holds (booking_id, event_id, seats) VALUES ($1, $2, $3)
     ON CONFLICT (booking_id) DO UPDATE SET seats = excluded.seats, updated_at = now()
       WHERE event_seat_holds.event_id = excluded.event_id`,
    [hold.bookingId, hold.eventId, hold.seats],
  );
  return rowCount === 1;
}

/** Removes the booking's hold on this event; false when there was none. */
export async function deleteSeatHold(client: PoolClient, hold: { bookingId: string; eventId: string }): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM event_seat_holds WHERE booking_id = $1 AND event_id = $2', [
    hold.bookingId,
    hold.eventId,
  ]);
  return Boolean(rowCount);
}
