import { bookingMessages, commonMessages } from '@ristorante/contracts';

/**
 * The shared validation messages the booking forms show (the same texts the services answer with): the
 * booking fields' and the common ones (a NUL byte, a language other than de/en). One catalogue in a module of
 * its own, so the build compiles it (`?icu`) into the chunks of the pages with a form.
 */
export const validationMessages = {
  de: { ...commonMessages.de, ...bookingMessages.de },
  en: { ...commonMessages.en, ...bookingMessages.en },
};
