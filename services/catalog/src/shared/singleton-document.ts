import type { Pool, PoolClient } from '@ristorante/kit';

/**
 * A one-row document the owner saves whole, with a version for If-Match (docs/decisions.md 148, 152): the
 * restaurant's details and the home page's texts. Its table has `singleton`, `document`, `version`, `updated_at`
 * and `updated_by`; no row means nothing was saved yet, and the first install's document is version 0.
 */
export interface SingletonDocument<T> {
  table: 'restaurant_details' | 'home_content';
  /** Parses what is stored (a document saved by an older version gains the defaults of fields added since). */
  parse: (stored: unknown) => T;
  /** The first install's, answered as version 0 until the owner saves. */
  defaults: T;
}

/** The document in force and its version. */
export async function readSingleton<T>(db: Pool | PoolClient, kind: SingletonDocument<T>): Promise<T & { version: number }> {
  const { rows } = await db.query<{ document: unknown; version: number }>(`SELECT document, version FROM ${kind.table}`);
  const row = rows[0];
  return row ? { ...kind.parse(row.document), version: row.version } : { ...kind.defaults, version: 0 };
}

/** Saves the document as the next version after `currentVersion` (0: none stored yet, so the row is inserted). */
export async function writeSingleton<T>(
  client: PoolClient,
  kind: SingletonDocument<T>,
  document: T,
  currentVersion: number,
  by: string,
): Promise<number> {
  const version = currentVersion + 1;
  if (currentVersion === 0) {
    await client.query(`INSERT INTO ${kind.table} (document, version, updated_by) VALUES ($1, $2, $3)`, [document, version, by]);
  } else {
    await client.query(`UPDATE ${kind.table} SET document = $1, version = $2, updated_at = now(), updated_by = $3`, [
      document,
      version,
      by,
    ]);
  }
  return version;
}

/** One save at a time, until the transaction ends: the first version has no row to lock. */
export async function lockSingleton(client: PoolClient, kind: Pick<SingletonDocument<unknown>, 'table'>): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`catalog.${kind.table}`]);
}
