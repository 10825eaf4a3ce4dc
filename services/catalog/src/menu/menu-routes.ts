import type { Express } from 'express';
import { catalogText, menuAvailabilitySchema, menuItemInputSchema } from '@ristorante/contracts';
import { uuidParam, type ServiceDeps } from '@ristorante/kit';
import { briefCacheControl } from '../http/catalog-http.js';
import { mountContentEdits } from '../http/content-edit-routes.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { addMenuItem, removeMenuItem, saveMenuItem, setMenuItemAvailable } from './menu-edits.js';
import { listMenuItems } from './menu-repository.js';

const notFound = catalogText['catalog.menuItem.notFound'];

export function mountMenuRoutes(app: Express, deps: ServiceDeps, cache: PublicReadCache): void {
  const content = { ...deps, readCache: cache };

  app.get('/api/menu', async (req, res) => {
    await cache.send(req, res, 'menu', briefCacheControl, () => listMenuItems(deps.pool));
  });

  mountContentEdits(app, '/api/menu', menuItemInputSchema, notFound, {
    add: (fields) => addMenuItem(content, fields),
    save: (id, fields, expected) => saveMenuItem(content, id, fields, expected),
    remove: (id) => removeMenuItem(content, id),
  });

  app.patch('/api/menu/:id/availability', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { isAvailable } = menuAvailabilitySchema.parse(req.body);
    res.json(await setMenuItemAvailable(content, id, isAvailable));
  });
}
