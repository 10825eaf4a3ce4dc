import type { Express } from 'express';
import { homeContentSchema, homeText } from '@ristorante/contracts';
import { adminOf, expectedVersionOf, type ServiceDeps } from '@ristorante/kit';
import { readHome } from './home-repository.js';
import { saveHome } from './save-home.js';

/**
 * The home page's texts (docs/decisions.md 152): anyone reads them (`GET /api/home`, the rendered home page); an
 * owner reads them to edit, never from a cache, and saves them whole from the version read (If-Match).
 */
export function mountHomeRoutes(app: Express, deps: ServiceDeps): void {
  app.get('/api/home', async (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=10, stale-while-revalidate=30').json(await readHome(deps.pool));
  });

  app.get('/api/admin/home', async (_req, res) => {
    res.setHeader('cache-control', 'no-store').json(await readHome(deps.pool));
  });

  app.put('/api/admin/home', async (req, res) => {
    const expectedVersion = expectedVersionOf(req, homeText['homeContent.version.invalid']);
    const content = homeContentSchema.parse(req.body);
    const saved = await saveHome(deps, { content, expectedVersion, by: adminOf(res).email });
    res.setHeader('cache-control', 'no-store').json(saved);
  });
}
