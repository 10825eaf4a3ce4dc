import { withTransaction, type Pool } from '@ristorante/kit';
import { deleteReservation } from './reservation-repository.js';

/** Staff remove a reservation entirely (its links and records go with it); false when there was none. */
export function removeReservation(pool: Pool, id: string): Promise<boolean> {
  return withTransaction(pool, (client) => deleteReservation(client, id));
}
