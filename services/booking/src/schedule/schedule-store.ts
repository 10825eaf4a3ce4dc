import type { PublishedSchedule } from '@ristorante/contracts';
import type { Pool } from '@ristorante/kit';
import { readSchedule } from './schedule-repository.js';

/** How long a read schedule is reused: the most another replica's view can lag behind an owner's save. */
const freshForMs = 2_000;

export interface ScheduleStore {
  /** The schedule in force, read at most once every two seconds per process. */
  current(): Promise<PublishedSchedule>;
  /** Reads it again next time (this process just saved one). */
  forget(): void;
}

/**
 * The owner's schedule as every check of this process reads it (docs/decisions.md 110): a booking reads the
 * hours and the room from here, not from the database each time, so a save shows on other replicas within two
 * seconds and at once on the one that saved it.
 */
export function createScheduleStore(pool: Pool): ScheduleStore {
  let kept: { at: number; value: Promise<PublishedSchedule> } | undefined;
  return {
    current() {
      const now = Date.now();
      if (kept && now - kept.at < freshForMs) return kept.value;
      const value = readSchedule(pool);
      const entry = { at: now, value };
      kept = entry;
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return value;
    },
    forget() {
      kept = undefined;
    },
  };
}
