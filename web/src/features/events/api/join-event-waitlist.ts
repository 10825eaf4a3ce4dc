import type { EventBookingFields, WaitlistEntry } from '@ristorante/contracts';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';
import type { BookEventInput } from './book-event';

/**
 * POST /api/events/{id}/waitlist: the booking form's details for a sold-out event (docs/decisions.md 117). Joining
 * twice keeps the first place, so a double click is harmless; the key is sent as every form's is.
 */
export function joinEventWaitlist({ eventId, booking, locale, idempotencyKey }: BookEventInput): Promise<WaitlistEntry> {
  const body: EventBookingFields = { ...booking, locale };
  return postJson<WaitlistEntry>(`/api/events/${encodeURIComponent(eventId)}/waitlist`, body, { locale, idempotencyKey });
}

export function useJoinEventWaitlist() {
  return useMutation({ mutationFn: joinEventWaitlist });
}
