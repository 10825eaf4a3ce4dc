import type { PoolClient } from '@ristorante/kit';

// A booking's hold on an event's seats (docs/decisions.md 42) is taken or changed by the migration's
// `catalog_hold_seats` (hold-seats.ts), in one statement; only its release is a query of its own.

/** Removes the booking's hold on this event; false when there was none. */
export async function deleteSeatHold(client: PoolClient, hold: { bookingId: string; eventId: string }): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM event_seat_holds WHERE booking_id = $1 AND event_id = $2', [
    hold.bookingId,
    hold.eventId,
  ]);
  return Boolean(rowCount);
}
