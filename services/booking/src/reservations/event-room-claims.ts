import { catalogEventScheduled, type CatalogEventDeleted, type EventEnvelope } from '@ristorante/contracts';
import { withTransaction, type Pool, type PoolClient } from '@ristorante/kit';
import { lockRoom } from './room-lock.js';
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
}

const toClaim = (row: ClaimRow): EventClaim => ({
  eventId: row.event_id,
  from: new Date(row.starts_at).getTime(),
  to: new Date(row.ends_at).getTime(),
  places: row.places,
  exclusive: row.exclusive,
  title: { de: row.title_de, en: row.title_en },
});

/**
 * The events' claims that share a moment with the window from the instant in `from` to the one in `to` (SQL
 * expressions: parameters or columns), a deleted event's row left out: one statement's text, for reading them
 * alone or beside the seatings in one round trip.
 */
export const eventClaimsSql = (from: string, to: string) =>
  `SELECT event_id, title_de, title_en, starts_at, ends_at, places, exclusive FROM event_room_claims
    WHERE (places > 0 OR exclusive) AND starts_at < ${to} AND ends_at > ${from}
    ORDER BY starts_at, event_id`;

/** Claims as the room's arithmetic reads them. */
export const toClaims = (rows: ClaimRow[]): EventClaim[] => rows.map(toClaim);

/** The events' claims that share a moment with `window`. */
export async function eventClaimsDuring(db: Pool | PoolClient, window: Window): Promise<EventClaim[]> {
  const { rows } = await db.query<ClaimRow>(eventClaimsSql('to_timestamp($1)', 'to_timestamp($2)'), [
    window.from / 1000,
    window.to / 1000,
  ]);
  return toClaims(rows);
}

/**
 * The catalog saved an event (docs/decisions.md 111): its claim on the room replaces the one kept, unless a newer
 * one (or its deletion) is already here. The room is locked for the new hours first, so a table being checked for
 * them right now is stored before, and every later check sees the event.
 */
export async function onEventScheduled(pool: Pool, message: EventEnvelope): Promise<boolean> {
  const claim = catalogEventScheduled.payload.parse(message.payload);
  return withTransaction(pool, async (client) => {
    await lockRoom(client, { from: Date.parse(claim.starts_at), to: Date.parse(claim.ends_at) });
    const { rowCount } = await client.query(
      `INSERT INTO event_room_claims (event_id, version, title_de, title_en, starts_at, ends_at, places, exclusive)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (event_id) DO UPDATE SET version = EXCLUDED.version, title_de = EXCLUDED.title_de,
         title_en = EXCLUDED.title_en, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
         places = EXCLUDED.places, exclusive = EXCLUDED.exclusive
       WHERE event_room_claims.version < EXCLUDED.version`,
      [
        claim.eventId,
        claim.version,
        claim.title_de,
        claim.title_en,
        claim.starts_at,
        claim.ends_at,
        claim.places,
        claim.exclusive,
      ],
    );
    return rowCount === 1;
  });
}

/** Above every version a save can reach: a deleted event's row outranks any late repeat of a save. */
const deletedVersion = 2_147_483_647;

/** A deleted event frees the room: its row stays, claiming nothing, in the transaction that cancels its bookings. */
export async function dropEventClaim(client: PoolClient, event: CatalogEventDeleted): Promise<void> {
  await client.query(
    `INSERT INTO event_room_claims (event_id, version, title_de, title_en, starts_at, ends_at, places, exclusive)
     VALUES ($1, $2, $3, $4, $5, $5, 0, false)
     ON CONFLICT (event_id) DO UPDATE SET version = EXCLUDED.version, ends_at = event_room_claims.starts_at,
       places = 0, exclusive = false`,
    [event.eventId, deletedVersion, event.title_de, event.title_en, event.event_date],
  );
}
