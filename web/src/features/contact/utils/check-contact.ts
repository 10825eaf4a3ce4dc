import { contactRequestSchema, type ContactRequest } from '@ristorante/contracts';
import inboxValidationCatalogue from '../../../i18n/inbox-validation-messages?icu';
import { checkWithSchema, type Checked } from '../../../lib/check-with-schema';

type CheckedContact = Checked<ContactRequest>;

/**
 * The message checked with the shared schema (booking.* keys for name and e-mail, inbox.* for subject and
 * message). A module of its own because it brings zod (about 25 KB gzip): the form loads it when a guest starts
 * filling it in, not with the page.
 */
export const checkContact = (request: unknown): CheckedContact => checkWithSchema(contactRequestSchema, request);

/** The check's texts, in both languages: they come with the check, not with the page (docs/decisions.md 142). */
export const messages = inboxValidationCatalogue;
