import type { Pool, PoolClient } from '@ristorante/kit';
import type { EventBookingRow } from '../event-bookings/event-booking-repository.js';
import { lockEventBooking, findEventBooking } from '../event-bookings/event-booking-repository.js';
import { lockReservation, type StoredReservation } from '../reservations/reservation-repository.js';
import type { LinkTarget } from './guest-link-tokens.js';

/** The booking a link names, as stored; `minutes` is how long an event booking's visit lasts (the event's length). */
export type LinkedBooking =
  { kind: 'reservation'; reservation: StoredReservation } | { kind: 'eventBooking'; booking: EventBookingRow; minutes: number };

/** An event lasts this long when booking has not heard its length (docs/decisions.md 111's default). */
const defaultEventMinutes = 180;

/**
 * The booking behind a token's hash, locked for a change when `forUpdate`; undefined for a token no link has (a wrong one,
 * or one whose booking was deleted).
 */
export async function findLinkedBooking(
  client: Pool | PoolClient,
  hash: Buffer,
  forUpdate = false,
): Promise<LinkedBooking | undefined> {
  const { rows } = await client.query<{ reservation_id: string | null; event_booking_id: string | null; minutes: number | null }>(
    `SELECT l.reservation_id, l.event_booking_id,
            (SELECT (extract(epoch FROM c.ends_at - c.starts_at) / 60)::int FROM event_bookings b
               JOIN event_room_claims c ON c.event_id = b.event_id WHERE b.id = l.event_booking_id) AS minutes
       FROM guest_links l WHERE l.token_hash = $1`,
    [hash],
  );
  const link = rows[0];
  if (!link) return undefined;
  if (link.reservation_id) {
    const reservation = await lockReservation(client, link.reservation_id, forUpdate);
    return reservation && { kind: 'reservation', reservation };
  }
  const booking = forUpdate
    ? await lockEventBooking(client as PoolClient, link.event_booking_id!)
    : await findEventBooking(client, link.event_booking_id!);
  return booking && { kind: 'eventBooking', booking, minutes: link.minutes || defaultEventMinutes };
}

/** What the guest changed, kept for staff ("who changed what"). */
export async function recordGuestChange(
  client: PoolClient,
  target: LinkTarget,
  action: 'changed' | 'cancelled',
  changes: Record<string, { from: unknown; to: unknown }> = {},
): Promise<void> {
  await client.query(
    `INSERT INTO booking_changes (reservation_id, event_booking_id, actor, action, changes) VALUES ($1, $2, 'guest', $3, $4)`,
    [
      'reservationId' in target ? target.reservationId : null,
      'eventBookingId' in target ? target.eventBookingId : null,
      action,
      JSON.stringify(changes),
    ],
  );
}
