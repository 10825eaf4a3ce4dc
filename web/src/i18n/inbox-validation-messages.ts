import { bookingMessages, commonMessages, inboxMessages } from '@ristorante/contracts';

/**
 * The shared validation messages the contact and feedback forms show (the same texts the inbox service answers
 * with): name and e-mail are the booking forms' keys, subject, message, rating and experience the inbox's, and
 * the common ones. One catalogue in a module of its own, so the build compiles it (`?icu`) into those pages.
 */
export const inboxValidationMessages = {
  de: { ...commonMessages.de, ...bookingMessages.de, ...inboxMessages.de },
  en: { ...commonMessages.en, ...bookingMessages.en, ...inboxMessages.en },
};
