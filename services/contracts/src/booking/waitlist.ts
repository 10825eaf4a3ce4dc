import { z } from 'zod';
import { defineEvent } from '../events/event-envelope.js';
import { guestPagePath } from '../site/guest-pages.js';

/**
 * A guest's place on a full slot's waitlist (docs/decisions.md 115): joined with the reservation form's own fields
 * (POST /api/waitlist, checked by `reservationRequestSchema`), offered a table when covers free up, claimed through
 * the offer's link (`/{locale}/waitlist#<token>`) within the offer's time, or expired. A sold-out event's waitlist
 * (117) works alike: joined with the event form's fields (POST /api/events/{id}/waitlist), offered freed seats.
 */
export const waitlistStatuses = ['waiting', 'offered', 'claimed', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** The offer's page address for a token: the token in the fragment, as a personal link's (docs/decisions.md 113). */
export const waitlistOfferPath = (locale: 'de' | 'en', token: string) => `${guestPagePath(locale, 'waitlistOffer')}#${token}`;
/** The page where a guest takes their place off the waitlist (docs/decisions.md 132): the joined mail's link. */
export const waitlistLeaveFragment = 'leave=';
export const waitlistLeavePath = (locale: 'de' | 'en', token: string) =>
  `${guestPagePath(locale, 'waitlistOffer')}#${waitlistLeaveFragment}${token}`;

/** POST /api/waitlist answers the entry as its guest may see it. */
export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  status: z.enum(waitlistStatuses),
  /** Guests waiting for the same date and time (or the same event) before this one. */
  ahead: z.number().int().nonnegative(),
  /** Set when the place is on an event's waitlist. */
  eventId: z.uuid().optional(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/waitlist/offer (the token in `x-guest-token`): the table offered, and until when it may be claimed. */
export const waitlistOfferSchema = z.object({
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  name: z.string(),
  locale: z.enum(['de', 'en']),
  status: z.enum(waitlistStatuses),
  expiresAt: z.iso.datetime(),
  /** Set when the seats offered are an event's: claiming books them. */
  event: z.object({ id: z.uuid(), titleDe: z.string(), titleEn: z.string() }).optional(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/**
 * GET /api/waitlist/entry and POST /api/waitlist/entry/leave (the joined mail's token in `x-guest-token`): the place
 * as its guest sees it, and how many wait before them (docs/decisions.md 132).
 */
export const waitlistPlaceSchema = z.object({
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  name: z.string(),
  status: z.enum(waitlistStatuses),
  ahead: z.number().int().nonnegative(),
  event: z.object({ id: z.uuid(), titleDe: z.string(), titleEn: z.string() }).optional(),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

/** GET /api/admin/waitlist: who waits, for a table or an event's seats, in the order they will be offered. */
export const staffWaitlistEntrySchema = z.object({
  id: z.uuid(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  specialRequests: z.string().nullable(),
  status: z.enum(['waiting', 'offered']),
  /** 1 for the first in line for the same slot (or the same event). */
  position: z.number().int().positive(),
  /** Until when an open offer holds its table or seats. */
  offerExpiresAt: z.iso.datetime().nullable(),
  event: z.object({ id: z.uuid(), titleDe: z.string(), titleEn: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>;
export const staffWaitlistSchema = z.object({ entries: z.array(staffWaitlistEntrySchema) });
export type StaffWaitlist = z.infer<typeof staffWaitlistSchema>;

/** What the worker writes to a waiting guest with: the place's own fields, from the schemas above (docs/decisions.md 141). */
const entryFacts = z
  .object({ entryId: staffWaitlistEntrySchema.shape.id })
  .extend(staffWaitlistEntrySchema.pick({ name: true, email: true, date: true, time: true, guests: true }).shape)
  .extend(waitlistOfferSchema.pick({ locale: true }).shape)
  .extend({
    /** An event's waitlist: the event's titles (its date and time are `date` and `time`, Berlin's). */
    eventTitleDe: z.string().optional(),
    eventTitleEn: z.string().optional(),
  });
const ofEntry = (facts: { entryId: string }) => `waitlist:${facts.entryId}`;

/**
 * The guest joined a waitlist: they hear that they are on it, with the link to leave it (`leaveToken`, made for
 * this mail; absent from events recorded before docs/decisions.md 132).
 */
export const waitlistJoined = defineEvent('waitlist.joined', entryFacts.extend({ leaveToken: z.string().optional() }), ofEntry);
/** Covers freed up: the guest gets the offer with its link (the token, made for this mail) and its deadline. */
export const waitlistOffered = defineEvent(
  'waitlist.offered',
  entryFacts.extend({ offerToken: z.string(), expiresAt: z.iso.datetime() }),
  ofEntry,
);
