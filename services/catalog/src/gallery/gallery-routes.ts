import type { Express } from 'express';
import { catalogText, galleryImageInputSchema, galleryOrderSchema } from '@ristorante/contracts';
import type { ServiceDeps } from '@ristorante/kit';
import { briefCacheControl } from '../http/catalog-http.js';
import { mountContentEdits } from '../http/content-edit-routes.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { MediaStore } from '../media/media-store.js';
import { addGalleryImage, orderGallery, removeGalleryImage, saveGalleryImage } from './gallery-edits.js';
import { listAllGalleryImages, listShowableGalleryImages } from './gallery-repository.js';

const notFound = catalogText['catalog.galleryImage.notFound'];

export function mountGalleryRoutes(app: Express, deps: ServiceDeps, media: MediaStore, cache: PublicReadCache): void {
  const content = { ...deps, media, readCache: cache };

  app.get('/api/gallery', async (req, res) => {
    await cache.send(req, res, 'gallery', briefCacheControl, () => listShowableGalleryImages(deps.pool));
  });

  // Staff also see the pictures guests do not: those from before alt text was required, until described.
  app.get('/api/admin/gallery', async (_req, res) => {
    res.setHeader('cache-control', 'private, no-store').json(await listAllGalleryImages(deps.pool));
  });

  // Before `/api/gallery/:id`, which would take `order` for an id.
  app.put('/api/gallery/order', async (req, res) => {
    const { category, ids } = galleryOrderSchema.parse(req.body);
    await orderGallery(content, category, ids);
    res.status(204).end();
  });

  mountContentEdits(app, '/api/gallery', galleryImageInputSchema, notFound, {
    add: (fields) => addGalleryImage(content, fields),
    save: (id, fields, expected) => saveGalleryImage(content, id, fields, expected),
    remove: (id) => removeGalleryImage(content, id),
  });
}
