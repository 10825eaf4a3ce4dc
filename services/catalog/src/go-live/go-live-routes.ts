import type { Express } from 'express';
import type { ServiceDeps } from '@ristorante/kit';
import { checkGoLive } from './go-live-check.js';

/** `GET /api/admin/go-live`: what still holds a stand-in (docs/decisions.md 149), never from a cache. */
export function mountGoLiveRoutes(app: Express, deps: ServiceDeps): void {
  app.get('/api/admin/go-live', async (_req, res) => {
    res.setHeader('cache-control', 'no-store').json(await checkGoLive(deps.pool));
  });
}
