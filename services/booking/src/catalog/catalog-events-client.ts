import { eventSchema } from '@ristorante/contracts';
import { requestIdHeader, type Logger } from '@ristorante/kit';

/** What an event's waitlist needs to know of it: the places left, and what its mails name. */
export interface EventSeats {
  spotsLeft: number;
  titleDe: string;
  titleEn: string;
  eventDate: Date;
}

export interface CatalogEvents {
  /** The event as the catalog has it now; `no-event` once it is deleted, `unavailable` when the catalog does not answer. */
  seatsOf(eventId: string): Promise<EventSeats | 'no-event' | 'unavailable'>;
}

/**
 * The catalog's public event read (the one the events page makes), for a sold-out event's waitlist (docs/decisions.md
 * 117): whether a guest's party fits now, and whether freed seats can be offered. Bounded by the catalog timeout.
 */
export function createCatalogEvents(options: { baseUrl: string; timeoutMs: number; logger: Logger }): CatalogEvents {
  return {
    async seatsOf(eventId) {
      try {
        const response = await fetch(new URL(`/api/events/${eventId}`, options.baseUrl), {
          // The seats as they are now, past the catalog's kept read (docs/decisions.md 170): an offer depends on them.
          headers: { accept: 'application/json', 'cache-control': 'no-cache', ...requestIdHeader() },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.status === 404) return 'no-event';
        const event = eventSchema.safeParse(response.ok ? await response.json() : undefined);
        if (!event.success) return 'unavailable';
        const { spots_left, title_de, title_en, event_date } = event.data;
        return { spotsLeft: spots_left, titleDe: title_de, titleEn: title_en, eventDate: new Date(event_date) };
      } catch (error) {
        options.logger.warn({ err: error, eventId }, 'catalog event read failed');
        return 'unavailable';
      }
    },
  };
}
