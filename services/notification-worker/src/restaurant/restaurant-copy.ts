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
  const { rows } = await db.query<{ restaurant: KeptCopy | null }>(`SELECT ${restaurantCopySql} AS restaurant`);
  return restaurantOf(rows[0]!.restaurant);
}

/**
 * The kept details with what tells one saving from another, as a column of the caller's statement (the worker reads
 * them with its claim of the event, one round trip for both).
 */
export const restaurantCopySql = `(SELECT json_build_object('stamp', version || '@' || extract(epoch FROM updated_at), 'document', document)
    FROM restaurant_details)`;
export interface KeptCopy {
  stamp: string;
  document: unknown;
}

/**
 * The details of a kept copy (`restaurantCopySql`), parsed once per saving: every event names them, and they change
 * when the owner saves. Stamps, not versions alone: a test process talks to several databases.
 */
const parsed = new Map<string, RestaurantDetails>();
export function restaurantOf(kept: KeptCopy | null): RestaurantDetails {
  if (!kept) return defaultRestaurantDetails;
  const known = parsed.get(kept.stamp);
  if (known) return known;
  const details = restaurantDetailsSchema.parse(kept.document);
  if (parsed.size >= 16) parsed.clear();
  parsed.set(kept.stamp, details);
  return details;
}
