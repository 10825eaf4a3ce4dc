import { randomUUID } from 'node:crypto';
import { bookingText, eventBookingSeatsChanged, type Locale } from '@ristorante/contracts';
import { AppError, type Logger, type Pool, type PoolClient } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import { SeatsRefused } from '../event-bookings/book-event-seats.js';
import {
  factsOf,
  hadCalendarEntryOf,
  setEventBookingSeats,
  type EventBookingRow,
} from '../event-bookings/event-booking-repository.js';
import { settleClaim, writeClaim, type SeatClaim } from '../event-bookings/seat-claims.js';
import { recordGuestChange } from './guest-booking-repository.js';
import { recordGuestEvent } from './guest-link-tokens.js';

export interface SeatChange {
  guests: number;
  specialRequests: string | null;
  locale: Locale;
  clientIp: string;
}

/**
 * The guest's new number of seats for an event booking, in the transaction that holds the booking locked
 * (docs/decisions.md 117). The catalog's hold must never be smaller than the seats the booking stores, or the event
 * could be oversold, so more seats are held first and stored after, and fewer are stored first and released after
 * the commit (`releaseAfter`, for `shrinkHoldNow`). A claim stands for every moment the two may differ; if a step is
 * lost, the sweeper makes the hold match the booking. The booking stays locked across the catalog's answer, so two
 * changes of one booking (or a change and the sweeper) never cross.
 */
export async function changeEventSeats(
  client: PoolClient,
  pool: Pool,
  seats: CatalogSeats,
  booking: EventBookingRow,
  change: SeatChange,
): Promise<{ changed: EventBookingRow; releaseAfter?: SeatClaim }> {
  const claim: SeatClaim = { attemptId: randomUUID(), bookingId: booking.id, eventId: booking.event_id, seats: change.guests };
  const more = change.guests > booking.guests;
  if (more) {
    // Written apart from this transaction: it must stand even if this transaction is lost after the hold.
    await writeClaim(pool, claim);
    const outcome = await seats.hold(booking.event_id, booking.id, change.guests, change.locale, change.clientIp);
    if (outcome.kind !== 'held') {
      // After a lost answer the hold may have grown: the claim stays, and the sweeper shrinks it back.
      if (outcome.kind !== 'unknown') await settleClaim(pool, claim.attemptId);
      // The public form's own 409: 'only N places are left' (the booking keeps its seats).
      if (outcome.kind === 'refused')
        throw new SeatsRefused(409, { error: outcome.refusal.error, spotsLeft: outcome.refusal.spotsLeft });
      if (outcome.kind === 'no-event') throw new AppError(404, bookingText['booking.eventNotFound']);
      throw new AppError(503, bookingText['booking.catalogUnavailable']);
    }
  }
  const changed = await setEventBookingSeats(client, booking.id, change.guests, change.specialRequests);
  await recordGuestEvent(
    client,
    eventBookingSeatsChanged,
    {
      ...factsOf(changed),
      previous: { guests: booking.guests, totalAmountCents: booking.total_amount_cents },
      hadCalendarEntry: hadCalendarEntryOf(booking),
    },
    { eventBookingId: booking.id },
  );
  await recordGuestChange(client, { eventBookingId: booking.id }, 'changed', {
    guests: { from: booking.guests, to: change.guests },
    ...(change.specialRequests !== booking.special_requests
      ? { specialRequests: { from: booking.special_requests, to: change.specialRequests } }
      : {}),
  });
  if (more) {
    // Settled with the change, or not at all: the sweeper then makes the hold match what was stored.
    await settleClaim(client, claim.attemptId);
    return { changed };
  }
  await writeClaim(client, claim);
  return { changed, releaseAfter: claim };
}

/**
 * After the commit, the hold shrinks to the seats the booking now stores; if the catalog does not answer, the claim
 * stays and the sweeper does it.
 */
export async function shrinkHoldNow(pool: Pool, seats: CatalogSeats, claim: SeatClaim, locale: Locale, logger: Logger) {
  const outcome = await seats.hold(claim.eventId, claim.bookingId, claim.seats, locale, 'booking-service');
  if (outcome.kind === 'held') await settleClaim(pool, claim.attemptId);
  else
    logger.warn(
      { bookingId: claim.bookingId, eventId: claim.eventId, outcome: outcome.kind },
      'hold not shrunk yet; the sweeper will retry',
    );
}
