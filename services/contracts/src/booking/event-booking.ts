import { z } from 'zod';
import { depositSchema } from './deposit.js';
import { guestSummarySchema, rememberWishesField } from './guest-profile.js';
import { siteConfig } from '../site/site-config.js';
import { bookingText } from './booking-messages.js';
import { guestChangeSchema } from './guest-booking.js';
import { bookingStatuses, guestEmail, guestLocale, guestName, guestPhone, specialRequests } from './booking-fields.js';

/**
 * POST /api/events/{id}/book (docs/product.md, 'Event seats'): name, e-mail, phone and 1 to 8 guests; the seats left
 * are the catalog's to judge. A payload may repeat `eventId`; the path decides. A total is never taken
 * from the client.
 */
export const eventBookingRequestSchema = z.object({
  name: guestName,
  email: guestEmail,
  phone: guestPhone,
  guests: z
    .int({ message: bookingText['booking.eventGuests.invalid'] })
    .min(1, bookingText['booking.eventGuests.invalid'])
    .max(siteConfig.eventBookingMaxGuests, bookingText['booking.eventGuests.invalid']),
  specialRequests,
  locale: guestLocale,
  /** The guest agrees to have the wishes above remembered for their next visits (docs/decisions.md 163). */
  rememberWishes: rememberWishesField,
});
export type EventBookingRequest = z.input<typeof eventBookingRequestSchema>;
export type EventBookingFields = z.output<typeof eventBookingRequestSchema>;

/** An event booking, with the event it is for as of booking. */
export const eventBookingSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventTitleDe: z.string(),
  eventTitleEn: z.string(),
  eventDate: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  guests: z.number().int(),
  /** Euros: the event's price per person × guests, computed by the server in cents. */
  totalAmount: z.number().nonnegative(),
  specialRequests: z.string().nullable(),
  locale: z.enum(['de', 'en']),
  status: z.enum(bookingStatuses),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** Pending past the promised confirmation time: staff were alerted again (docs/decisions.md 114). */
  overdue: z.literal(true).optional(),
  /** In staff's list: what the guest last changed through their link, and when (docs/decisions.md 113). */
  guestChange: guestChangeSchema.optional(),
  /** For staff: the guest's profile at a glance (docs/decisions.md 163); absent for an erased guest. */
  guest: guestSummarySchema.optional(),
  /** The deposit or prepayment the night asks for (docs/decisions.md 166); absent when none. */
  deposit: depositSchema.optional(),
});
export type EventBooking = z.infer<typeof eventBookingSchema>;

/**
 * 409 from a booking of event seats, a change of them through the guest's link, or a claim of an event's waitlist
 * offer, when the catalog refused the seats: its sentence in the guest's language, and the places left.
 */
export const seatsRefusedSchema = z.object({
  error: z.string(),
  spotsLeft: z.number().int().nonnegative().optional(),
});
export type SeatsRefusedAnswer = z.infer<typeof seatsRefusedSchema>;

/** GET /api/admin/bookings?eventId=&status=&page=&pageSize= (newest first; the total is in `X-Total-Count`). */
export const eventBookingListQuerySchema = z.object({
  eventId: z.uuid().optional(),
  status: z.enum(bookingStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/admin/bookings/export: the filtered bookings as CSV, headed in `locale` (docs/decisions.md 71). */
export const eventBookingExportQuerySchema = z.object({
  eventId: z.uuid().optional(),
  status: z.enum(bookingStatuses).optional(),
  locale: z.enum(['de', 'en']).optional(),
});
