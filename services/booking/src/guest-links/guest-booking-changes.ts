import {
  bookingText,
  eventBookingCancelled,
  eventBookingNoteChanged,
  guestEventBookingChangeSchema,
  guestReservationChangeSchema,
  isLargePartyRequest,
  reservationCancelled,
  reservationChanged,
  type GuestBooking,
  type Locale,
  type ReservationSource,
  type ReservationTable,
} from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type PoolClient, type ServiceDeps } from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import {
  factsOf as eventBookingFactsOf,
  hadCalendarEntryOf,
  setEventBookingNote,
  setEventBookingStatus,
} from '../event-bookings/event-booking-repository.js';
import { claimFor, releaseNow, writeClaim, type SeatClaim } from '../event-bookings/seat-claims.js';
import { applyGuestChange, factsOf as reservationFactsOf, setReservationStatus } from '../reservations/reservation-repository.js';
import { seatReservation } from '../floor/reservation-tables.js';
import { assertCoversLeft, assertNoExclusiveEvent, roomOf, type Room } from '../reservations/room-capacity.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { findLinkedBooking, recordGuestChange, type LinkedBooking } from './guest-booking-repository.js';
import { changeEventSeats, shrinkHoldNow } from './change-event-seats.js';
import { depositOfGuestChange } from './guest-change-deposit.js';
import { assertGuestMayChange, guestViewOf } from './guest-booking-view.js';
import { recordGuestEvent } from './guest-link-tokens.js';

/** What the guest's own actions need: the database, the schedule, the catalog's seats, the relay and a log. */
export interface GuestLinkContext extends Pick<ServiceDeps, 'pool' | 'logger' | 'relay'> {
  schedules: ScheduleStore;
  seats: CatalogSeats;
}

/** The booking a token links to, or 404 'link not valid'. */
const found = (linked: LinkedBooking | undefined): LinkedBooking => {
  if (!linked) throw new AppError(404, bookingText['booking.link.invalid']);
  return linked;
};

/** The guest's booking as their link page shows it. */
export async function readGuestBooking(ctx: GuestLinkContext, token: Buffer): Promise<GuestBooking> {
  const room = roomOf(await ctx.schedules.current());
  return guestViewOf(found(await findLinkedBooking(ctx.pool, token)), room.seatingMinutes, new Date());
}

/**
 * The guest changes their booking (docs/decisions.md 113): a reservation's date, time, party or note (a new visit is
 * checked as a new request and is pending again), an event booking's seats or note. Asking for what already holds
 * changes nothing and sends no mail.
 */
export async function changeGuestBooking(
  ctx: GuestLinkContext,
  token: Buffer,
  body: unknown,
  from: { locale: Locale; clientIp: string },
): Promise<GuestBooking> {
  const { pool, seats, logger, schedules } = ctx;
  const schedule = await schedules.current();
  const room = roomOf(schedule);
  let shrink: SeatClaim | undefined;
  const view = await withTransaction(pool, async (client) => {
    const linked = found(await findLinkedBooking(client, token, true));
    const now = new Date();
    const before = guestViewOf(linked, room.seatingMinutes, now);
    if (linked.kind === 'eventBooking') {
      const booking = linked.booking;
      const { guests = booking.guests, specialRequests } = guestEventBookingChangeSchema.parse(body);
      if (guests === booking.guests && specialRequests === booking.special_requests) return before;
      assertGuestMayChange(before.state);
      if (guests !== booking.guests) {
        // Too few places: the public form's own answer, 'only N places are left' (answerSeatsRefused).
        const change = { guests, specialRequests, locale: from.locale, clientIp: from.clientIp };
        const { changed, releaseAfter } = await changeEventSeats(client, pool, seats, booking, change);
        shrink = releaseAfter;
        return guestViewOf({ ...linked, booking: changed }, room.seatingMinutes, now);
      }
      const changed = await setEventBookingNote(client, booking.id, specialRequests);
      await recordEvent(client, eventBookingNoteChanged, {
        ...eventBookingFactsOf(changed),
        previous: booking.special_requests,
      });
      await recordGuestChange(client, { eventBookingId: booking.id }, 'changed', {
        specialRequests: { from: booking.special_requests, to: specialRequests },
      });
      return guestViewOf({ ...linked, booking: changed }, room.seatingMinutes, now);
    }
    const fields = guestReservationChangeSchema(schedule).parse(body);
    const current = linked.reservation;
    const changes = Object.fromEntries(
      (['date', 'time', 'guests', 'specialRequests'] as const)
        .filter((key) => fields[key] !== current[key])
        .map((key) => [key, { from: current[key], to: fields[key] }]),
    );
    if (Object.keys(changes).length === 0) return before;
    assertGuestMayChange(before.state);
    // A new date, time or party is a new request: checked as one (docs/decisions.md 108, 109, 111), pending again.
    const visitChanged = 'date' in changes || 'time' in changes || 'guests' in changes;
    // Its deposit falls due anew, or is asked for now (docs/decisions.md 165); refused first when no time is left to pay.
    const deposit = visitChanged ? depositOfGuestChange(current, fields, schedule.deposits, room, now) : undefined;
    if (visitChanged) await assertFits(client, { ...current, ...fields }, room, from.locale);
    const changed = await applyGuestChange(client, current.id, fields, visitChanged, deposit);
    const facts = {
      ...reservationFactsOf(changed),
      // What to pay, by when, while a deposit is awaited: the guest's mail says it again.
      ...(changed.deposit?.status === 'awaiting' && changed.depositFacts ? { deposit: changed.depositFacts } : {}),
      status: changed.status === 'confirmed' ? ('confirmed' as const) : ('pending' as const),
      previous: { date: current.date, time: current.time, guests: current.guests, specialRequests: current.specialRequests },
      hadCalendarEntry: current.hadCalendarEntry,
    };
    // A new date, time or party is mailed to the guest with their link; a note alone only to staff, with none.
    if (visitChanged) await recordGuestEvent(client, reservationChanged, facts, { reservationId: current.id });
    else await recordEvent(client, reservationChanged, facts);
    await recordGuestChange(client, { reservationId: current.id }, 'changed', changes);
    return guestViewOf({ kind: 'reservation', reservation: changed }, room.seatingMinutes, now);
  });
  ctx.relay?.nudge();
  if (shrink) await shrinkHoldNow(pool, seats, shrink, from.locale, logger);
  return view;
}

/** The guest cancels: once (a second click, or a booking staff cancelled, changes nothing and mails nothing). */
export async function cancelGuestBooking(ctx: GuestLinkContext, token: Buffer): Promise<GuestBooking> {
  const { pool, seats, logger, schedules } = ctx;
  const room = roomOf(await schedules.current());
  const { view, claim } = await withTransaction(pool, async (client): Promise<{ view: GuestBooking; claim?: SeatClaim }> => {
    const linked = found(await findLinkedBooking(client, token, true));
    const now = new Date();
    const before = guestViewOf(linked, room.seatingMinutes, now);
    // A second click, or a booking staff cancelled: nothing more to do, no second mail.
    if (before.status === 'cancelled') return { view: before };
    assertGuestMayChange(before.state);
    if (linked.kind === 'reservation') {
      const id = linked.reservation.id;
      const cancelled = await setReservationStatus(client, id, 'cancelled');
      const facts = {
        ...reservationFactsOf(cancelled),
        by: 'guest' as const,
        hadCalendarEntry: linked.reservation.hadCalendarEntry,
      };
      await recordGuestEvent(client, reservationCancelled, facts, { reservationId: id });
      await recordGuestChange(client, { reservationId: id }, 'cancelled');
      return { view: guestViewOf({ kind: 'reservation', reservation: cancelled }, room.seatingMinutes, now) };
    }
    const id = linked.booking.id;
    const cancelled = await setEventBookingStatus(client, id, 'cancelled');
    const facts = {
      ...eventBookingFactsOf(cancelled),
      reason: 'guest' as const,
      hadCalendarEntry: hadCalendarEntryOf(linked.booking),
    };
    await recordGuestEvent(client, eventBookingCancelled, facts, { eventBookingId: id });
    await recordGuestChange(client, { eventBookingId: id }, 'cancelled');
    // Its seats go back to the event (docs/decisions.md 42), after the commit.
    const release = claimFor(cancelled);
    await writeClaim(client, release);
    return { view: guestViewOf({ ...linked, booking: cancelled }, room.seatingMinutes, now), claim: release };
  });
  ctx.relay?.nudge();
  if (claim) await releaseNow(pool, seats, claim, logger);
  return view;
}

/** A changed visit is checked as a new request would be: a large party's only against an exclusive event. */
async function assertFits(
  client: PoolClient,
  fields: { date: string; time: string; guests: number; source: ReservationSource; id: string; tables?: ReservationTable[] },
  room: Room,
  locale: Locale,
): Promise<void> {
  if (isLargePartyRequest(fields, room)) {
    await assertNoExclusiveEvent(client, fields, room, locale);
    // A request again: it holds no table until staff confirm it (docs/decisions.md 109, 155).
    await seatReservation(client, fields.id, undefined);
    return;
  }
  // Where it sits now, when that still fits; else the best free place (docs/decisions.md 155).
  const { place } = await assertCoversLeft(client, fields, room, locale, fields.id, {
    seater: 'online',
    preferTableIds: (fields.tables ?? []).map((table) => table.id),
  });
  await seatReservation(client, fields.id, place);
}
