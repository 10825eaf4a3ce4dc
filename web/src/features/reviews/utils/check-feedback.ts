import { feedbackRequestSchema, type FeedbackRequest } from '@ristorante/contracts';
import { checkWithSchema, type Checked } from '../../../lib/check-with-schema';

export type CheckedFeedback = Checked<FeedbackRequest>;

/**
 * The feedback checked with the shared schema (booking.* keys for name and e-mail, inbox.* for rating,
 * experience and suggestions). A module of its own because it brings zod (about 25 KB gzip): the form loads it
 * when a guest starts filling it in, not with the page.
 */
export const checkFeedback = (request: unknown): CheckedFeedback => checkWithSchema(feedbackRequestSchema, request);
