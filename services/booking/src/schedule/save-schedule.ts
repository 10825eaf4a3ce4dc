import { scheduleChanged, scheduleText, slotsOn, type HouseSchedule } from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import {
  lockScheduleSaves,
  readSchedule,
  reservationsFrom,
  writeSchedule,
  type ReservationOnSchedule,
} from './schedule-repository.js';
import type { ScheduleStore } from './schedule-store.js';

/**
 * The reservations from `today` on that the old schedule offered and the new one does not (their day closed, their
 * time no longer a slot then). One already outside the old hours is not the new change's doing and does not count.
 */
function strandedBy(rows: ReservationOnSchedule[], before: HouseSchedule, after: HouseSchedule): ReservationOnSchedule[] {
  const offers = (schedule: HouseSchedule, row: ReservationOnSchedule) => slotsOn(schedule, row.date).includes(row.time);
  return rows.filter((row) => offers(before, row) && !offers(after, row));
}

/**
 * An owner saves the schedule whole, from the version they read (412 when another save came first;
 * docs/decisions.md 110). A save that would leave reservations outside the new hours is not made: the answer lists
 * them.
 */
export async function saveSchedule(
  deps: ServiceDeps,
  schedules: ScheduleStore,
  save: { next: HouseSchedule; expectedVersion: number | undefined; today: string; by: string },
): Promise<{ stranded: ReservationOnSchedule[] } | { version: number }> {
  const { next, expectedVersion, today, by } = save;
  const outcome = await withTransaction(
    deps.pool,
    async (client): Promise<{ stranded: ReservationOnSchedule[] } | { version: number }> => {
      await lockScheduleSaves(client);
      const current = await readSchedule(client);
      if (expectedVersion !== undefined && expectedVersion !== current.version)
        throw new AppError(412, scheduleText['schedule.version.conflict']);
      const stranded = strandedBy(await reservationsFrom(client, today), current, next);
      if (stranded.length > 0) return { stranded };
      const version = await writeSchedule(client, next, current.version, by);
      await recordEvent(client, scheduleChanged, { version });
      return { version };
    },
  );
  if ('version' in outcome) {
    schedules.forget();
    deps.relay?.nudge();
  }
  return outcome;
}
