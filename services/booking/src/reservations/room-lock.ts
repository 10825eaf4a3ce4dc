import type { PoolClient } from '@ristorante/kit';
import { floorLockSql } from '../floor/floor-repository.js';
import type { Window } from './seating-windows.js';

/**
 * How long a piece of the room's time is, for locking: fixed, so that every replica cuts the time alike whatever
 * seating length it last read (docs/decisions.md 110); two hours, the usual seating, keeps a booking to two locks.
 */
const lockPieceMinutes = 120;

/**
 * Serializes every change that could share covers with `window` until the transaction ends. The room's time is
 * cut into pieces of two hours, and a change locks the pieces its window touches (two for the usual seating, at
 * most four for the longest): two windows that overlap share an instant, so they share the
 * piece it falls in and wait for each other, while bookings at other times of the evening or on other days do
 * not. The locks are taken in one statement, in order (PostgreSQL calls a volatile function of the select list
 * after sorting), so two changes never wait for each other both ways (docs/decisions.md 108, 110).
 */
export async function lockRoom(client: PoolClient, window: Window): Promise<void> {
  await client.query(roomLockSql(window));
}

/**
 * `lockRoom`'s statement, with its pieces written into it (whole numbers computed here, no guest's text), so that
 * a new booking can send it with its transaction's BEGIN, one round trip for both (docs/decisions.md 162).
 * The floor's lock first, shared (a save of the floor takes it alone, docs/decisions.md 154): the CTE is read
 * once, before the sort, and the pieces' locks are taken after it.
 */
export function roomLockSql(window: Window): string {
  const pieceMs = lockPieceMinutes * 60_000;
  const pieces: number[] = [];
  for (let piece = Math.floor(window.from / pieceMs); piece <= Math.floor((window.to - 1) / pieceMs); piece++) {
    if (!Number.isSafeInteger(piece)) throw new Error(`no lock piece for the window ${window.from}-${window.to}`);
    pieces.push(piece);
  }
  return `WITH floor_lock AS MATERIALIZED (SELECT ${floorLockSql})
      SELECT pg_advisory_xact_lock(hashtext('booking.room'), piece)
        FROM floor_lock, unnest(ARRAY[${pieces.join(',')}]::int[]) AS piece ORDER BY piece`;
}
