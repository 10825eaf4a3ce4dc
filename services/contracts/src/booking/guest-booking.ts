import { z } from 'zod';
import { depositFactsSchema, depositStatuses } from './deposit.js';
import { siteConfig } from '../site/site-config.js';
import { bookingText } from './booking-messages.js';
import { bookingStatuses, specialRequests } from './booking-fields.js';
import { guestPagePath } from '../site/guest-pages.js';

/**
 * A guest's personal link (docs/decisions.md 113): `/{locale}/booking#<token>`. The token sits in the address's
 * fragment, which a browser never sends, so no server or proxy log can hold it; the page sends it in this header.
 */
export const guestTokenHeader = 'x-guest-token';

/** 32 random bytes as base64url: 43 characters. Anything else is no token, and not looked up. */
export const guestTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The page's address for a token (the worker's mails and the tests build it the same way). */
export const guestLinkPath = (locale: 'de' | 'en', token: string) => `${guestPagePath(locale, 'manageBooking')}#${token}`;

/**
 * What the page may do with the booking now: `open` (cancel, change, add a note), `late` (within the free-cancellation
 * hours: only a phone call), `cancelled`; a visit that is over is no longer answered (the link has expired).
 */
export const guestBookingStates = ['open', 'late', 'cancelled'] as const;
export type GuestBookingState = (typeof guestBookingStates)[number];

const shared = {
  status: z.enum(bookingStatuses),
  state: z.enum(guestBookingStates),
  name: z.string(),
  guests: z.number().int(),
  specialRequests: z.string().nullable(),
  locale: z.enum(['de', 'en']),
  /** The instant the visit starts. */
  startsAt: z.iso.datetime(),
  /** Until when the guest may cancel or change it themselves (free cancellation ends). */
  changeableUntil: z.iso.datetime(),
};

/** A deposit as its guest sees it: what to pay, to whom, by when, and how it stands. */
const guestDepositSchema = depositFactsSchema.extend({ status: z.enum(depositStatuses) });

/** GET /api/guest-booking (the token in `x-guest-token`): the booking the link names, as its guest may see it. */
export const guestBookingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reservation'),
    date: z.string(),
    time: z.string(),
    /** The names of its tables, only when the owner lets guests see them (docs/decisions.md 154). */
    tables: z.array(z.string()).optional(),
    /** The deposit it asks for, how it stands and the account to pay it to (docs/decisions.md 165). */
    deposit: guestDepositSchema.optional(),
    ...shared,
  }),
  z.object({
    kind: z.literal('eventBooking'),
    eventId: z.uuid(),
    eventTitleDe: z.string(),
    eventTitleEn: z.string(),
    totalAmountCents: z.number().int().nonnegative(),
    /** The deposit or prepayment the night asks for, as a table's (docs/decisions.md 166). */
    deposit: guestDepositSchema.optional(),
    ...shared,
  }),
]);
export type GuestBooking = z.infer<typeof guestBookingSchema>;

/** What a guest changed through their link, as staff see it: each field's value before and after. */
export const guestChangeSchema = z.object({
  action: z.enum(['changed', 'cancelled']),
  at: z.iso.datetime(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type GuestChange = z.infer<typeof guestChangeSchema>;

/**
 * PUT /api/guest-booking, an event booking: its seats and its note. Absent `guests` keeps the seats; new seats are
 * held by the catalog first, like a new booking's, and make the booking pending again (docs/decisions.md 117).
 */
export const guestEventBookingChangeSchema = z.object({
  guests: z
    .int({ message: bookingText['booking.eventGuests.invalid'] })
    .min(1, bookingText['booking.eventGuests.invalid'])
    .max(siteConfig.eventBookingMaxGuests, bookingText['booking.eventGuests.invalid'])
    .optional(),
  specialRequests,
});
export type GuestEventBookingChange = z.input<typeof guestEventBookingChangeSchema>;

/** Free cancellation ends this long before the visit (the house policy). */
export const freeCancellationMs = siteConfig.freeCancellationHours * 3_600_000;

/** What the guest may still do, at `now`, with a booking starting at `startsAt`. */
export function guestBookingState(status: (typeof bookingStatuses)[number], startsAt: Date, now: Date): GuestBookingState {
  if (status === 'cancelled') return 'cancelled';
  return now.getTime() < startsAt.getTime() - freeCancellationMs ? 'open' : 'late';
}
