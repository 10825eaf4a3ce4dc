import { fileURLToPath } from 'node:url';
import { adminRoutesOf } from '@ristorante/contracts';
import { answerNotBuiltYet, startService, type RunningService, type StartServiceOptions } from '@ristorante/kit';
import { mountMenuRoutes } from './menu/menu-routes.js';

export const catalogSchema = 'catalog';

/** Menu, gallery and events: the restaurant's content. Reads are public; writes are the staff's. */
export function startCatalog(options: Pick<StartServiceOptions, 'config' | 'bus' | 'logger' | 'host'>): Promise<RunningService> {
  return startService({
    ...options,
    name: 'catalog',
    schema: catalogSchema,
    migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
    adminRoutes: adminRoutesOf('catalog'),
    routes: (app, { pool }) => {
      mountMenuRoutes(app, pool);
      answerNotBuiltYet(app, [
        'POST /api/menu',
        'PUT /api/menu/:id',
        'DELETE /api/menu/:id',
        'GET /api/gallery',
        'POST /api/gallery',
        'POST /api/gallery/upload',
        'PUT /api/gallery/:id',
        'DELETE /api/gallery/:id',
        'GET /api/events',
        'POST /api/events',
        'GET /api/events/:id',
        'PUT /api/events/:id',
        'DELETE /api/events/:id',
      ]);
    },
  });
}
