import {
  defaultHouseSchedule,
  houseScheduleSchema,
  type HouseSchedule,
  type PublishedSchedule,
  type StrandedReservations,
} from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

/** The schedule in force: what the owner last saved, or the opening defaults as version 0 (docs/decisions.md 110). */
export async function readSchedule(db: Pool | PoolClient, options: { forUpdate?: boolean } = {}): Promise<PublishedSchedule> {
  const { rows } = await db.query<{ document: unknown; version: number }>(
    `SELECT document, version FROM house_schedule${options.forUpdate ? ' FOR UPDATE' : ''}`,
  );
  const row = rows[0];
  // Parsed again on the way out: a document saved by an older version gains the defaults of fields added since.
  return row ? { ...houseScheduleSchema.parse(row.document), version: row.version } : { ...defaultHouseSchedule, version: 0 };
}

/**
 * Saves a schedule as the next version after `current` (read FOR UPDATE in the same transaction, or version 0 when
 * none is stored: a second owner saving the first version at the same moment fails the primary key and retries as
 * a conflict).
 */
export async function writeSchedule(
  client: PoolClient,
  schedule: HouseSchedule,
  currentVersion: number,
  by: string,
): Promise<number> {
  const version = currentVersion + 1;
  if (currentVersion === 0) {
    await client.query('INSERT INTO house_schedule (document, version, updated_by) VALUES ($1, $2, $3)', [schedule, version, by]);
  } else {
    await client.query('UPDATE house_schedule SET document = $1, version = $2, updated_at = now(), updated_by = $3', [
      schedule,
      version,
      by,
    ]);
  }
  return version;
}

/** One save at a time, until the transaction ends: the first version has no row to lock. */
export async function lockScheduleSaves(client: PoolClient): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('booking.schedule'))");
}

export type ReservationOnSchedule = StrandedReservations['stranded'][number];

/** The reservations from `today` on that still hold a seating (not cancelled), in the order of the day. */
export async function reservationsFrom(client: PoolClient, today: string): Promise<ReservationOnSchedule[]> {
  const { rows } = await client.query<ReservationOnSchedule>(
    `SELECT id, name, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, guests, status
       FROM reservations WHERE date >= $1 AND status IN ('pending', 'confirmed', 'seated') ORDER BY date, time, created_at`,
    [today],
  );
  return rows;
}
