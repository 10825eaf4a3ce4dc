import type { PoolClient } from '@ristorante/kit';

/** What guests send through the forms: kept alike, and so are their stored client addresses (docs/decisions.md 60). */
export type FormTable = 'contact_messages' | 'feedback';

/** Deletes what was sent more than `days` ago; answers how many rows went. */
export async function deleteSentBefore(client: PoolClient, table: FormTable, days: number): Promise<number> {
  const { rowCount } = await client.query(`DELETE FROM ${table} WHERE created_at < now() - $1::int * interval '1 day'`, [days]);
  return rowCount ?? 0;
}

/** Removes the client address of what was sent more than `days` ago; answers from how many rows. */
export async function removeAddressesBefore(client: PoolClient, table: FormTable, days: number): Promise<number> {
  const { rowCount } = await client.query(
    `UPDATE ${table} SET ip = NULL WHERE ip IS NOT NULL AND created_at < now() - $1::int * interval '1 day'`,
    [days],
  );
  return rowCount ?? 0;
}

/** A data request's address is personal data too: it goes when its link expires (docs/decisions.md 116). */
export async function deleteExpiredDataRequests(client: PoolClient): Promise<void> {
  await client.query('DELETE FROM data_requests WHERE expires_at < now()');
}
