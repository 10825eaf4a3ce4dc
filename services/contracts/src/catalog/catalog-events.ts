import { z } from 'zod';
import { defineEvent } from '../events/event-envelope.js';

/**
 * Staff deleted an event: its seat holds went with it. The booking service cancels the bookings named here and
 * the guests hear about it.
 */
export const catalogEventDeleted = defineEvent(
  'catalog.event_deleted',
  z.object({
    eventId: z.uuid(),
    title_en: z.string(),
    title_de: z.string(),
    event_date: z.iso.datetime(),
    releasedHolds: z.array(z.object({ bookingId: z.uuid(), seats: z.number().int().positive() })),
  }),
  (payload) => `events:${payload.eventId}`,
);

/** What a booking of an event names of it: its title in both languages, when it is, and its price. */
const bookedFacts = z.object({
  title_de: z.string(),
  title_en: z.string(),
  event_date: z.iso.datetime(),
  price_cents: z.number().int().nonnegative(),
});

/**
 * Staff changed what a booking names of an event (its title, date or price; docs/decisions.md 97). The booking
 * service updates the live bookings and tells their guests; `version` (the event's, raised by every change)
 * orders the changes, so a late repeat of an older one changes nothing.
 */
export const catalogEventChanged = defineEvent(
  'catalog.event_changed',
  bookedFacts.extend({ eventId: z.uuid(), version: z.number().int().positive(), previous: bookedFacts }),
  (payload) => `events:${payload.eventId}`,
);
export type CatalogEventChange = z.infer<typeof catalogEventChanged.payload>;

/** Something guests see changed (for caches and, later, re-rendering the public pages). */
export const catalogContentChanged = defineEvent(
  'catalog.content_changed',
  z.object({
    section: z.enum(['menu', 'gallery', 'events']),
    id: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  (payload) => `${payload.section}:${payload.id}`,
);
