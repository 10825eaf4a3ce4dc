import type { CatalogEventScheduled, RestaurantEvent } from '@ristorante/contracts';

/**
 * What the booking service needs of an event to share the room with tables (docs/decisions.md 111): recorded as
 * `catalog.event_scheduled` with every save, in the save's transaction.
 */
export function roomClaimOf(event: RestaurantEvent): CatalogEventScheduled {
  return {
    eventId: event.id,
    version: event.version,
    title_de: event.title_de,
    title_en: event.title_en,
    starts_at: event.event_date,
    ends_at: new Date(Date.parse(event.event_date) + event.duration_minutes * 60_000).toISOString(),
    places: event.max_attendees,
    exclusive: event.exclusive,
  };
}
