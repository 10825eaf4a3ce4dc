import type { Express } from 'express';
import { catalogText, galleryImageInputSchema } from '@ristorante/contracts';
import { AppError, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { briefCacheControl, changeContent } from '../http/catalog-http.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { MediaStore } from '../media/media-store.js';
import { deleteGalleryImage, insertGalleryImage, listShowableGalleryImages, updateGalleryImage } from './gallery-repository.js';

const notFound = catalogText['catalog.galleryImage.notFound'];

export function mountGalleryRoutes(app: Express, deps: ServiceDeps, media: MediaStore, cache: PublicReadCache): void {
  app.get('/api/gallery', async (req, res) => {
    await cache.send(req, res, 'gallery', briefCacheControl, () => listShowableGalleryImages(deps.pool));
  });

  app.post('/api/gallery', async (req, res) => {
    const fields = galleryImageInputSchema.parse(req.body);
    const size = await media.sizeOf(fields.imageUrl);
    const image = await changeContent(deps, 'gallery', 'created', async (client) => {
      const created = await insertGalleryImage(client, fields, size);
      return { id: created.id, result: created };
    });
    cache.invalidate('gallery');
    res.status(201).json(image);
  });

  app.put('/api/gallery/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const fields = galleryImageInputSchema.parse(req.body);
    const size = await media.sizeOf(fields.imageUrl);
    const image = await changeContent(deps, 'gallery', 'updated', async (client) => {
      const updated = await updateGalleryImage(client, id, fields, size);
      return updated && { id, result: updated };
    });
    if (!image) throw new AppError(404, notFound);
    cache.invalidate('gallery');
    res.json(image);
  });

  app.delete('/api/gallery/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const deleted = await changeContent(deps, 'gallery', 'deleted', async (client) =>
      (await deleteGalleryImage(client, id)) ? { id, result: true } : undefined,
    );
    if (!deleted) throw new AppError(404, notFound);
    cache.invalidate('gallery');
    res.status(204).end();
  });
}
