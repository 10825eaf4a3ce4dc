import { guestTokenHeader, type GuestBooking, type Locale } from '@ristorante/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorOf } from '../../../lib/api';

/**
 * The guest's own booking through their personal link (docs/decisions.md 113). The token travels in a header, never
 * in an address, so no server log holds it; answers are in the page's language.
 */
async function guestBookingCall(
  token: string,
  locale: Locale,
  request: { method: 'GET' | 'PUT' | 'POST'; path?: string; body?: unknown },
): Promise<GuestBooking> {
  const response = await fetch(`/api/guest-booking${request.path ?? ''}`, {
    method: request.method,
    headers: {
      accept: 'application/json',
      'accept-language': locale,
      [guestTokenHeader]: token,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? null : JSON.stringify(request.body),
    cache: 'no-store',
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as GuestBooking;
}

const keyOf = (token: string) => ['guest-booking', token] as const;

/** The booking the link names; a 404 (not valid) or 410 (visit over) is an answer, not retried. */
export function useGuestBooking(token: string | undefined, locale: Locale) {
  return useQuery({
    queryKey: keyOf(token ?? ''),
    queryFn: () => guestBookingCall(token!, locale, { method: 'GET' }),
    enabled: token !== undefined,
    retry: false,
    staleTime: Infinity,
    // One guest's booking, never rendered into a page file (docs/decisions.md 92).
    meta: { live: true },
  });
}

/** Cancel, or change (a reservation's date, time, party and note; an event booking's seats and note): the answer is shown. */
export function useGuestBookingAction(token: string, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'cancel' } | { kind: 'change'; body: Record<string, unknown> }) =>
      action.kind === 'cancel'
        ? guestBookingCall(token, locale, { method: 'POST', path: '/cancel' })
        : guestBookingCall(token, locale, { method: 'PUT', body: action.body }),
    onSuccess: (booking) => queryClient.setQueryData(keyOf(token), booking),
  });
}
