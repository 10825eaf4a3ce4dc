import { z } from 'zod';
import { defineEvent } from '../events/event-envelope.js';
import { publishedRestaurantSchema } from '../site/restaurant-details.js';
import { eventSchema } from './event.js';

/**
 * Staff deleted an event: its seat holds went with it. The booking service cancels the bookings named here and
 * the guests hear about it.
 */
export const catalogEventDeleted = defineEvent(
  'catalog.event_deleted',
  z
    .object({ eventId: z.uuid() })
    .extend(eventSchema.pick({ title_en: true, title_de: true, event_date: true }).shape)
    .extend({
      releasedHolds: z.array(z.object({ bookingId: z.uuid(), seats: z.number().int().positive() })),
    }),
  (payload) => `events:${payload.eventId}`,
);
export type CatalogEventDeleted = z.infer<typeof catalogEventDeleted.payload>;

/**
 * What a booking of an event names of it: its title in both languages and when it is, from the event's schema
 * (docs/decisions.md 141), and its price in cents (the schema answers euros).
 */
const bookedFacts = eventSchema
  .pick({ title_de: true, title_en: true, event_date: true })
  .extend({ price_cents: z.number().int().nonnegative() });

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

/**
 * An event's claim on the room (docs/decisions.md 111), recorded when it is created and with every change of it
 * (each raises `version`, which orders them): from `starts_at` to `ends_at` it takes `places` covers from the
 * tables, or the whole room when `exclusive`. The booking service keeps the newest of each and checks every table
 * against them; a deleted event's claim goes with `catalog.event_deleted`.
 */
export const catalogEventScheduled = defineEvent(
  'catalog.event_scheduled',
  z
    .object({ eventId: z.uuid(), version: z.number().int().positive() })
    .extend(eventSchema.pick({ title_de: true, title_en: true }).shape)
    .extend({ starts_at: z.iso.datetime(), ends_at: z.iso.datetime(), places: z.number().int().positive() })
    .extend(eventSchema.pick({ exclusive: true }).shape),
  (payload) => `events:${payload.eventId}`,
);
export type CatalogEventScheduled = z.infer<typeof catalogEventScheduled.payload>;

/** Something guests see changed (for caches and, later, re-rendering the public pages). */
export const catalogContentChanged = defineEvent(
  'catalog.content_changed',
  z.object({
    section: z.enum(['menu', 'gallery', 'events', 'blog', 'instagram', 'home']),
    /** The changed row's id; the home page's texts are one document, named 'home' (docs/decisions.md 152). */
    id: z.union([z.uuid(), z.literal('home')]),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  (payload) => `${payload.section}:${payload.id}`,
);

/**
 * The owner saved the restaurant's details (docs/decisions.md 149): the whole details and their version, so the
 * notification worker keeps its own copy for mails and calendar invites (the newest version wins), and the renderer
 * renders the pages again. The first install's are version 0 and never announced.
 */
export const catalogRestaurantChanged = defineEvent(
  'catalog.restaurant_changed',
  publishedRestaurantSchema.extend({ version: z.int().positive() }),
  () => 'restaurant',
);
export type CatalogRestaurantChange = z.infer<typeof catalogRestaurantChanged.payload>;
