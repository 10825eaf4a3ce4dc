import type { Express } from 'express';
import type { Pool } from '@ristorante/kit';
import { listMenuItems } from './menu-repository.js';

export function mountMenuRoutes(app: Express, pool: Pool): void {
  app.get('/api/menu', async (_req, res) => {
    res.json(await listMenuItems(pool));
  });
}
