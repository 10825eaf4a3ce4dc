/**
 * The shared validation messages the booking forms show (the same texts the services answer with), as a
 * module of its own so the build can compile it (`?icu`) into the chunks of the pages with a form.
 */
export { bookingMessages } from '@ristorante/contracts';
