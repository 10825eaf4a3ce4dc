import { z } from 'zod';
import { common, oneLine, storable } from '../validation/common-messages.js';
import { bookingText } from './booking-messages.js';

/** Not given: absent, null or blank (a form's empty field). */
export const missing = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** docs/product.md, 'Forms and their rules': name required, at least 2 characters. */
export const guestName = z
  .string({
    error: (issue) => (missing(issue.input) ? bookingText['booking.name.required'] : bookingText['booking.name.tooShort']),
  })
  .trim()
  .min(1, bookingText['booking.name.required'])
  .min(2, bookingText['booking.name.tooShort'])
  .max(120, bookingText['booking.name.tooLong'])
  .refine(storable, common['common.invalidCharacters'])
  .refine(oneLine, common['common.oneLine']);

/**
 * docs/product.md, 'Forms and their rules': digits, spaces, dashes, plus and parentheses, at least 10 characters; and a
 * real number, at least 7 digits of them (a space is a space: no tab, line break or wide space; docs/decisions.md 98).
 */
export const guestPhone = z
  .string({
    error: (issue) => (missing(issue.input) ? bookingText['booking.phone.required'] : bookingText['booking.phone.invalid']),
  })
  .trim()
  .min(1, bookingText['booking.phone.required'])
  .regex(/^[0-9 \-+()]{10,30}$/, bookingText['booking.phone.invalid'])
  .refine((phone) => phone.replace(/\D/g, '').length >= 7, bookingText['booking.phone.invalid']);

export const guestEmail = z
  .string({
    error: (issue) => (missing(issue.input) ? bookingText['booking.email.required'] : bookingText['booking.email.invalid']),
  })
  .trim()
  .min(1, bookingText['booking.email.required'])
  .max(254, bookingText['booking.email.invalid'])
  .pipe(z.email(bookingText['booking.email.invalid']));

/**
 * Staff may leave the e-mail out (a guest who booked by phone and gave none): blank is `null`, and a guest
 * without an address gets no e-mail.
 */
export const optionalGuestEmail = z.preprocess((input) => (missing(input) ? null : input), guestEmail.nullable());

export const specialRequests = z
  .string({ message: bookingText['booking.specialRequests.tooLong'] })
  .trim()
  .max(1000, bookingText['booking.specialRequests.tooLong'])
  .refine(storable, common['common.invalidCharacters'])
  .nullish()
  .transform((value) => (value ? value : null));

/** The guest's language, for the e-mails they get; without it the service takes the request's (Accept-Language). */
export const guestLocale = z.enum(['de', 'en'], { message: common['common.invalidLocale'] }).optional();

export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusSchema = z.enum(bookingStatuses, { message: bookingText['booking.status.invalid'] });

/** PATCH …/status: `{ status }`. */
export const statusChangeSchema = z.object({ status: bookingStatusSchema });
