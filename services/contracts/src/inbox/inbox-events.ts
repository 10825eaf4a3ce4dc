import { z } from 'zod';
import { defineEvent } from '../events/event-envelope.js';
import { contactMessageSchema } from './contact-message.js';
import { feedbackSchema } from './feedback.js';

/** A guest wrote to the restaurant: staff get an e-mail with Reply-To set to the guest. */
export const contactReceived = defineEvent(
  'contact.received',
  z
    .object({ messageId: contactMessageSchema.shape.id })
    .extend(contactMessageSchema.pick({ name: true, email: true, subject: true, message: true, locale: true }).shape),
);

export const feedbackReceived = defineEvent(
  'feedback.received',
  z
    .object({ feedbackId: feedbackSchema.shape.id })
    .extend(
      feedbackSchema.pick({
        name: true,
        email: true,
        rating: true,
        experience: true,
        suggestions: true,
        consentToPublish: true,
        locale: true,
      }).shape,
    )
    // Without the stored feedback's 1 to 5: the payload's shape is what events already on the bus have.
    .extend({ rating: z.number().int() }),
);

/**
 * The published reviews changed (one approved, unpublished or deleted, or a guest's erased): the renderer renders
 * the pages again, so the reviews page shows it within seconds (docs/decisions.md 77). No personal data in it.
 */
export const reviewsChanged = defineEvent(
  'reviews.changed',
  z.object({ reason: z.enum(['approved', 'unpublished', 'deleted', 'erased']) }),
);
