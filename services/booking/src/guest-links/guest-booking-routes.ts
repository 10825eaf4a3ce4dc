import type { Express, Request } from 'express';
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
} from '@ristorante/contracts';
import {
  AppError,
  clientIpOf,
  localeOf,
  recordEvent,
  requestTokenHash,
  withTransaction,
  type PoolClient,
  type ServiceDeps,
} from '@ristorante/kit';
import type { CatalogSeats } from '../catalog/catalog-seats-client.js';
import {
  factsOf as eventBookingFactsOf,
  hadCalendarEntryOf,
  setEventBookingNote,
  setEventBookingStatus,
} from '../event-bookings/event-booking-repository.js';
import { claimFor, releaseNow, writeClaim, type SeatClaim } from '../event-bookings/seat-claims.js';
import { applyGuestChange, factsOf as reservationFactsOf, setReservationStatus } from '../reservations/reservation-repository.js';
import { assertCoversLeft, assertNoExclusiveEvent, roomOf, type Room } from '../reservations/room-capacity.js';
import type { ScheduleStore } from '../schedule/schedule-store.js';
import { findLinkedBooking, recordGuestChange, type LinkedBooking } from './guest-booking-repository.js';
import { changeEventSeats, shrinkHoldNow } from './change-event-seats.js';
import { assertGuestMayChange, guestViewOf } from './guest-booking-view.js';
import { recordGuestEvent } from './guest-link-tokens.js';

/**
 * A guest's own booking through their personal link (docs/decisions.md 113): read it, change it, cancel it. The
 * token comes in a header, never in the address; a wrong one hears only 'link not valid'. Every action is
 * idempotent: asking for what already holds changes nothing and sends no mail.
 */
export function mountGuestBookingRoutes(app: Express, deps: ServiceDeps, schedules: ScheduleStore, seats: CatalogSeats): void {
  const { pool, logger } = deps;

  /** The hash of the request's token, or 404 'link not valid' (a malformed one is not even looked up). */
  const tokenOf = (req: Request): Buffer => requestTokenHash(req, bookingText['booking.link.invalid']);
  const found = (linked: LinkedBooking | undefined): LinkedBooking => {
    if (!linked) throw new AppError(404, bookingText['booking.link.invalid']);
    return linked;
  };

  app.get('/api/guest-booking', async (req, res) => {
    const token = tokenOf(req);
    const room = roomOf(await schedules.current());
    const linked = found(await findLinkedBooking(pool, token));
    res.set('cache-control', 'no-store').json(guestViewOf(linked, room.seatingMinutes, new Date()));
  });

  app.put('/api/guest-booking', async (req, res) => {
    const token = tokenOf(req);
    const schedule = await schedules.current();
    const room = roomOf(schedule);
    let shrink: SeatClaim | undefined;
    const view = await withTransaction(pool, async (client) => {
      const linked = found(await findLinkedBooking(client, token, true));
      const now = new Date();
      const before = guestViewOf(linked, room.seatingMinutes, now);
      if (linked.kind === 'eventBooking') {
        const booking = linked.booking;
        const { guests = booking.guests, specialRequests } = guestEventBookingChangeSchema.parse(req.body);
        if (guests === booking.guests && specialRequests === booking.special_requests) return before;
        assertGuestMayChange(before.state);
        if (guests !== booking.guests) {
          // Too few places: the public form's own answer, 'only N places are left' (answerSeatsRefused).
          const change = { guests, specialRequests, locale: localeOf(req), clientIp: clientIpOf(res) };
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
      const fields = guestReservationChangeSchema(schedule).parse(req.body);
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
      if (visitChanged) await assertFits(client, { ...current, ...fields }, room, req);
      const changed = await applyGuestChange(client, current.id, fields, visitChanged);
      const facts = {
        ...reservationFactsOf(changed),
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
    deps.relay?.nudge();
    if (shrink) await shrinkHoldNow(pool, seats, shrink, localeOf(req), logger);
    res.set('cache-control', 'no-store').json(view);
  });

  app.post('/api/guest-booking/cancel', async (req, res) => {
    const token = tokenOf(req);
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
    deps.relay?.nudge();
    if (claim) await releaseNow(pool, seats, claim, logger);
    res.set('cache-control', 'no-store').json(view);
  });
}

/** A changed visit is checked as a new request would be: a large party's only against an exclusive event. */
async function assertFits(
  client: PoolClient,
  fields: { date: string; time: string; guests: number; source: 'online' | 'phone'; id: string },
  room: Room,
  req: Request,
): Promise<void> {
  if (isLargePartyRequest(fields, room)) await assertNoExclusiveEvent(client, fields, room, localeOf(req));
  else await assertCoversLeft(client, fields, room, localeOf(req), fields.id);
}
