import type { Locale, RestaurantDetails, RestaurantEvent } from '@ristorante/contracts';
import { postalAddress } from '../../../components/layout/search-metadata';
import { eventDescription, eventTitle } from '../../../lib/event-text';

/** schema.org Event of an event's page: where, when, and its ticket with the seats' true availability. */
export function eventStructuredData(
  event: RestaurantEvent,
  restaurant: RestaurantDetails,
  locale: Locale,
  pageUrl: string,
): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: eventTitle(event, locale),
    description: eventDescription(event, locale),
    startDate: event.event_date,
    url: pageUrl,
    inLanguage: locale,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    maximumAttendeeCapacity: event.max_attendees,
    remainingAttendeeCapacity: event.spots_left,
    ...(event.image_url ? { image: new URL(event.image_url, origin).href } : {}),
    location: {
      '@type': 'Restaurant',
      name: restaurant.name,
      address: postalAddress(restaurant),
    },
    organizer: { '@type': 'Restaurant', name: restaurant.name, url: `${origin}/${locale}` },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: event.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: event.spots_left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}
