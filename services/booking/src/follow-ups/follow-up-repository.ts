import type { PoolClient, QueryRow } from '@ristorante/kit';

/** The follow-ups a reservation or an event booking can be due for, each done once (docs/decisions.md 114). */
export type FollowUp = 'escalate' | 'notice' | 'remind';

/** When one follow-up falls due for a row: the column that marks it done, and the condition ($1 now, $2 the setting). */
export interface FollowUpDue {
  column: string;
  where: string;
}

/**
 * Marks up to 100 rows of `table` whose follow-up is `due` at `now` as done and answers them (`columns`, and when
 * they became pending), in the caller's transaction; replicas skip each other's rows. `setting` is the minutes
 * (escalate, notice) or the Berlin time of day (remind). Reservations and event bookings alike (docs/decisions.md 114).
 */
export async function claimDueRows<Row extends QueryRow>(
  client: PoolClient,
  table: 'reservations' | 'event_bookings',
  columns: string,
  due: FollowUpDue,
  now: Date,
  setting: number | string,
): Promise<Array<Row & { pending_since: Date }>> {
  const { rows } = await client.query<Row & { pending_since: Date }>(
    `WITH due AS (SELECT id AS due_id FROM ${table} WHERE ${due.where} ORDER BY due_id LIMIT 100 FOR UPDATE SKIP LOCKED)
     UPDATE ${table} SET ${due.column} = $1 FROM due WHERE id = due.due_id RETURNING ${columns}, pending_since`,
    [now, setting],
  );
  return rows;
}
