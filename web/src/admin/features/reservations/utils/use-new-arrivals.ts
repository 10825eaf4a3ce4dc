import type { ReservationDay } from '@ristorante/contracts';
import { useEffect, useRef, useState } from 'react';

/** How long a request that just arrived is called 'new' in words; its highlight fades sooner (reservations.css). */
export const newForMs = 120_000;

/**
 * The pending requests that arrived while the sheet was open (docs/decisions.md 72, 159): the ids a poll brought
 * that the first read of this day did not have, with when they came. What was there on opening is not new, and
 * another day starts afresh.
 */
export function useNewArrivals(day: ReservationDay | undefined): ReadonlyMap<string, number> {
  const seen = useRef<{ date: string; ids: Set<string> } | null>(null);
  const [arrivals, setArrivals] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    if (!day) return;
    const ids = day.slots.flatMap((slot) => slot.reservations.map((reservation) => reservation.id));
    if (seen.current?.date !== day.date) {
      seen.current = { date: day.date, ids: new Set(ids) };
      setArrivals(new Map());
      return;
    }
    const known = seen.current.ids;
    const fresh = day.slots
      .flatMap((slot) => slot.reservations)
      .filter((reservation) => !known.has(reservation.id) && reservation.status === 'pending');
    for (const id of ids) known.add(id);
    if (fresh.length === 0) return;
    const at = Date.now();
    setArrivals((before) => new Map([...before, ...fresh.map((reservation) => [reservation.id, at] as const)]));
  }, [day]);
  return arrivals;
}
