import {
  defaultRestaurantDetails,
  restaurantDetailsSchema,
  type PublishedRestaurant,
  type RestaurantDetails,
} from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import { lockSingleton, readSingleton, writeSingleton, type SingletonDocument } from '../shared/singleton-document.js';

const restaurant: SingletonDocument<RestaurantDetails> = {
  table: 'restaurant_details',
  // Parsed again on the way out: a document saved by an older version gains the defaults of fields added since.
  parse: (stored) => restaurantDetailsSchema.parse(stored),
  defaults: defaultRestaurantDetails,
};

/** The details in force: what the owner last saved, or the first install's as version 0 (docs/decisions.md 148). */
export function readRestaurant(db: Pool | PoolClient): Promise<PublishedRestaurant> {
  return readSingleton(db, restaurant);
}

/** Saves the details as the next version after `currentVersion` (0: none stored yet, so the row is inserted). */
export function writeRestaurant(
  client: PoolClient,
  details: RestaurantDetails,
  currentVersion: number,
  by: string,
): Promise<number> {
  return writeSingleton(client, restaurant, details, currentVersion, by);
}

/** One save at a time, until the transaction ends: the first version has no row to lock. */
export function lockRestaurantSaves(client: PoolClient): Promise<void> {
  return lockSingleton(client, restaurant);
}
