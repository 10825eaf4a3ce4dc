import type { Express } from 'express';
import { guestListQuerySchema, guestMergeSchema, guestProfilePatchSchema, guestProfileText } from '@ristorante/contracts';
import { AppError, sendList, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { listGuests, readGuest, updateGuest } from './guest-repository.js';
import { mergeGuestProfiles } from './merge-guests.js';

const notFound = guestProfileText['guestProfile.notFound'];

/** The guests screen's API (docs/decisions.md 163): list and search, a profile with its history, notes and tags, merge. */
export function mountGuestRoutes(app: Express, deps: ServiceDeps): void {
  const { pool } = deps;

  app.get('/api/admin/guests', async (req, res) => {
    const query = guestListQuerySchema.parse(req.query);
    const { items, total } = await listGuests(pool, query);
    res.setHeader('cache-control', 'no-store');
    sendList(res, items, { 'x-total-count': total });
  });

  app.get('/api/admin/guests/:id', async (req, res) => {
    const guest = await readGuest(pool, uuidParam(req.params.id, notFound));
    if (!guest) throw new AppError(404, notFound);
    res.setHeader('cache-control', 'no-store').json(guest);
  });

  app.patch('/api/admin/guests/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const patch = guestProfilePatchSchema.parse(req.body);
    if (!(await updateGuest(pool, id, patch))) throw new AppError(404, notFound);
    res.json(await readGuest(pool, id));
  });

  app.post('/api/admin/guests/:id/merge', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const { otherId } = guestMergeSchema.parse(req.body);
    res.json(await mergeGuestProfiles(pool, id, otherId));
  });
}
