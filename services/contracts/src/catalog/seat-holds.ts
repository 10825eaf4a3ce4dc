import { z } from 'zod';
import { wholeNumber } from './catalog-fields.js';
import { catalogText } from './catalog-messages.js';
import { advancePayments } from './event.js';

/**
 * The catalog's seat API for the booking service (internal HTTP, never routed by the gateway):
 * `PUT /internal/events/{eventId}/holds/{bookingId}` holds `seats` for one booking, atomically and
 * idempotently (the same call again changes nothing; a new number resizes the hold if it fits);
 * `DELETE` on the same path releases them.
 */
export const seatHoldPath = (eventId: string, bookingId: string) =>
  `/internal/events/${encodeURIComponent(eventId)}/holds/${encodeURIComponent(bookingId)}`;

export const seatHoldRequestSchema = z.object({
  seats: wholeNumber(1, 1000, catalogText['catalog.seats.invalid']),
});
export type SeatHoldRequest = z.infer<typeof seatHoldRequestSchema>;

/** What a booking needs to know about the event it holds seats for, as of the hold. */
export const seatHoldSchema = z.object({
  eventId: z.uuid(),
  bookingId: z.uuid(),
  seats: z.number().int().positive(),
  event: z.object({
    title_en: z.string(),
    title_de: z.string(),
    event_date: z.iso.datetime(),
    /** Per person, whole cents: the booking's total is computed from this, never from a float. */
    price_cents: z.number().int().nonnegative(),
    max_attendees: z.number().int().positive(),
    /** What the booking asks to be paid before the night (docs/decisions.md 166); absent from an older catalog. */
    advance_payment: z.enum(advancePayments).optional(),
    current_attendees: z.number().int().nonnegative(),
    spots_left: z.number().int().nonnegative(),
    /** The event's version, whose title and date these are (docs/decisions.md 97). */
    version: z.number().int().positive(),
  }),
});
export type SeatHold = z.infer<typeof seatHoldSchema>;

/** 409: the hold does not fit. `error` is the guest's sentence in the request's language. */
export const seatHoldRefusalSchema = z.object({
  error: z.string(),
  reason: z.enum(['sold_out', 'not_enough_seats', 'event_past']),
  spotsLeft: z.number().int().nonnegative(),
});
export type SeatHoldRefusal = z.infer<typeof seatHoldRefusalSchema>;
