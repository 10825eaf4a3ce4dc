import type { RunningService } from '@ristorante/kit';
import { startServiceUnderTest, type ServiceUnderTest } from '@ristorante/kit/testing';
import { inboxConfigSchema, startInbox } from '../../src/index.js';

/** The inbox on a test system (`published`: every contact.* and feedback.* event); its admin is staff. */
export type InboxUnderTest = ServiceUnderTest<RunningService>;

/** A real inbox service on a database of its own, its events on an in-process bus. */
export function startInboxUnderTest(env: Record<string, string> = {}): Promise<InboxUnderTest> {
  return startServiceUnderTest(
    {
      name: 'inbox',
      schema: 'inbox',
      start: startInbox,
      config: inboxConfigSchema,
      adminRole: 'staff',
      env: { SEED_CONTENT: 'false', ...env },
    },
    { record: ['contact.#', 'feedback.#'] },
  );
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
