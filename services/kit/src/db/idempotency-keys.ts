import { common } from '@ristorante/contracts';
import { AppError } from '../http/app-error.js';
import type { Pool, PoolClient } from './pool.js';

// The keys of docs/decisions.md 85, kept in each service's own `idempotency_keys` table: claimed inside the
// transaction of the use case they guard, so the stored answer commits (or rolls back) with its work.

export type Claimed = { kind: 'first' } | { kind: 'repeat'; status: number | null; body: unknown };

/**
 * Claims a key inside the caller's transaction. A concurrent request with the same key waits on the row until
 * this transaction ends: after a commit it finds the stored answer, after a rollback it claims the key itself.
 */
export async function claimKey(client: PoolClient, scope: string, key: string, hash: string): Promise<Claimed> {
  const inserted = await client.query(
    'INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [scope, key, hash],
  );
  if (inserted.rowCount === 1) return { kind: 'first' };
  const { rows } = await client.query<{ request_hash: string; response_status: number | null; response_body: unknown }>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const row = rows[0]!;
  if (row.request_hash !== hash) throw new AppError(422, common['common.idempotency.reused']);
  return { kind: 'repeat', status: row.response_status, body: row.response_body };
}

export async function storeAnswer(client: PoolClient, scope: string, key: string, status: number, body: unknown): Promise<void> {
  await client.query('UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE scope = $1 AND key = $2', [
    scope,
    key,
    status,
    JSON.stringify(body),
  ]);
}

/** Lets a key go after its attempt failed (refused, no event), so the guest can try again with other details. */
export async function forgetKey(client: Pool | PoolClient, scope: string, key: string, hash: string): Promise<void> {
  await client.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND request_hash = $3', [scope, key, hash]);
}

/** A key only has to outlive a client's resend (docs/decisions.md 85): the retention jobs drop those a day old. */
export async function deleteOldIdempotencyKeys(client: Pool | PoolClient): Promise<void> {
  await client.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'");
}
