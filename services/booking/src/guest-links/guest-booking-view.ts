import {
  berlinLocalToInstant,
  bookingText,
  freeCancellationMs,
  guestBookingState,
  siteConfig,
  type BookingStatus,
  type GuestBooking,
  type GuestBookingState,
  guestStatusOf,
} from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';
import type { LinkedBooking } from './guest-booking-repository.js';
import { depositFactsOf } from '../shared/deposit-columns.js';

/** When the visit starts and ends (a table's seating, an event's length). */
export function visitOf(linked: LinkedBooking, seatingMinutes: number): { start: Date; end: Date } {
  const start =
    linked.kind === 'reservation'
      ? berlinLocalToInstant(`${linked.reservation.date}T${linked.reservation.time}`)!
      : linked.booking.event_date;
  const minutes = linked.kind === 'reservation' ? seatingMinutes : linked.minutes;
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/**
 * The booking as its guest sees it through the link, judged at `now`. A link is valid until the visit is over
 * (docs/decisions.md 113): after that it answers 410, saying so, and shows nothing of the booking.
 */
export function guestViewOf(linked: LinkedBooking, seatingMinutes: number, now: Date): GuestBooking {
  const { start, end } = visitOf(linked, seatingMinutes);
  if (now.getTime() >= end.getTime()) throw new AppError(410, bookingText['booking.link.over']);
  /** What a table and an event show alike, after what is their own (the contracts' shared fields, in their order). */
  const alike = (status: BookingStatus, booked: Pick<GuestBooking, 'name' | 'guests' | 'specialRequests' | 'locale'>) => ({
    status,
    state: guestBookingState(status, start, now),
    ...booked,
    startsAt: start.toISOString(),
    changeableUntil: new Date(start.getTime() - freeCancellationMs).toISOString(),
  });
  if (linked.kind === 'reservation') {
    const r = linked.reservation;
    const booked = { name: r.name, guests: r.guests, specialRequests: r.specialRequests, locale: r.locale };
    const tables = (r.tables ?? []).map((table) => table.name);
    // What a deposit asks of the guest, and how it stands (docs/decisions.md 165).
    const deposit = r.deposit && r.depositFacts ? { deposit: { ...r.depositFacts, status: r.deposit.status } } : {};
    return { kind: 'reservation', date: r.date, time: r.time, tables, ...deposit, ...alike(guestStatusOf(r.status), booked) };
  }
  const b = linked.booking;
  return {
    kind: 'eventBooking',
    eventId: b.event_id,
    eventTitleDe: b.event_title_de,
    eventTitleEn: b.event_title_en,
    totalAmountCents: b.total_amount_cents,
    ...(b.deposit_status ? { deposit: { ...depositFactsOf(b)!, status: b.deposit_status } } : {}),
    ...alike(b.status, { name: b.name, guests: b.guests, specialRequests: b.special_requests, locale: b.locale }),
  };
}

/**
 * Refuses a change or cancellation the guest may no longer make themselves: a cancelled booking (409), or one within
 * the free-cancellation hours (409 naming the hours; the page names the owner's phone number, docs/decisions.md 149).
 */
export function assertGuestMayChange(state: GuestBookingState): void {
  if (state === 'cancelled') throw new AppError(409, bookingText['booking.link.cancelled']);
  if (state === 'late') {
    throw new AppError(409, bookingText['booking.link.tooLate'], undefined, {
      hours: siteConfig.freeCancellationHours,
    });
  }
}

/**
 * The view as the guest may see it: a reservation's tables only when the owner lets guests see them
 * (docs/decisions.md 154), and only while they matter (not for a cancelled booking).
 */
export function withTablesShown(view: GuestBooking, tablesShownToGuests: boolean): GuestBooking {
  if (view.kind !== 'reservation') return view;
  const { tables, ...rest } = view;
  return tablesShownToGuests && view.status !== 'cancelled' && tables?.length ? { ...rest, tables } : rest;
}
