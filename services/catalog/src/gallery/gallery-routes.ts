import type { Express } from 'express';
import { catalogText, galleryImageInputSchema } from '@ristorante/contracts';
import { AppError, uuidParam, type ServiceDeps } from '@ristorante/kit';
import { changeContent, sendPublic } from '../http/catalog-http.js';
import type { MediaStore } from '../media/media-store.js';
import { deleteGalleryImage, insertGalleryImage, listShowableGalleryImages, updateGalleryImage } from './gallery-repository.js';

const notFound = catalogText['catalog.galleryImage.notFound'];

export function mountGalleryRoutes(app: Express, deps: ServiceDeps, media: MediaStore): void {
  app.get('/api/gallery', async (_req, res) => {
    sendPublic(res, await listShowableGalleryImages(deps.pool));
  });

  app.post('/api/gallery', async (req, res) => {
    const fields = galleryImageInputSchema.parse(req.body);
    const size = await media.sizeOf(fields.imageUrl);
    const image = await changeContent(deps, 'gallery', 'created', async (client) => {
      const created = await insertGalleryImage(client, fields, size);
      return { id: created.id, result: created };
    });
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
    res.json(image);
  });

  app.delete('/api/gallery/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const deleted = await changeContent(deps, 'gallery', 'deleted', async (client) =>
      (await deleteGalleryImage(client, id)) ? { id, result: true } : undefined,
    );
    if (!deleted) throw new AppError(404, notFound);
    res.status(204).end();
  });
}
