import { z } from 'zod';
import { defineEvent } from '../events/event-envelope.js';

/** A guest wrote to the restaurant: staff get an e-mail with Reply-To set to the guest. */
export const contactReceived = defineEvent(
  'contact.received',
  z.object({
    messageId: z.uuid(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    locale: z.enum(['de', 'en']),
  }),
);

export const feedbackReceived = defineEvent(
  'feedback.received',
  z.object({
    feedbackId: z.uuid(),
    name: z.string(),
    email: z.string(),
    rating: z.number().int(),
    experience: z.string(),
    suggestions: z.string().nullable(),
    consentToPublish: z.boolean(),
    locale: z.enum(['de', 'en']),
  }),
);

/**
 * The published reviews changed (one approved, unpublished or deleted, or a guest's erased): the renderer renders
 * the pages again, so the reviews page shows it within seconds (docs/decisions.md 77). No personal data in it.
 */
export const reviewsChanged = defineEvent(
  'reviews.changed',
  z.object({ reason: z.enum(['approved', 'unpublished', 'deleted', 'erased']) }),
);
