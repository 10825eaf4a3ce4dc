import type { Express } from 'express';
import { restaurantDetailsSchema, restaurantText } from '@ristorante/contracts';
import { adminOf, expectedVersionOf, type ServiceDeps } from '@ristorante/kit';
import { readRestaurant } from './restaurant-repository.js';
import { saveRestaurant } from './save-restaurant.js';

/**
 * The restaurant's details (docs/decisions.md 148): anyone reads them (`GET /api/restaurant`: the pages, the mails);
 * an owner reads them to edit, never from a cache, and saves them whole from the version read (If-Match).
 */
export function mountRestaurantRoutes(app: Express, deps: ServiceDeps): void {
  app.get('/api/restaurant', async (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=10, stale-while-revalidate=30').json(await readRestaurant(deps.pool));
  });

  app.get('/api/admin/restaurant', async (_req, res) => {
    res.setHeader('cache-control', 'no-store').json(await readRestaurant(deps.pool));
  });

  app.put('/api/admin/restaurant', async (req, res) => {
    const expectedVersion = expectedVersionOf(req, restaurantText['restaurant.version.invalid']);
    const details = restaurantDetailsSchema.parse(req.body);
    const saved = await saveRestaurant(deps, { details, expectedVersion, by: adminOf(res).email });
    res.setHeader('cache-control', 'no-store').json(saved);
  });
}
