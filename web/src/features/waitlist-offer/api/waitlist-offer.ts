import { guestTokenHeader, type Locale, type WaitlistOffer, type WaitlistPlace } from '@ristorante/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorOf } from '../../../lib/api';

/** A call behind a waitlist link (docs/decisions.md 115, 132); the token in a header, never in an address. */
async function linkCall<T>(path: string, token: string, locale: Locale, method: 'GET' | 'POST'): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', 'accept-language': locale, [guestTokenHeader]: token },
    cache: 'no-store',
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

/** The offer behind a waitlist link, or its claim. */
const offerCall = (token: string, locale: Locale, method: 'GET' | 'POST') =>
  linkCall<WaitlistOffer>(method === 'GET' ? '/api/waitlist/offer' : '/api/waitlist/offer/claim', token, locale, method);

const keyOf = (token: string) => ['waitlist-offer', token] as const;

export function useWaitlistOffer(token: string | undefined, locale: Locale) {
  return useQuery({
    queryKey: keyOf(token ?? ''),
    queryFn: () => offerCall(token!, locale, 'GET'),
    enabled: token !== undefined,
    retry: false,
    staleTime: Infinity,
    // One guest's offer, never rendered into a page file (docs/decisions.md 92).
    meta: { live: true },
  });
}

/** Claims the table: a reservation request like any other (a second click changes nothing). */
export function useClaimOffer(token: string, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => offerCall(token, locale, 'POST'),
    onSuccess: (offer) => queryClient.setQueryData(keyOf(token), offer),
  });
}

/** The place behind the joined mail's link (docs/decisions.md 132), or leaving it. */
const placeCall = (token: string, locale: Locale, method: 'GET' | 'POST') =>
  linkCall<WaitlistPlace>(method === 'GET' ? '/api/waitlist/entry' : '/api/waitlist/entry/leave', token, locale, method);

const placeKeyOf = (token: string) => ['waitlist-place', token] as const;

export function useWaitlistPlace(token: string | undefined, locale: Locale) {
  return useQuery({
    queryKey: placeKeyOf(token ?? ''),
    queryFn: () => placeCall(token!, locale, 'GET'),
    enabled: token !== undefined,
    retry: false,
    staleTime: Infinity,
    meta: { live: true },
  });
}

/** Leaves the waitlist: twice is once. */
export function useLeaveWaitlist(token: string, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => placeCall(token, locale, 'POST'),
    onSuccess: (place) => queryClient.setQueryData(placeKeyOf(token), place),
  });
}
