import type { Express } from 'express';
import { catalogText, menuAvailabilitySchema, menuItemInputSchema } from '@ristorante/contracts';
import { AppError, expectedVersionOf, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { briefCacheControl, changeContent, refuseStaleOrMissing } from '../http/catalog-http.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { deleteMenuItem, insertMenuItem, listMenuItems, setMenuItemAvailability, updateMenuItem } from './menu-repository.js';

const notFound = catalogText['catalog.menuItem.notFound'];

export function mountMenuRoutes(app: Express, deps: ServiceDeps, cache: PublicReadCache): void {
  app.get('/api/menu', async (req, res) => {
    await cache.send(req, res, 'menu', briefCacheControl, () => listMenuItems(deps.pool));
  });

  app.post('/api/menu', async (req, res) => {
    const fields = menuItemInputSchema.parse(req.body);
    const item = await changeContent(deps, 'menu', 'created', async (client) => {
      const created = await insertMenuItem(client, fields);
      return { id: created.id, result: created };
    });
    cache.invalidate('menu');
    res.status(201).json(item);
  });

  app.put('/api/menu/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const fields = menuItemInputSchema.parse(req.body);
    const expected = expectedVersionOf(req, catalogText['catalog.version.invalid']);
    const item = await changeContent(deps, 'menu', 'updated', async (client) => {
      const updated = await updateMenuItem(client, id, fields, expected);
      return updated ? { id, result: updated } : refuseStaleOrMissing(client, 'menu_items', id, notFound);
    });
    cache.invalidate('menu');
    res.json(item);
  });

  app.patch('/api/menu/:id/availability', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { isAvailable } = menuAvailabilitySchema.parse(req.body);
    const item = await changeContent(deps, 'menu', 'updated', async (client) => {
      const updated = await setMenuItemAvailability(client, id, isAvailable);
      return updated && { id, result: updated };
    });
    if (!item) throw new AppError(404, notFound);
    cache.invalidate('menu');
    res.json(item);
  });

  app.delete('/api/menu/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const deleted = await changeContent(deps, 'menu', 'deleted', async (client) =>
      (await deleteMenuItem(client, id)) ? { id, result: true } : undefined,
    );
    if (!deleted) throw new AppError(404, notFound);
    cache.invalidate('menu');
    res.status(204).end();
  });
}
