import type { Floor } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import { floorStamp, readFloor } from './floor-repository.js';

/**
 * The floor as this process's checks read it (docs/decisions.md 154): parsed once per saved version. A booking
 * check asks for the stamp it read under its locks, so it never seats a party on a floor that was replaced; the
 * availability answer and the day sheet read whatever is current. A few stamps are kept (tests talk to several
 * databases from one process).
 */
const kept = new Map<string, Floor>();

/** The floor saved as `stamp`, read through `db` when this process has not kept it. */
export async function floorAt(db: Pool | PoolClient, stamp: string): Promise<Floor> {
  const found = kept.get(stamp);
  if (found) return found;
  const read = await readFloor(db);
  if (kept.size >= 16) kept.clear();
  kept.set(read.stamp, read.floor);
  return read.floor;
}

/** The floor in force now. */
export async function currentFloor(db: Pool | PoolClient): Promise<Floor> {
  return floorAt(db, await floorStamp(db));
}
