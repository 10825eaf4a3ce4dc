import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { common } from '@ristorante/contracts';
import type { Pool, PoolClient } from '../db/pool.js';
import { AppError } from './app-error.js';

// A guest's form sends one Idempotency-Key per submission (docs/decisions.md 85): a resend after a lost answer
// gets the first answer, not a second booking or message. Each service keeps its keys in its own
// `idempotency_keys` table, for a day.

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key (one per form submission), or undefined when it sent none. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!keyPattern.test(key)) throw new AppError(400, common['common.idempotency.invalid']);
  return key;
}

/** A stable fingerprint of what was asked: the same key with another request is a mistake, not a repeat. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** A UUID derived from a key, so a repeated submission names the same booking everywhere (seat holds too). */
export function uuidFromKey(scope: string, key: string): string {
  const hex = createHash('sha256').update(`${scope}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

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
