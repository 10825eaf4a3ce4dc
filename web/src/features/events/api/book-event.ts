import type { EventBooking, EventBookingFields, Locale } from '@ristorante/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, postJson, readFreshFor } from '../../../lib/api';
import { eventQueryOptions } from './get-event';
import { eventsQueryOptions } from './get-events';

export interface BookEventInput {
  eventId: string;
  /** The form's fields as the shared schema leaves them (trimmed, empty requests as null). */
  booking: EventBookingFields;
  locale: Locale;
  idempotencyKey: string;
}

/**
 * POST /api/events/{id}/book. The path names the event and the server computes the total, so
 * neither `eventId` nor `totalAmount` travels in the body.
 */
export function bookEvent({ eventId, booking, locale, idempotencyKey }: BookEventInput): Promise<EventBooking> {
  const body = {
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    guests: booking.guests,
    specialRequests: booking.specialRequests,
    // The guest's yes to having the wishes remembered (docs/decisions.md 163).
    rememberWishes: booking.rememberWishes,
    locale,
  };
  return postJson<EventBooking>(`/api/events/${encodeURIComponent(eventId)}/book`, body, { locale, idempotencyKey });
}

/**
 * Books seats, then reloads the event and the list so they show the true count (docs/product.md, 'Event seats').
 * A refusal for too few places (409) reloads them too: the guest then sees the places really left.
 */
export function useBookEvent() {
  const queryClient = useQueryClient();
  const reload = (eventId: string) => {
    // Past Nginx's and the catalog's second-long copies: the guest sees the seats they just took.
    readFreshFor(5_000);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: eventQueryOptions(eventId).queryKey }),
      queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey }),
    ]);
  };
  return useMutation({
    mutationFn: bookEvent,
    onSuccess: (_booking, { eventId }) => {
      void reload(eventId);
    },
    onError: (error, { eventId }) => {
      if (error instanceof ApiError && error.status === 409) void reload(eventId);
    },
  });
}
