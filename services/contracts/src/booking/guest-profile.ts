import { z } from 'zod';
import { oneLine, storable } from '../validation/common-messages.js';
import { guestProfileText } from './guest-profile-messages.js';

/**
 * Guest profiles (docs/decisions.md 163): the booking service keeps one per guest, found by the normalised e-mail
 * or the phone number (E.164); staff read and annotate them, and merge two that are one person.
 */

/**
 * What staff see of the guest beside each booking: `visits` counts the guest's other visits (a reservation seated,
 * finished, or confirmed for a day that has passed; an event booking confirmed for an event that has taken place),
 * so the booking in hand is visit `visits + 1`; `noShows` every no-show on record; and the wishes the guest agreed
 * to have remembered.
 */
export const guestSummarySchema = z.object({
  id: z.uuid(),
  visits: z.number().int().nonnegative(),
  noShows: z.number().int().nonnegative(),
  tags: z.array(z.string()),
  preferences: z.string().nullable(),
});
export type GuestSummary = z.infer<typeof guestSummarySchema>;

/** One entry of the guests screen (`GET /api/admin/guests`), the latest booked first. */
export const guestListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  visits: z.number().int().nonnegative(),
  noShows: z.number().int().nonnegative(),
  /** The day of the latest visit (YYYY-MM-DD), if any. */
  lastVisit: z.string().nullable(),
  lastBookedAt: z.iso.datetime(),
});
export type GuestListItem = z.infer<typeof guestListItemSchema>;

/** GET /api/admin/guests?q=&page=&pageSize= (the total in `X-Total-Count`). */
export const guestListQuerySchema = z.object({
  /** Part of the name or e-mail, or a phone number's digits however they were typed. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

/** One booking in a profile's history, a table's or an event's. */
export const guestHistoryEntrySchema = z.object({
  kind: z.enum(['reservation', 'event']),
  id: z.uuid(),
  /** The day (YYYY-MM-DD) and, for a table, the time (HH:MM) in Berlin. */
  date: z.string(),
  time: z.string().nullable(),
  guests: z.number().int(),
  status: z.string(),
  /** The event's title (German, the house's language for staff), for an event booking. */
  event: z.string().optional(),
  specialRequests: z.string().nullable(),
});
export type GuestHistoryEntry = z.infer<typeof guestHistoryEntrySchema>;

/** GET /api/admin/guests/{id}: the profile, its figures and its bookings (upcoming first, then the past, newest first). */
export const guestProfileSchema = guestListItemSchema.extend({
  notes: z.string(),
  preferences: z.string().nullable(),
  cancellations: z.number().int().nonnegative(),
  upcoming: z.array(guestHistoryEntrySchema),
  history: z.array(guestHistoryEntrySchema),
  createdAt: z.iso.datetime(),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

// A tag's own failure is the list's: the form shows one message under the tags, at `tags`.
const tagRule = guestProfileText['guestProfile.tags.invalid'];
const fitTag = (tag: string) => tag.length >= 1 && tag.length <= 30 && storable(tag) && oneLine(tag);

/** PATCH /api/admin/guests/{id}: staff's notes and tags, and the remembered wishes (null: forget them). */
export const guestProfilePatchSchema = z
  .object({
    notes: z
      .string({ error: guestProfileText['guestProfile.notes.tooLong'] })
      .trim()
      .max(2000, guestProfileText['guestProfile.notes.tooLong'])
      .refine(storable, guestProfileText['guestProfile.notes.tooLong']),
    tags: z
      .array(z.string({ error: tagRule }), { error: tagRule })
      .max(10, tagRule)
      .transform((tags) => tags.map((tag) => tag.trim()))
      .refine((tags) => tags.every(fitTag), tagRule)
      // One tag once, however it was typed: the first spelling stays.
      .transform((tags) =>
        tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index),
      ),
    preferences: z
      .string({ error: guestProfileText['guestProfile.preferences.tooLong'] })
      .trim()
      .max(1000, guestProfileText['guestProfile.preferences.tooLong'])
      .nullable()
      .transform((value) => value || null),
  })
  .partial();
export type GuestProfilePatch = z.input<typeof guestProfilePatchSchema>;

/** POST /api/admin/guests/{id}/merge: the profile whose bookings, notes and tags move into this one. */
export const guestMergeSchema = z.object({
  otherId: z.uuid({ error: guestProfileText['guestProfile.merge.otherId'] }),
});

/**
 * A form's box for remembering the guest's wishes (docs/decisions.md 163): unticked unless the guest ticks it;
 * absent is no.
 */
export const rememberWishesField = z
  .boolean({ error: guestProfileText['guestProfile.rememberWishes.invalid'] })
  .optional()
  .default(false);
