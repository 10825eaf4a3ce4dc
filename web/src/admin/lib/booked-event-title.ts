import type { EventBooking, Locale } from '@ristorante/contracts';

/** The event a booking is for, by its title as of booking, in the staff's language. */
export const bookedEventTitle = (booking: Pick<EventBooking, 'eventTitleDe' | 'eventTitleEn'>, locale: Locale) =>
  locale === 'de' ? booking.eventTitleDe : booking.eventTitleEn;
