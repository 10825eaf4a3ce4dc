import { z } from 'zod';
import { guestEmail, guestLocale } from '../booking/booking-fields.js';
import { defineEvent } from '../events/event-envelope.js';
import { guestPagePath } from '../site/guest-pages.js';

/**
 * A guest's data rights, self-served (docs/decisions.md 116): on the privacy page they enter an e-mail address
 * (POST /api/data-requests); a link to `/{locale}/my-data#<token>` goes to that address; from it they download what
 * every service stores about the address and ask for its erasure, which every owner of personal data carries out.
 */
export const dataRequestSchema = z.object({ email: guestEmail, locale: guestLocale });
export type DataRequest = z.input<typeof dataRequestSchema>;

/**
 * What POST /api/data-requests answers (202), whether or not the address is known and whether or not a link was
 * sent just now: the answer tells nobody anything about the address.
 */
export const dataRequestAcceptedSchema = z.object({ accepted: z.literal(true) });
export type DataRequestAccepted = z.infer<typeof dataRequestAcceptedSchema>;

/** The page a data request's link opens: the token in the fragment, as a personal link's (docs/decisions.md 113). */
export const myDataPath = (locale: 'de' | 'en', token: string) => `${guestPagePath(locale, 'myData')}#${token}`;

/** How long a data request's link is valid. */
export const dataRequestHours = 24;

/** One service's answer to GET /api/personal-data/{service}: its records of the address, by kind. */
export const personalDataSchema = z.object({
  service: z.enum(['booking', 'inbox']),
  email: z.string(),
  /** Whether the address's erasure was asked for through this link (then nothing identifying is left). */
  erased: z.boolean(),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** The request every event of it names: its id, the address and the guest's language (docs/decisions.md 141). */
const requestFacts = z.object({ requestId: z.uuid(), email: z.string(), locale: z.enum(['de', 'en']) });
const ofRequest = (facts: { requestId: string }) => `data_request:${facts.requestId}`;

/**
 * A data request was made: its guest gets the link (`accessToken`, made for that mail), and every owner of personal
 * data that answers it learns the token's hash (SHA-256, hex) and until when it is valid.
 */
export const personalDataRequested = defineEvent(
  'personal_data.requested',
  requestFacts.extend({ accessToken: z.string(), tokenHash: z.string(), expiresAt: z.iso.datetime() }),
  ofRequest,
);

/** The guest asked for erasure (the inbox erased its own at once): every other owner anonymises or deletes its own. */
export const personalDataErasureRequested = defineEvent('personal_data.erasure_requested', requestFacts, ofRequest);

/** Booking carried the erasure out: the worker sends the guest the receipt, which it can then honestly write. */
export const personalDataErased = defineEvent('personal_data.erased', requestFacts, ofRequest);
