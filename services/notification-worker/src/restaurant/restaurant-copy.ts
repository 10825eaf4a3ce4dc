import {
  defaultRestaurantDetails,
  restaurantDetailsSchema,
  type CatalogRestaurantChange,
  type RestaurantDetails,
} from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

/**
 * Keeps the details the catalog announced, unless a newer version is already kept (a late repeat of an older
 * announcement changes nothing; docs/decisions.md 149).
 */
export async function keepRestaurant(client: PoolClient, change: CatalogRestaurantChange): Promise<void> {
  const { version, ...details } = change;
  await client.query(
    `INSERT INTO restaurant_details (document, version) VALUES ($1, $2)
     ON CONFLICT (singleton) DO UPDATE SET document = EXCLUDED.document, version = EXCLUDED.version, updated_at = now()
     WHERE restaurant_details.version < EXCLUDED.version`,
    [details, version],
  );
}

/** The details mails name: the newest announced, or the first install's when none was. */
export async function readRestaurantCopy(db: Pool | PoolClient): Promise<RestaurantDetails> {
  const { rows } = await db.query<{ document: unknown }>('SELECT document FROM restaurant_details');
  return rows[0] ? restaurantDetailsSchema.parse(rows[0].document) : defaultRestaurantDetails;
}
