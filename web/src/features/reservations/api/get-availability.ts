import type { Availability } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/availability: each slot of a date for a party, by the booking check's rules (docs/decisions.md 108). */
export function getAvailability(date: string, guests: number): Promise<Availability> {
  return getJson<Availability>(`/api/availability?date=${date}&guests=${guests}`);
}

/**
 * The slots the form offers for the chosen date and party; nothing is asked before a whole date is chosen. The
 * service keeps its answer for two seconds; here it counts as fresh for as long. Until it comes, every slot is
 * offered as before (the booking check still answers a full one).
 */
export function useAvailability(date: string, guests: number) {
  return useQuery({
    queryKey: ['availability', date, guests] as const,
    // Not cancelled when the guest changes the date or party meanwhile (no signal): the question is already asked,
    // cutting it off saves the server nothing, and its answer stays at hand should the guest change back.
    queryFn: () => getAvailability(date, guests),
    // A party over the online limit is asked for too: its open times answer 'request' (staff confirm it
    // personally, docs/decisions.md 109), and an evening an event has to itself is closed to it as to anyone (111).
    enabled: isoDate.test(date) && guests > 0,
    // Live: never fetched by the renderer into a page written ahead of time (docs/decisions.md 92).
    meta: { live: true },
    staleTime: 2_000,
    retry: false,
  });
}
