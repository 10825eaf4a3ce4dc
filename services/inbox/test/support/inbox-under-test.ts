import type { RunningService } from '@ristorante/kit';
import { startServiceUnderTest, type ServiceUnderTest } from '@ristorante/kit/testing';
import type { ContactRow } from '../../src/contact/contact-repository.js';
import type { FeedbackRow } from '../../src/feedback/feedback-repository.js';
import { inboxConfigSchema, startInbox } from '../../src/index.js';

/** The inbox as a process of a test system: no sample reviews; its admin is staff (the inbox is staff's). */
export const inboxProcess = (env: Record<string, string> = {}) => ({
  name: 'inbox',
  schema: 'inbox',
  start: startInbox,
  config: inboxConfigSchema,
  adminRole: 'staff' as const,
  env: { SEED_CONTENT: 'false', ...env },
});

/** A stored contact message as `SELECT *` reads it back: the repository's row and the guest's address. */
export type StoredContact = ContactRow & { ip: string | null };
/** A stored feedback as `SELECT *` reads it back: the repository's row and the guest's address. */
export type StoredFeedback = FeedbackRow & { ip: string | null };

/** A stored message as the form again (to check it against the shared schema: stored as normalized). */
export const contactAsForm = (row: StoredContact) => ({
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
});
/** A stored feedback as the form again (to check it against the shared schema: stored as normalized). */
export const feedbackAsForm = (row: StoredFeedback) => ({
  name: row.name,
  email: row.email,
  rating: row.rating,
  experience: row.experience,
  suggestions: row.suggestions,
  consentToPublish: row.consent_to_publish,
  locale: row.locale,
});

/** The inbox on a test system (`published`: its events to staff, guests' data requests and the renderer). */
export type InboxUnderTest = ServiceUnderTest<RunningService>;

/** A real inbox service on a database of its own, its events on an in-process bus. */
export function startInboxUnderTest(env: Record<string, string> = {}): Promise<InboxUnderTest> {
  return startServiceUnderTest(inboxProcess(env), { record: ['contact.#', 'feedback.#', 'personal_data.#', 'reviews.#'] });
}

export const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  subject: 'Geburtstagsfeier',
  message: 'Wir möchten im Dezember mit 20 Personen feiern. Geht das?',
  ...overrides,
});

export const feedbackForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mark Thompson',
  email: 'mark@example.org',
  rating: 5,
  experience: 'Wonderful pasta and a warm welcome.',
  ...overrides,
});
