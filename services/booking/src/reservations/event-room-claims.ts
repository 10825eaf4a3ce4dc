import type { CatalogEventDeleted, CatalogEventScheduled, RoomEvent } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import type { EventClaim, Window } from './seating-windows.js';

/** A claim as stored (timestamps as JSON text when read through `json_agg`). */
export interface ClaimRow {
  event_id: string;
  title_de: string;
  title_en: string;
  starts_at: Date | string;
  ends_at: Date | string;
  places: number;
  exclusive: boolean;
  table_ids: string[];
  area_ids: string[];
}

/** A stored claim as the room's arithmetic reads it. */
export const toClaim = (row: ClaimRow): EventClaim => ({
  eventId: row.event_id,
  from: new Date(row.starts_at).getTime(),
  to: new Date(row.ends_at).getTime(),
  places: row.places,
  exclusive: row.exclusive,
  title: { de: row.title_de, en: row.title_en },
  tableIds: row.table_ids,
  areaIds: row.area_ids,
});

/**
 * The events' claims that share a moment with the window from the instant in `from` to the one in `to` (SQL
 * expressions: parameters or columns), a deleted event's row left out: one statement's text, for reading them
 * alone or beside the seatings in one round trip.
 */
export const eventClaimsSql = (from: string, to: string) =>
  `SELECT event_id, title_de, title_en, starts_at, ends_at, places, exclusive, table_ids, area_ids FROM event_room_claims
    WHERE (places > 0 OR exclusive OR cardinality(table_ids) > 0 OR cardinality(area_ids) > 0)
      AND starts_at < ${to} AND ends_at > ${from}
    ORDER BY starts_at, event_id`;

/**
 * A claim as the availability answer and the day sheet show it; the tables and areas staff gave it only for staff
 * (`withTables`: guests never see the floor, docs/decisions.md 154).
 */
export const roomEventOf = (claim: EventClaim, options: { withTables?: boolean } = {}): RoomEvent => ({
  eventId: claim.eventId,
  title_de: claim.title.de,
  title_en: claim.title.en,
  starts_at: new Date(claim.from).toISOString(),
  ends_at: new Date(claim.to).toISOString(),
  places: claim.places,
  exclusive: claim.exclusive,
  ...(options.withTables ? { tableIds: claim.tableIds ?? [], areaIds: claim.areaIds ?? [] } : {}),
});

/** The events' claims that share a moment with `window`. */
export async function eventClaimsDuring(db: Pool | PoolClient, window: Window): Promise<EventClaim[]> {
  const { rows } = await db.query<ClaimRow>(eventClaimsSql('to_timestamp($1)', 'to_timestamp($2)'), [
    window.from / 1000,
    window.to / 1000,
  ]);
  return rows.map(toClaim);
}

/**
 * Keeps an event's claim on the room as the catalog last saved it (docs/decisions.md 111), unless a newer one (or
 * its deletion) is already here; whether it was kept. No lock: a claim refuses no one, so a table checked while
 * it is written is as if checked just before it, and every check that starts after it reads it.
 */
export async function keepEventClaim(db: Pool | PoolClient, claim: CatalogEventScheduled): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO event_room_claims (event_id, version, title_de, title_en, starts_at, ends_at, places, exclusive)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (event_id) DO UPDATE SET version = EXCLUDED.version, title_de = EXCLUDED.title_de,
       title_en = EXCLUDED.title_en, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
       places = EXCLUDED.places, exclusive = EXCLUDED.exclusive
     WHERE event_room_claims.version < EXCLUDED.version`,
    [claim.eventId, claim.version, claim.title_de, claim.title_en, claim.starts_at, claim.ends_at, claim.places, claim.exclusive],
  );
  return rowCount === 1;
}

/** Above every version a save can reach: a deleted event's row outranks any late repeat of a save. */
const deletedVersion = 2_147_483_647;

/** A deleted event frees the room: its row stays, claiming nothing, in the transaction that cancels its bookings. */
export async function dropEventClaim(client: PoolClient, event: CatalogEventDeleted): Promise<void> {
  await client.query(
    `INSERT INTO event_room_claims (event_id, version, title_de, title_en, starts_at, ends_at, places, exclusive)
     VALUES ($1, $2, $3, $4, $5, $5, 0, false)
     ON CONFLICT (event_id) DO UPDATE SET version = EXCLUDED.version, ends_at = event_room_claims.starts_at,
       places = 0, exclusive = false, table_ids = '{}', area_ids = '{}'`,
    [event.eventId, deletedVersion, event.title_de, event.title_en, event.event_date],
  );
}

/** An event's claim, locked for staff to give it tables (docs/decisions.md 161); none for a deleted event. */
export async function lockEventClaim(client: PoolClient, eventId: string): Promise<EventClaim | undefined> {
  const { rows } = await client.query<ClaimRow>(
    `SELECT event_id, title_de, title_en, starts_at, ends_at, places, exclusive, table_ids, area_ids FROM event_room_claims
      WHERE event_id = $1 AND ends_at > starts_at FOR UPDATE`,
    [eventId],
  );
  return rows[0] && toClaim(rows[0]);
}

/** Keeps the tables and areas staff gave an event; the catalog's later saves of it leave them as they are. */
export async function giveClaimTables(
  client: PoolClient,
  eventId: string,
  tables: { tableIds: string[]; areaIds: string[] },
): Promise<void> {
  await client.query('UPDATE event_room_claims SET table_ids = $2, area_ids = $3 WHERE event_id = $1', [
    eventId,
    tables.tableIds,
    tables.areaIds,
  ]);
}
