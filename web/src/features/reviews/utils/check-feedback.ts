import { feedbackRequestSchema, type FeedbackRequest } from '@ristorante/contracts';
import inboxValidationCatalogue from '../../../i18n/inbox-validation-messages?icu';
import { checkWithSchema, type Checked } from '../../../lib/check-with-schema';

type CheckedFeedback = Checked<FeedbackRequest>;

/**
 * The feedback checked with the shared schema (booking.* keys for name and e-mail, inbox.* for rating,
 * experience and suggestions). A module of its own because it brings zod (about 25 KB gzip): the form loads it
 * when a guest starts filling it in, not with the page.
 */
export const checkFeedback = (request: unknown): CheckedFeedback => checkWithSchema(feedbackRequestSchema, request);

/** The check's texts, in both languages: they come with the check, not with the page (docs/decisions.md 142). */
export const messages = inboxValidationCatalogue;
