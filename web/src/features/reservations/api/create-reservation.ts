import type { Locale, Reservation, ReservationRequest } from '@ristorante/contracts';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';

/** POST /api/reservations: one Idempotency-Key per submission, so a double click reserves one table. */
export function createReservation(request: ReservationRequest, locale: Locale, idempotencyKey: string): Promise<Reservation> {
  return postJson<Reservation>('/api/reservations', { ...request, locale }, { locale, idempotencyKey });
}

export function useCreateReservation() {
  return useMutation({
    mutationFn: ({ request, locale, idempotencyKey }: { request: ReservationRequest; locale: Locale; idempotencyKey: string }) =>
      createReservation(request, locale, idempotencyKey),
  });
}
