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
