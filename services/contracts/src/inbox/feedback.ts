import { z } from 'zod';
import { guestEmail, guestLocale, guestName } from '../booking/booking-fields.js';
import { common, storable } from '../validation/common-messages.js';
import { inboxText } from './inbox-messages.js';
import { honeypot, text } from './inbox-fields.js';

/**
 * POST /api/feedback (docs/product.md, 'Forms and their rules'): name, e-mail, rating and experience required,
 * suggestions optional. `consentToPublish` lets staff show it on the reviews page once approved (docs/decisions.md 56,
 * 57).
 */
export const feedbackRequestSchema = z.object({
  name: guestName,
  email: guestEmail,
  rating: z
    .int({ message: inboxText['inbox.rating.invalid'] })
    .min(1, inboxText['inbox.rating.invalid'])
    .max(5, inboxText['inbox.rating.invalid']),
  experience: text(1, 5000, { required: inboxText['inbox.experience.required'], tooLong: inboxText['inbox.experience.tooLong'] }),
  suggestions: z
    .string({ message: inboxText['inbox.suggestions.tooLong'] })
    .trim()
    .max(5000, inboxText['inbox.suggestions.tooLong'])
    .refine(storable, common['common.invalidCharacters'])
    .nullish()
    .transform((value) => (value ? value : null)),
  consentToPublish: z.boolean({ message: inboxText['inbox.consent.invalid'] }).default(false),
  locale: guestLocale,
  website: honeypot,
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** Feedback as staff see it. */
export const feedbackSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  rating: z.number().int().min(1).max(5),
  experience: z.string(),
  suggestions: z.string().nullable(),
  consentToPublish: z.boolean(),
  approved: z.boolean(),
  locale: z.enum(['de', 'en']),
  created_at: z.iso.datetime(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** A review as the reviews page shows it (docs/decisions.md 57): a guest's name as first name and initial. */
export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().min(1).max(5),
  /** YYYY-MM-DD. */
  date: z.string(),
  source: z.enum(['Website', 'Google']),
  review: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/reviews: the cards and the stats (average rounded to one decimal, count) from the same reviews. */
export const reviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  averageRating: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** GET /api/google-reviews (docs/decisions.md 57): kept in its original shape; `businessInfo` is null without a Places key. */
export const googleReviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  businessInfo: z
    .object({
      name: z.string(),
      rating: z.number().nullable(),
      userRatingCount: z.number().int().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
});
export type GoogleReviewsResponse = z.infer<typeof googleReviewsResponseSchema>;
