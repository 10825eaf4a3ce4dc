import {
  bookingText,
  eventBookingCancelled,
  eventBookingConfirmed,
  type BookingStatus,
  type EventBooking,
  type Locale,
} from '@ristorante/contracts';
import { AppError, withTransaction, type PoolClient, type ServiceDeps } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import { recordGuestEvent } from '../guest-links/guest-link-tokens.js';
import { assertMove } from '../shared/status-moves.js';
import {
  deleteEventBooking,
  factsOf,
  hadCalendarEntryOf,
  lockEventBooking,
  setEventBookingStatus,
  setEventDepositStatus,
  toEventBooking,
  type EventBookingRow,
} from './event-booking-repository.js';
import { claimFor, releaseNow, writeClaim, type SeatClaim } from './seat-claims.js';

/** What staff changes to an event booking need: the database, the catalog's seats, the relay and a log. */
export interface StaffBookingContext extends Pick<ServiceDeps, 'pool' | 'logger' | 'relay'> {
  seats: CatalogSeats;
}

const notFound = () => new AppError(404, bookingText['booking.eventBooking.notFound']);

/**
 * Staff confirm or cancel an event booking (the moves of docs/decisions.md 43); the guest is mailed with their link,
 * and a cancelled booking's seats go back to the event after the commit. The same status again changes nothing.
 */
export async function changeEventBookingStatus(
  ctx: StaffBookingContext,
  id: string,
  status: BookingStatus,
  locale: Locale,
): Promise<EventBooking> {
  const { booking, claim } = await withTransaction(
    ctx.pool,
    async (client): Promise<{ booking: EventBooking; claim?: SeatClaim }> => {
      const current = await lockEventBooking(client, id);
      if (!current) throw notFound();
      assertMove('eventBooking', current.status, status, locale);
      if (current.status === status) return { booking: toEventBooking(current) };
      if (status === 'confirmed') return { booking: toEventBooking(await confirmEventBooking(client, id)) };
      const changed = await setEventBookingStatus(client, id, status);
      const facts = { ...factsOf(changed), reason: 'staff' as const, hadCalendarEntry: hadCalendarEntryOf(current) };
      await recordGuestEvent(client, eventBookingCancelled, facts, { eventBookingId: id });
      const release = claimFor(changed);
      await writeClaim(client, release);
      return { booking: toEventBooking(changed), claim: release };
    },
  );
  ctx.relay?.nudge();
  if (claim) await releaseNow(ctx.pool, ctx.seats, claim, ctx.logger);
  return booking;
}

/** Confirms a locked booking and tells the guest, with their link. */
async function confirmEventBooking(client: PoolClient, id: string): Promise<EventBookingRow> {
  const confirmed = await setEventBookingStatus(client, id, 'confirmed');
  await recordGuestEvent(client, eventBookingConfirmed, factsOf(confirmed), { eventBookingId: id });
  return confirmed;
}

/**
 * Staff mark an event booking's deposit or prepayment (docs/decisions.md 166), as a reservation's (165): 'received'
 * confirms a pending request (its seats are held already) and the guest gets the confirmation; 'refunded' records a
 * received one, or one paid after the release, paid back. The same mark again answers the same; a mark after the
 * release job let the booking go is refused (409): both lock the row, so one of them decides.
 */
export async function changeEventDeposit(
  ctx: StaffBookingContext,
  id: string,
  status: 'received' | 'refunded',
): Promise<EventBooking> {
  const booking = await withTransaction(ctx.pool, async (client): Promise<EventBooking> => {
    const current = await lockEventBooking(client, id);
    if (!current) throw notFound();
    const deposit = current.deposit_status;
    if (!deposit) throw new AppError(409, bookingText['booking.deposit.none']);
    if (status === 'received') {
      if (deposit === 'received' || deposit === 'refunded') return toEventBooking(current);
      if (deposit === 'released') throw new AppError(409, bookingText['booking.deposit.released']);
      const received = await setEventDepositStatus(client, id, 'received');
      return toEventBooking(received.status === 'pending' ? await confirmEventBooking(client, id) : received);
    }
    if (deposit === 'refunded') return toEventBooking(current);
    if (deposit === 'awaiting' || deposit === 'waived') throw new AppError(409, bookingText['booking.deposit.notReceived']);
    return toEventBooking(await setEventDepositStatus(client, id, 'refunded'));
  });
  ctx.relay?.nudge();
  return booking;
}

/**
 * A confirmed booking made by mistake is deleted and its seats go back (docs/decisions.md 43); a pending one is
 * cancelled instead and a cancelled one has no actions: 409.
 */
export async function deleteConfirmedEventBooking(ctx: StaffBookingContext, id: string): Promise<void> {
  const claim = await withTransaction(ctx.pool, async (client) => {
    const current = await lockEventBooking(client, id);
    if (!current) throw notFound();
    if (current.status !== 'confirmed') throw new AppError(409, bookingText['booking.delete.forbidden']);
    await deleteEventBooking(client, id);
    const release = claimFor(current);
    await writeClaim(client, release);
    return release;
  });
  await releaseNow(ctx.pool, ctx.seats, claim, ctx.logger);
}
