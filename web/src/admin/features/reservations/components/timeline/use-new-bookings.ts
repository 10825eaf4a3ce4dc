import type { Reservation } from '@ristorante/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a booking that just came in stays marked, unless staff open it before. */
export const freshForMs = 5 * 60_000;
const lastLookKey = 'admin.timeline.lastLook';

const readLastLook = () => {
  try {
    const value = Number(window.localStorage.getItem(lastLookKey));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
};

const writeLastLook = (at: number) => {
  try {
    window.localStorage.setItem(lastLookKey, String(at));
  } catch {
    // Without storage, only what arrives while the timeline is open is marked.
  }
};

/**
 * Which of a day's bookings came in since staff last looked (docs/decisions.md 158): on opening, those made after
 * the timeline was last on screen on this tablet; while open, each the polling brings that was not there before.
 * Walk-ins are staff's own and never marked. `onNewRequest` is called when a new pending request arrives while
 * the timeline is open (the chime). A booking stays marked `freshForMs`, or until staff open it.
 */
export function useNewBookings(
  date: string,
  bookings: Reservation[] | undefined,
  now: Date,
  onNewRequest: () => void,
): { fresh: (id: string) => boolean; seen: (id: string) => void } {
  const known = useRef(new Map<string, Set<string>>());
  const [marked, setMarked] = useState(() => new Map<string, number>());
  const notify = useRef(onNewRequest);
  notify.current = onNewRequest;

  useEffect(() => {
    if (!bookings) return;
    const at = Date.now();
    const before = known.current.get(date);
    const lastLook = before ? undefined : readLastLook();
    const arrived = bookings.filter(
      (booking) =>
        booking.source !== 'walk_in' &&
        (before ? !before.has(booking.id) : lastLook !== undefined && Date.parse(booking.created_at) > lastLook),
    );
    known.current.set(date, new Set(bookings.map((booking) => booking.id)));
    writeLastLook(at);
    if (arrived.length === 0) return;
    setMarked((current) => new Map([...current, ...arrived.map((booking) => [booking.id, at] as const)]));
    if (before && arrived.some((booking) => booking.status === 'pending')) notify.current();
  }, [date, bookings]);

  const fresh = useCallback(
    (id: string) => {
      const at = marked.get(id);
      return at !== undefined && now.getTime() - at < freshForMs;
    },
    [marked, now],
  );
  const seen = useCallback(
    (id: string) =>
      setMarked((current) => {
        if (!current.has(id)) return current;
        const next = new Map(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { fresh, seen };
}
