import { z } from 'zod';
import { berlinDate, berlinTime, weekdayOf } from '../site/berlin-time.js';
import { siteConfig, type DayHours } from '../site/site-config.js';
import { bookingText } from './booking-messages.js';
import { bookingStatuses, guestEmail, guestLocale, guestName, guestPhone, specialRequests } from './booking-fields.js';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: 2027-02-30 rolls over and month 13 is no date at all, so neither passes. */
const validDate = (value: string) => {
  if (!isoDate.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

const reservationDate = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? bookingText['booking.date.required']
        : bookingText['booking.date.invalid'],
  })
  .trim()
  .min(1, bookingText['booking.date.required'])
  .refine(validDate, bookingText['booking.date.invalid']);

const reservationTime = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? bookingText['booking.time.required']
        : bookingText['booking.time.invalid'],
  })
  .trim()
  .min(1, bookingText['booking.time.required'])
  .refine((value) => (siteConfig.reservationSlots as readonly string[]).includes(value), bookingText['booking.time.invalid']);

const reservationGuests = z
  .int({ message: bookingText['booking.guests.invalid'] })
  .min(siteConfig.reservationGuests.min, bookingText['booking.guests.invalid'])
  .max(siteConfig.reservationGuests.max, bookingText['booking.guests.invalid']);

export type OpeningHours = Record<string, DayHours | null>;

/** The restaurant's hours on a date, or null when it is closed then. */
export function hoursOn(date: string, hours: OpeningHours = siteConfig.openingHours): DayHours | null {
  return hours[weekdayOf(date)] ?? null;
}

const reservationFields = {
  name: guestName,
  phone: guestPhone,
  email: guestEmail,
  date: reservationDate,
  time: reservationTime,
  guests: reservationGuests,
  specialRequests,
  locale: guestLocale,
};

/** The restaurant is open that day; a staff edit may keep a date in the past, a guest may not pick one. */
function checkDay(
  value: { date: string; time: string },
  ctx: z.RefinementCtx,
  now: Date | undefined,
  hours?: OpeningHours,
): void {
  // zod runs this even when the date itself failed: there is no day to judge then, only its own message.
  if (!validDate(value.date)) return;
  if (!hoursOn(value.date, hours)) ctx.addIssue({ code: 'custom', path: ['date'], message: bookingText['booking.date.closed'] });
  if (!now) return;
  const today = berlinDate(now);
  if (value.date < today) ctx.addIssue({ code: 'custom', path: ['date'], message: bookingText['booking.date.past'] });
  else if (value.date === today && value.time <= berlinTime(now)) {
    ctx.addIssue({ code: 'custom', path: ['time'], message: bookingText['booking.time.past'] });
  }
}

/**
 * POST /api/reservations (spec section 5, design brief decision 3): the form's rules, checked the same in the
 * browser and on the server, plus the slot and the day. `now` is the moment 'today' is judged at (Berlin time).
 */
export const reservationRequestSchema = (now: Date = new Date(), hours: OpeningHours = siteConfig.openingHours) =>
  z.object(reservationFields).superRefine((value, ctx) => checkDay(value, ctx, now, hours));
export type ReservationRequest = z.input<ReturnType<typeof reservationRequestSchema>>;
export type ReservationFields = z.output<ReturnType<typeof reservationRequestSchema>>;

/** PUT /api/reservations/{id}: staff correct a reservation; a past date may stay (it already happened). */
export const reservationEditSchema = z.object(reservationFields).superRefine((value, ctx) => checkDay(value, ctx, undefined));

/** A reservation as staff see it (spec section 3, plus what the guest asked for and their language). */
export const reservationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  specialRequests: z.string().nullable(),
  locale: z.enum(['de', 'en']),
  status: z.enum(bookingStatuses),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** GET /api/reservations?date=&status=&page=&pageSize= (newest first; the total is in `X-Total-Count`). */
export const reservationListQuerySchema = z.object({
  date: reservationDate.optional(),
  status: z.enum(bookingStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
