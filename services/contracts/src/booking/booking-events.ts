import { z } from 'zod';
import { defineEvent } from '../events/event-envelope.js';
import { depositFactsSchema } from './deposit.js';
import { eventBookingSchema } from './event-booking.js';
import { reservationSchema } from './reservation.js';

/**
 * Every event a guest hears of carries a personal link's token, made for that one mail (docs/decisions.md 113); the
 * booking service keeps only its hash. Optional: an event recorded before links existed still parses.
 * `sequence` numbers the guest's calendar entry: each change (and the cancellation) raises it.
 */
const guestLinkFacts = {
  manageToken: z.string().optional(),
  sequence: z.number().int().nonnegative().optional(),
};

/**
 * Whether the guest has a calendar entry for the booking (it was confirmed once): only then does a change or a
 * cancellation carry its update or its CANCEL (docs/decisions.md 113). Absent in events from before: none is sent.
 */
const calendarFacts = { hadCalendarEntry: z.boolean().optional() };

/**
 * What the worker needs to write to the guest in their language, and to staff: the reservation's own fields, taken
 * from its schema (docs/decisions.md 141), named `reservationId` here. `email` is `null` for a phone booking
 * without one: the guest then gets no e-mail.
 */
const reservationFacts = z
  .object({ reservationId: reservationSchema.shape.id })
  .extend(
    reservationSchema.pick({
      name: true,
      email: true,
      phone: true,
      date: true,
      time: true,
      guests: true,
      specialRequests: true,
      locale: true,
      // The no-show rule asked for a call (docs/decisions.md 164): the guest is told the restaurant will ring.
      confirmByPhone: true,
    }).shape,
  )
  .extend(guestLinkFacts)
  // The deposit to pay and the account to pay it to (docs/decisions.md 165), where the booking asks for one.
  .extend({ deposit: depositFactsSchema.optional() });

/**
 * An event booking's fields, taken from its schema (docs/decisions.md 141), named `bookingId` here; the total in
 * cents (the schema answers staff euros).
 */
const eventBookingFacts = z
  .object({ bookingId: eventBookingSchema.shape.id })
  .extend(
    eventBookingSchema.pick({
      eventId: true,
      eventTitleDe: true,
      eventTitleEn: true,
      eventDate: true,
      name: true,
      email: true,
      phone: true,
      guests: true,
    }).shape,
  )
  .extend({ totalAmountCents: z.number().int().nonnegative() })
  .extend(eventBookingSchema.pick({ specialRequests: true, locale: true }).shape)
  .extend(guestLinkFacts)
  // The deposit or prepayment to pay and the account (docs/decisions.md 166), where the night asks for one.
  .extend({ deposit: depositFactsSchema.optional() });

/** A reservation's events leave in order; so do a booking's. */
const ofReservation = (facts: { reservationId: string }) => `reservation:${facts.reservationId}`;
const ofBooking = (facts: { bookingId: string }) => `event_booking:${facts.bookingId}`;

export const reservationRequested = defineEvent('reservation.requested', reservationFacts, ofReservation);
export const reservationConfirmed = defineEvent('reservation.confirmed', reservationFacts, ofReservation);
/** `by`: staff cancelled it, or the guest through their link (staff hear of that); absent before links existed. */
export const reservationCancelled = defineEvent(
  'reservation.cancelled',
  reservationFacts.extend({ by: z.enum(['staff', 'guest']).optional(), ...calendarFacts }),
  ofReservation,
);
/**
 * The guest changed their reservation through their link (docs/decisions.md 113): `previous` is what it was. A new
 * date, time or party makes it pending again (`status`) and raises `sequence`; a note alone changes neither.
 */
export const reservationChanged = defineEvent(
  'reservation.changed',
  reservationFacts.extend({
    status: z.enum(['pending', 'confirmed']),
    previous: reservationSchema.pick({ date: true, time: true, guests: true, specialRequests: true }),
    ...calendarFacts,
  }),
  ofReservation,
);

export const eventBookingRequested = defineEvent('event_booking.requested', eventBookingFacts, ofBooking);
export const eventBookingConfirmed = defineEvent('event_booking.confirmed', eventBookingFacts, ofBooking);
/** `reason`: staff cancelled it, the guest did through their link, or the event itself was deleted. */
export const eventBookingCancelled = defineEvent(
  'event_booking.cancelled',
  eventBookingFacts.extend({ reason: z.enum(['staff', 'guest', 'event_deleted']), ...calendarFacts }),
  ofBooking,
);
/** The guest changed their note through their link; staff hear of it (`previous` is the note it replaced). */
export const eventBookingNoteChanged = defineEvent(
  'event_booking.note_changed',
  eventBookingFacts.extend({ previous: eventBookingSchema.shape.specialRequests }),
  ofBooking,
);

/**
 * The guest changed their seats through their link (docs/decisions.md 117): the catalog holds the new number, the
 * booking is pending again for staff, the total follows the price it was made at; `previous` is what it was.
 */
export const eventBookingSeatsChanged = defineEvent(
  'event_booking.seats_changed',
  eventBookingFacts.extend({
    previous: eventBookingFacts.pick({ guests: true, totalAmountCents: true }),
    ...calendarFacts,
  }),
  ofBooking,
);

/**
 * The event a guest booked changed its title or date (docs/decisions.md 97): the booking now carries the new ones,
 * these are the ones it had. `sequence` (the event's version) makes the guest's calendar entry an update of the
 * one they have (same UID, higher SEQUENCE); `status` says whether they have one (confirmed) at all.
 */
export const eventBookingChanged = defineEvent(
  'event_booking.changed',
  eventBookingFacts.extend({
    status: z.enum(['pending', 'confirmed']),
    sequence: z.number().int().positive(),
    previous: eventBookingSchema.pick({ eventTitleDe: true, eventTitleEn: true, eventDate: true }),
  }),
  ofBooking,
);

/**
 * What the booking service's follow-ups found due (docs/decisions.md 114): a request still unanswered when the promised
 * confirmation time passed (`overdue`: staff are alerted again, once), one still unanswered much later (`still_pending`:
 * the guest gets an honest word, once), and a confirmed visit tomorrow (`reminder`: the guest, with their link).
 */
export const reservationOverdue = defineEvent(
  'reservation.overdue',
  reservationFacts.extend({ pendingSince: z.iso.datetime() }),
  ofReservation,
);
export const reservationStillPending = defineEvent('reservation.still_pending', reservationFacts, ofReservation);
export const reservationReminder = defineEvent('reservation.reminder', reservationFacts, ofReservation);

/**
 * A deposit's follow-ups (docs/decisions.md 165): one reminder while it is unpaid, and the booking released when the
 * time to pay ran out; each told to the guest once, with the deposit's facts.
 */
const depositDueFacts = reservationFacts.extend({ deposit: depositFactsSchema });
export const reservationDepositReminder = defineEvent('reservation.deposit_reminder', depositDueFacts, ofReservation);
export const reservationDepositReleased = defineEvent('reservation.deposit_released', depositDueFacts, ofReservation);
/** An event night's deposit or prepayment: the same two follow-ups (docs/decisions.md 166). */
const eventDepositDueFacts = eventBookingFacts.extend({ deposit: depositFactsSchema });
export const eventBookingDepositReminder = defineEvent('event_booking.deposit_reminder', eventDepositDueFacts, ofBooking);
export const eventBookingDepositReleased = defineEvent('event_booking.deposit_released', eventDepositDueFacts, ofBooking);
export const eventBookingOverdue = defineEvent(
  'event_booking.overdue',
  eventBookingFacts.extend({ pendingSince: z.iso.datetime() }),
  ofBooking,
);
export const eventBookingStillPending = defineEvent('event_booking.still_pending', eventBookingFacts, ofBooking);
export const eventBookingReminder = defineEvent('event_booking.reminder', eventBookingFacts, ofBooking);

export type ReservationFacts = z.infer<typeof reservationFacts>;
export type EventBookingFacts = z.infer<typeof eventBookingFacts>;

/**
 * The owner saved the restaurant's hours and capacity (docs/decisions.md 110): the renderer renders the pages again
 * (their footer, JSON-LD and legal texts show the hours). `version` is the saved one; readers fetch the schedule.
 */
export const scheduleChanged = defineEvent(
  'schedule.changed',
  z.object({ version: z.number().int().positive() }),
  () => 'schedule',
);
