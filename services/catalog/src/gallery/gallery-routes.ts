import type { Express } from 'express';
import { catalogText, galleryImageInputSchema, galleryOrderSchema } from '@ristorante/contracts';
import { AppError, expectedVersionOf, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { briefCacheControl, changeContent, refuseStaleOrMissing } from '../http/catalog-http.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { removeIfUnused } from '../media/media-cleanup.js';
import type { MediaStore } from '../media/media-store.js';
import {
  deleteGalleryImage,
  insertGalleryImage,
  listAllGalleryImages,
  listShowableGalleryImages,
  reorderGallery,
  updateGalleryImage,
} from './gallery-repository.js';

const notFound = catalogText['catalog.galleryImage.notFound'];

export function mountGalleryRoutes(app: Express, deps: ServiceDeps, media: MediaStore, cache: PublicReadCache): void {
  app.get('/api/gallery', async (req, res) => {
    await cache.send(req, res, 'gallery', briefCacheControl, () => listShowableGalleryImages(deps.pool));
  });

  // Staff also see the pictures guests do not: those from before alt text was required, until described.
  app.get('/api/admin/gallery', async (_req, res) => {
    res.setHeader('cache-control', 'private, no-store').json(await listAllGalleryImages(deps.pool));
  });

  app.put('/api/gallery/order', async (req, res) => {
    const { category, ids } = galleryOrderSchema.parse(req.body);
    const done = await changeContent(deps, 'gallery', 'updated', async (client) =>
      (await reorderGallery(client, category, ids)) ? { id: ids[0]!, result: true } : undefined,
    );
    if (!done) {
      const message = catalogText['catalog.galleryOrder.invalid'];
      throw new AppError(400, message, { ids: message });
    }
    cache.invalidate('gallery');
    res.status(204).end();
  });

  app.post('/api/gallery', async (req, res) => {
    const fields = galleryImageInputSchema.parse(req.body);
    const image = await changeContent(deps, 'gallery', 'created', async (client) => {
      const created = await insertGalleryImage(client, fields);
      return { id: created.id, result: created };
    });
    cache.invalidate('gallery');
    res.status(201).json(image);
  });

  app.put('/api/gallery/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const fields = galleryImageInputSchema.parse(req.body);
    const expected = expectedVersionOf(req, catalogText['catalog.version.invalid']);
    const updated = await changeContent(deps, 'gallery', 'updated', async (client) => {
      const result = await updateGalleryImage(client, id, fields, expected);
      return result ? { id, result } : refuseStaleOrMissing(client, 'gallery_images', id, notFound);
    });
    cache.invalidate('gallery');
    if (updated!.previousUrl !== fields.imageUrl) await removeIfUnused(deps.pool, media, updated!.previousUrl, deps.logger);
    res.json(updated!.image);
  });

  app.delete('/api/gallery/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const deletedUrl = await changeContent(deps, 'gallery', 'deleted', async (client) => {
      const url = await deleteGalleryImage(client, id);
      return url === undefined ? undefined : { id, result: url };
    });
    if (deletedUrl === undefined) throw new AppError(404, notFound);
    cache.invalidate('gallery');
    await removeIfUnused(deps.pool, media, deletedUrl, deps.logger);
    res.status(204).end();
  });
}
