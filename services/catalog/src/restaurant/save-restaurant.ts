import {
  catalogRestaurantChanged,
  restaurantText,
  type PublishedRestaurant,
  type RestaurantDetails,
} from '@ristorante/contracts';
import { AppError, recordEvent, withTransaction, type ServiceDeps } from '@ristorante/kit';
import { lockRestaurantSaves, readRestaurant, writeRestaurant } from './restaurant-repository.js';

/**
 * An owner saves the restaurant's details whole, from the version they read (If-Match; 412 when another save came
 * first, docs/decisions.md 87, 148). Without If-Match the save goes over whatever is there. The saved details go out
 * on the bus in the same transaction (149): the renderer renders the pages, the notification worker keeps them.
 */
export async function saveRestaurant(
  deps: Pick<ServiceDeps, 'pool' | 'relay'>,
  save: { details: RestaurantDetails; expectedVersion: number | undefined; by: string },
): Promise<PublishedRestaurant> {
  const saved = await withTransaction(deps.pool, async (client) => {
    await lockRestaurantSaves(client);
    const current = await readRestaurant(client);
    if (save.expectedVersion !== undefined && save.expectedVersion !== current.version)
      throw new AppError(412, restaurantText['restaurant.version.conflict']);
    const version = await writeRestaurant(client, save.details, current.version, save.by);
    await recordEvent(client, catalogRestaurantChanged, { ...save.details, version });
    return { ...save.details, version };
  });
  deps.relay?.nudge();
  return saved;
}
