import {
  catalogEventChanged,
  catalogEventDeleted,
  catalogEventScheduled,
  eventBookingCancelled,
  eventBookingChanged,
  type EventEnvelope,
} from '@ristorante/contracts';
import { withTransaction, type Pool } from '@ristorante/kit';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import { dropEventClaim, keepEventClaim } from '../reservations/event-room-claims.js';
import {
  calendarSequenceOf,
  cancelBookingsOfEvent,
  factsOf,
  followEventChange,
  rememberEventFacts,
} from './event-booking-repository.js';

/**
 * Staff deleted an event in the catalog, and its seats with it: its claim on the room goes, its live bookings are
 * cancelled, and each guest is told (`event_booking.cancelled`, reason `event_deleted`). A repeat finds nothing
 * left to cancel.
 */
export async function onEventDeleted(pool: Pool, message: EventEnvelope): Promise<number> {
  const deleted = catalogEventDeleted.payload.parse(message.payload);
  const { eventId } = deleted;
  return withTransaction(pool, async (client) => {
    // Seat claims first: this waits for a booking being stored right now (it holds its claim), and a booking that
    // comes later finds its claim gone and is not stored. The catalog dropped the seats with the event.
    await client.query('DELETE FROM seat_claims WHERE event_id = $1', [eventId]);
    // Its hours are free for tables again (docs/decisions.md 111).
    await dropEventClaim(client, deleted);
    // A statement of its own, so it sees every booking committed while the one above waited.
    const cancelled = await cancelBookingsOfEvent(client, eventId);
    for (const booking of cancelled) {
      await recordGuestEvent(
        client,
        eventBookingCancelled,
        { ...factsOf(booking), reason: 'event_deleted', hadCalendarEntry: booking.was_confirmed },
        { eventBookingId: booking.id },
      );
    }
    return cancelled.length;
  });
}

/**
 * Staff changed an event's title, date or price (docs/decisions.md 97): its live bookings take on the new title
 * and date, and each guest whose booking names another title or date now is told (`event_booking.changed`, with
 * a calendar update when confirmed). Bookings keep the price they were made at. A repeat, or an older change
 * arriving late, changes nothing.
 */
export async function onEventChanged(pool: Pool, message: EventEnvelope): Promise<number> {
  const change = catalogEventChanged.payload.parse(message.payload);
  return withTransaction(pool, async (client) => {
    await rememberEventFacts(client, change);
    const changed = await followEventChange(client, change);
    for (const { row, previous } of changed) {
      await recordGuestEvent(
        client,
        eventBookingChanged,
        {
          ...factsOf(row),
          // Live bookings only: the update takes no cancelled one.
          status: row.status as 'pending' | 'confirmed',
          sequence: calendarSequenceOf(row),
          previous: {
            eventTitleDe: previous.title_de,
            eventTitleEn: previous.title_en,
            eventDate: previous.event_date.toISOString(),
          },
        },
        { eventBookingId: row.id },
      );
    }
    return changed.length;
  });
}

/**
 * The catalog saved an event: its claim on the room is kept, a newer save replacing an older one (docs/decisions.md
 * 111).
 */
export async function onEventScheduled(pool: Pool, message: EventEnvelope): Promise<boolean> {
  return keepEventClaim(pool, catalogEventScheduled.payload.parse(message.payload));
}
