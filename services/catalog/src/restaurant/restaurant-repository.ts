import {
  defaultRestaurantDetails,
  restaurantDetailsSchema,
  type PublishedRestaurant,
  type RestaurantDetails,
} from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

/** The details in force: what the owner last saved, or the first install's as version 0 (docs/decisions.md 148). */
export async function readRestaurant(db: Pool | PoolClient): Promise<PublishedRestaurant> {
  const { rows } = await db.query<{ document: unknown; version: number }>('SELECT document, version FROM restaurant_details');
  const row = rows[0];
  // Parsed again on the way out: a document saved by an older version gains the defaults of fields added since.
  return row
    ? { ...restaurantDetailsSchema.parse(row.document), version: row.version }
    : { ...defaultRestaurantDetails, version: 0 };
}

/** Saves the details as the next version after `currentVersion` (0: none stored yet, so the row is inserted). */
export async function writeRestaurant(
  client: PoolClient,
  details: RestaurantDetails,
  currentVersion: number,
  by: string,
): Promise<number> {
  const version = currentVersion + 1;
  if (currentVersion === 0) {
    await client.query('INSERT INTO restaurant_details (document, version, updated_by) VALUES ($1, $2, $3)', [
      details,
      version,
      by,
    ]);
  } else {
    await client.query('UPDATE restaurant_details SET document = $1, version = $2, updated_at = now(), updated_by = $3', [
      details,
      version,
      by,
    ]);
  }
  return version;
}

/** One save at a time, until the transaction ends: the first version has no row to lock. */
export async function lockRestaurantSaves(client: PoolClient): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('catalog.restaurant'))");
}
