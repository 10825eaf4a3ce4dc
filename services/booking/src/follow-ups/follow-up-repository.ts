import type { PoolClient, QueryRow } from '@ristorante/kit';

/** The follow-ups a reservation or an event booking can be due for, each done once (docs/decisions.md 114). */
export type FollowUp = 'escalate' | 'notice' | 'remind' | 'depositRemind';

/** The column that says a follow-up was done: the same in both tables. */
const doneColumn: Record<FollowUp, string> = {
  escalate: 'escalated_at',
  notice: 'guest_told_pending_at',
  remind: 'reminded_at',
  depositRemind: 'deposit_reminded_at',
};

/** When each follow-up falls due for a row of one table: a condition on $1 (now) and $2 (the setting). */
export type FollowUpDue = Record<FollowUp, string>;

/** The table to claim from, the columns to answer, and its conditions of when a follow-up falls due. */
export interface FollowUpTable {
  table: 'reservations' | 'event_bookings';
  columns: string;
  due: FollowUpDue;
}

/**
 * Marks up to 100 rows whose `followUp` is due at `now` as done and answers them (their columns, and when they
 * became pending), in the caller's transaction; replicas skip each other's rows. `setting` is the minutes
 * (escalate, notice) or the Berlin time of day (remind). Reservations and event bookings alike.
 */
export async function claimDueRows<Row extends QueryRow>(
  client: PoolClient,
  { table, columns, due }: FollowUpTable,
  followUp: FollowUp,
  now: Date,
  setting: number | string,
): Promise<Array<Row & { pending_since: Date }>> {
  const { rows } = await client.query<Row & { pending_since: Date }>(
    `WITH due AS (SELECT id AS due_id FROM ${table} WHERE ${due[followUp]} ORDER BY due_id LIMIT 100 FOR UPDATE SKIP LOCKED)
     UPDATE ${table} SET ${doneColumn[followUp]} = $1 FROM due WHERE id = due.due_id RETURNING ${columns}, pending_since`,
    [now, setting],
  );
  return rows;
}
