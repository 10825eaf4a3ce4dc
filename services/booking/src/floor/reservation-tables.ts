import type { ReservationTable } from '@ristorante/contracts';
import type { PoolClient } from '@ristorante/kit';
import type { Place } from './table-assignment.js';

/**
 * Seats a reservation at a place (docs/decisions.md 155), or at none (`undefined`: a large party's request until
 * staff confirm it, a booking squeezed in over a full floor): the tables it held and holds no more are let go, in
 * one statement. Called under the room's locks, by the change that found the place. Answers the tables as staff
 * answers carry them.
 */
export async function seatReservation(
  client: PoolClient,
  reservationId: string,
  place: Place | undefined,
): Promise<ReservationTable[]> {
  await client.query({
    name: 'booking.seat-reservation',
    text: `WITH gone AS (DELETE FROM reservation_tables WHERE reservation_id = $1 AND NOT (table_id = ANY ($2::uuid[])))
      ${seatNewReservationSql('$1', '$2', '$3')}
      ON CONFLICT (reservation_id, table_id) DO UPDATE SET table_name = EXCLUDED.table_name, position = EXCLUDED.position`,
    values: [reservationId, place?.tableIds ?? [], place?.tableNames ?? []],
  });
  return tablesOf(place);
}

/**
 * The statement that seats a reservation at tables (ids and names as arrays, in the combination's order), with its
 * values where the caller's statement holds them: a new reservation is seated in the statement that stores it.
 */
export const seatNewReservationSql = (reservationId: string, tableIds: string, tableNames: string) =>
  `INSERT INTO reservation_tables (reservation_id, table_id, table_name, position)
      SELECT ${reservationId}, t.id, t.name, t.position
        FROM unnest(${tableIds}::uuid[], ${tableNames}::text[]) WITH ORDINALITY AS t(id, name, position)`;

/** The tables of a place as staff answers carry them. */
export const tablesOf = (place: Pick<Place, 'tableIds' | 'tableNames'> | undefined): ReservationTable[] =>
  (place?.tableIds ?? []).map((id, index) => ({ id, name: place!.tableNames[index]! }));
