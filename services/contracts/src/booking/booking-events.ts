import { z } from 'zod';
import { defineEvent } from '../events/event-envelope.js';

/** What the worker needs to write to the guest in their language, and to staff. */
const reservationFacts = z.object({
  reservationId: z.uuid(),
  name: z.string(),
  /** `null` for a phone booking without one: the guest then gets no e-mail. */
  email: z.string().nullable(),
  phone: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  specialRequests: z.string().nullable(),
  locale: z.enum(['de', 'en']),
});

const eventBookingFacts = z.object({
  bookingId: z.uuid(),
  eventId: z.uuid(),
  eventTitleDe: z.string(),
  eventTitleEn: z.string(),
  eventDate: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  guests: z.number().int(),
  totalAmountCents: z.number().int().nonnegative(),
  specialRequests: z.string().nullable(),
  locale: z.enum(['de', 'en']),
});

export const reservationRequested = defineEvent('reservation.requested', reservationFacts);
export const reservationConfirmed = defineEvent('reservation.confirmed', reservationFacts);
export const reservationCancelled = defineEvent('reservation.cancelled', reservationFacts);

export const eventBookingRequested = defineEvent('event_booking.requested', eventBookingFacts);
export const eventBookingConfirmed = defineEvent('event_booking.confirmed', eventBookingFacts);
/** `reason`: staff cancelled it, or the event itself was deleted. */
export const eventBookingCancelled = defineEvent(
  'event_booking.cancelled',
  eventBookingFacts.extend({ reason: z.enum(['staff', 'event_deleted']) }),
);

export type ReservationFacts = z.infer<typeof reservationFacts>;
export type EventBookingFacts = z.infer<typeof eventBookingFacts>;
