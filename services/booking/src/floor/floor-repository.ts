import { floorSchema, type Floor } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

/** The floor as saved (docs/decisions.md 154); parsed on the way out, so a document of an older shape gains the defaults. */
export async function readFloor(db: Pool | PoolClient): Promise<{ floor: Floor; stamp: string }> {
  const { rows } = await db.query<{ document: object; version: number; stamp: string }>({
    name: 'booking.read-floor',
    text: `SELECT document, version, ${floorStampSql} AS stamp FROM floor`,
  });
  const row = rows[0]!;
  return { floor: floorSchema.parse({ ...row.document, version: row.version }), stamp: row.stamp };
}

/**
 * What tells one saved floor from another: its version and the moment it was saved (versions alone repeat across
 * the databases one test process may talk to).
 */
export const floorStampSql = "(SELECT version || '@' || extract(epoch FROM updated_at) FROM floor)";

/** The stamp of the floor in force, for a check that keeps the parsed floor in memory. */
export async function floorStamp(db: Pool | PoolClient): Promise<string> {
  const { rows } = await db.query<{ stamp: string }>({ name: 'booking.floor-stamp', text: `SELECT ${floorStampSql} AS stamp` });
  return rows[0]!.stamp;
}

/**
 * Every change that seats a party takes this lock shared (with the room's time locks, `lockRoom`); a save of the
 * floor takes it alone, so it sees every seating made before it and none is made on a floor it is replacing.
 */
export const floorLockSql = "pg_advisory_xact_lock_shared(hashtext('booking.floor'), 0)";
export async function lockFloorForSave(client: PoolClient): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('booking.floor'), 0)");
}

/** Saves the floor as the next version; its tables' new names follow into the reservations seated at them. */
export async function writeFloor(client: PoolClient, floor: Omit<Floor, 'version'>, version: number, by: string): Promise<void> {
  await client.query('UPDATE floor SET document = $1, version = $2, updated_at = now(), updated_by = $3', [floor, version, by]);
  await client.query(
    `UPDATE reservation_tables rt SET table_name = t.name
       FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, name text)
      WHERE rt.table_id = t.id AND rt.table_name <> t.name`,
    [JSON.stringify(floor.tables.map((table) => ({ id: table.id, name: table.name })))],
  );
}
