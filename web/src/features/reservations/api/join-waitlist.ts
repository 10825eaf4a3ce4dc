import type { Locale, ReservationRequest, WaitlistEntry } from '@ristorante/contracts';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';

/**
 * POST /api/waitlist: the same form's details for a full slot (docs/decisions.md 115). Joining twice keeps the
 * first place, so a double click is harmless; the key is sent as every form's is.
 */
export function joinWaitlist(request: ReservationRequest, locale: Locale, idempotencyKey: string): Promise<WaitlistEntry> {
  return postJson<WaitlistEntry>('/api/waitlist', { ...request, locale }, { locale, idempotencyKey });
}

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: ({ request, locale, idempotencyKey }: { request: ReservationRequest; locale: Locale; idempotencyKey: string }) =>
      joinWaitlist(request, locale, idempotencyKey),
  });
}
