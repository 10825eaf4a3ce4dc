import { guestTokenHeader, type Locale, type PersonalData } from '@ristorante/contracts';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { apiErrorOf } from '../../../lib/api';

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
      retry: false,
      staleTime: Infinity,
      meta: { live: true },
      refetchInterval: (query: { state: { data?: PersonalData } }) =>
        erasing && query.state.data?.erased === false ? 1000 : false,
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
