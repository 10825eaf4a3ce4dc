import { isShowableImageUrl, type GalleryCategory, type GalleryImage, type GalleryImageFields } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

interface GalleryImageRow {
  id: string;
  title_de: string;
  title_en: string | null;
  description_de: string | null;
  description_en: string | null;
  alt_text_de: string | null;
  alt_text_en: string | null;
  image_url: string;
  category: GalleryCategory;
  width: number | null;
  height: number | null;
  sort_order: number;
}

const columns = `id, title_de, title_en, description_de, description_en, alt_text_de, alt_text_en, image_url, category,
  width, height, sort_order`;

/** Plain fields are German; the alt text falls back to the title, so no image is ever announced as nothing. */
function toGalleryImage(row: GalleryImageRow): GalleryImage {
  return {
    id: row.id,
    imageUrl: row.image_url,
    title: row.title_de,
    titleDe: row.title_de,
    titleEn: row.title_en,
    description: row.description_de ?? row.description_en,
    descriptionDe: row.description_de,
    descriptionEn: row.description_en,
    altText: row.alt_text_de ?? row.title_de,
    altTextDe: row.alt_text_de,
    altTextEn: row.alt_text_en,
    category: row.category,
    width: row.width,
    height: row.height,
    sortOrder: row.sort_order,
  };
}

export interface ImageSize {
  width: number;
  height: number;
}

function values(fields: GalleryImageFields, size: ImageSize | undefined): unknown[] {
  return [
    fields.titleDe,
    fields.titleEn,
    fields.descriptionDe,
    fields.descriptionEn,
    fields.altTextDe,
    fields.altTextEn,
    fields.imageUrl,
    fields.category,
    size?.width ?? null,
    size?.height ?? null,
    fields.sortOrder,
  ];
}

/** The guests' gallery: entries with an empty image or a test placeholder are dropped here, not in the page. */
export async function listShowableGalleryImages(pool: Pool): Promise<GalleryImage[]> {
  const { rows } = await pool.query<GalleryImageRow>(
    `SELECT ${columns} FROM gallery_images WHERE btrim(image_url) <> '' ORDER BY sort_order, created_at, id`,
  );
  return rows.filter((row) => isShowableImageUrl(row.image_url)).map(toGalleryImage);
}

export async function insertGalleryImage(
  client: Pool | PoolClient,
  fields: GalleryImageFields,
  size: ImageSize | undefined,
): Promise<GalleryImage> {
  const { rows } = await client.query<GalleryImageRow>(
    `INSERT INTO gallery_images (title_de, title_en, description_de, description_en, alt_text_de, alt_text_en, image_url,
       category, width, height, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${columns}`,
    values(fields, size),
  );
  return toGalleryImage(rows[0]!);
}

export async function updateGalleryImage(
  client: PoolClient,
  id: string,
  fields: GalleryImageFields,
  size: ImageSize | undefined,
): Promise<GalleryImage | undefined> {
  const { rows } = await client.query<GalleryImageRow>(
    `UPDATE gallery_images SET title_de = $1, title_en = $2, description_de = $3, description_en = $4, alt_text_de = $5,
       alt_text_en = $6, image_url = $7, category = $8, width = $9, height = $10, sort_order = $11, updated_at = now()
     WHERE id = $12
     RETURNING ${columns}`,
    [...values(fields, size), id],
  );
  return rows[0] && toGalleryImage(rows[0]);
}

export async function deleteGalleryImage(client: PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM gallery_images WHERE id = $1', [id]);
  return rowCount === 1;
}
