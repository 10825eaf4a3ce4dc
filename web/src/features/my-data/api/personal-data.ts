import { guestTokenHeader, type Locale, type PersonalData } from '@ristorante/contracts';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf } from '../../../lib/api';

/** The services that hold a guest's data, each answering the link itself (docs/decisions.md 116). */
export const dataOwners = ['booking', 'inbox'] as const;

async function call(path: string, token: string, locale: Locale, method: 'GET' | 'POST'): Promise<PersonalData> {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', 'accept-language': locale, [guestTokenHeader]: token },
    cache: 'no-store',
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as PersonalData;
}

const keyOf = (token: string, owner: string) => ['personal-data', token, owner] as const;

/**
 * Each owner's records of the link's address. After an erasure, booking carries it out a moment later (it hears of
 * it through the bus): its answer is asked again until it says so.
 */
export function usePersonalData(token: string | undefined, locale: Locale, erasing: boolean) {
  return useQueries({
    queries: dataOwners.map((owner) => ({
      queryKey: keyOf(token ?? '', owner),
      queryFn: () => call(`/api/personal-data/${owner}`, token!, locale, 'GET'),
      enabled: token !== undefined,
      // Booking hears of a request through the bus, a moment after the mail may have been opened: a 404 from it
      // is asked again twice before it counts.
      retry: (failures: number, error: Error) =>
        owner === 'booking' && error instanceof ApiError && error.status === 404 && failures < 2,
      retryDelay: 1500,
      staleTime: Infinity,
      meta: { live: true },
      // Every two seconds until booking says it is done: well within the links' rate limit.
      refetchInterval: (query: { state: { data?: PersonalData } }) =>
        erasing && query.state.data?.erased === false ? 2000 : false,
    })),
  });
}

/** Erasure, asked of the inbox, which carries out its part and announces it to every other owner. */
export function useErasePersonalData(token: string, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('/api/personal-data/erase', token, locale, 'POST'),
    onSuccess: (inbox) => {
      queryClient.setQueryData(keyOf(token, 'inbox'), inbox);
      void queryClient.invalidateQueries({ queryKey: keyOf(token, 'booking') });
    },
  });
}
