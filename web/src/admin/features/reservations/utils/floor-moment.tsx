import { berlinDate, berlinLocalToInstant, hasBegun, isLate, type Reservation } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { floorQuery } from '../../../lib/floor-query';
import { useAdminClient } from '../../../lib/session-context';

/** The clock moves every half minute, so a party turns late on a screen left open (docs/decisions.md 135, 159). */
const tickMs = 30_000;

interface FloorMoment {
  now: Date;
  /** The floor's `lateAfterMinutes`; unknown until the floor is read (no party is called late before). */
  lateAfterMinutes: number | undefined;
}

const FloorMomentContext = createContext<FloorMoment | null>(null);

/**
 * One clock and one read of the floor for a whole sheet or list, rather than a timer per row: every row's actions
 * and marks judge 'begun' and 'late' by the same moment (docs/decisions.md 159).
 */
export function FloorMomentProvider({ children }: { children: ReactNode }) {
  const client = useAdminClient();
  const floor = useQuery(floorQuery(client));
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <FloorMomentContext.Provider value={{ now, lateAfterMinutes: floor.data?.lateAfterMinutes }}>
      {children}
    </FloorMomentContext.Provider>
  );
}

/** The sheet's moment; outside a provider, the moment of rendering and no lateness. */
export function useFloorMoment(): FloorMoment {
  return useContext(FloorMomentContext) ?? { now: new Date(), lateAfterMinutes: undefined };
}

/** What the moment says of one reservation: whether its time has come, and how many minutes late it is. */
export function useTimeOf(reservation: Reservation): { begun: boolean; today: boolean; lateMinutes: number | undefined } {
  const { now, lateAfterMinutes } = useFloorMoment();
  const begun = hasBegun(reservation, now);
  // Only today's bookings take their seats (the server refuses any other day's).
  const today = reservation.date === berlinDate(now);
  if (lateAfterMinutes === undefined || !isLate(reservation, lateAfterMinutes, now))
    return { begun, today, lateMinutes: undefined };
  // Its time as an instant is the one `isLate` judged by, so the two never disagree.
  const start = berlinLocalToInstant(`${reservation.date}T${reservation.time}`)!;
  return { begun, today, lateMinutes: Math.floor((now.getTime() - start.getTime()) / 60_000) };
}
