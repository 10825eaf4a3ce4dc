import { catalogText, type GalleryCategory, type GalleryImage, type GalleryImageFields } from '@ristorante/contracts';
import { AppError, type Logger } from '@ristorante/kit';
import { removeIfUnused } from '../media/media-cleanup.js';
import type { MediaStore } from '../media/media-store.js';
import {
  changeContent,
  changeExisting,
  createContent,
  updateContent,
  type ContentDeps,
  type ContentSection,
} from '../shared/change-content.js';
import { deleteGalleryImage, insertGalleryImage, reorderGallery, updateGalleryImage } from './gallery-repository.js';

/** A picture's file goes once nothing shows it any more, after the commit (docs/decisions.md 90). */
export interface GalleryDeps extends ContentDeps {
  media: MediaStore;
  logger: Logger;
}

const gallery: ContentSection = {
  name: 'gallery',
  table: 'gallery_images',
  notFound: catalogText['catalog.galleryImage.notFound'],
};

export function addGalleryImage(deps: GalleryDeps, fields: GalleryImageFields): Promise<GalleryImage> {
  return createContent(deps, gallery, (client) => insertGalleryImage(client, fields));
}

/** A staff edit from the version the dashboard read (If-Match); the file it showed before goes if now unused. */
export async function saveGalleryImage(
  deps: GalleryDeps,
  id: string,
  fields: GalleryImageFields,
  expectedVersion: number | undefined,
): Promise<GalleryImage> {
  const { image, previousUrl } = await updateContent(deps, gallery, id, (client) =>
    updateGalleryImage(client, id, fields, expectedVersion),
  );
  if (previousUrl !== fields.imageUrl) await removeIfUnused(deps.pool, deps.media, previousUrl, deps.logger);
  return image;
}

/** A category's new order: 400 unless the ids are exactly its pictures, each once. */
export async function orderGallery(deps: GalleryDeps, category: GalleryCategory, ids: string[]): Promise<void> {
  const done = await changeContent(deps, gallery, 'updated', async (client) =>
    (await reorderGallery(client, category, ids)) ? { id: ids[0]!, result: true } : undefined,
  );
  if (!done) {
    const message = catalogText['catalog.galleryOrder.invalid'];
    throw new AppError(400, message, { ids: message });
  }
}

export async function removeGalleryImage(deps: GalleryDeps, id: string): Promise<void> {
  const deletedUrl = await changeExisting(deps, gallery, id, 'deleted', (client) => deleteGalleryImage(client, id));
  await removeIfUnused(deps.pool, deps.media, deletedUrl, deps.logger);
}
