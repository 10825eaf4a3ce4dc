import { isShowableImageUrl, type GalleryCategory, type GalleryImage, type GalleryImageFields } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import { attachPictures } from '../media/picture-repository.js';

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
  sort_order: number;
  version: number;
}

const columns = `id, title_de, title_en, description_de, description_en, alt_text_de, alt_text_en, image_url, category,
  sort_order, version`;

/** The columns of the updated row, not of the old one joined beside it. */
const galleryColumns = columns.replace(/(\w+)/g, 'g.$1');

/**
 * Plain fields are German; the alt text falls back to the title, so no image is ever announced as nothing. The
 * picture is filled in by `described`.
 */
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
    picture: null,
    sortOrder: row.sort_order,
    version: row.version,
  };
}

/** The entries with their pictures' sizes and stand-ins (docs/decisions.md 121). */
const described = (client: Pool | PoolClient, rows: GalleryImageRow[]) =>
  attachPictures(client, rows.map(toGalleryImage), (image) => image.imageUrl);

function values(fields: GalleryImageFields): unknown[] {
  return [
    fields.titleDe,
    fields.titleEn,
    fields.descriptionDe,
    fields.descriptionEn,
    fields.altTextDe,
    fields.altTextEn,
    fields.imageUrl,
    fields.category,
    fields.sortOrder,
  ];
}

/**
 * The guests' gallery: entries with an empty image or a test placeholder are dropped here, not in the page, and
 * so are those without alt text (rows from before it was required): unpublished until staff describe them.
 */
export async function listShowableGalleryImages(pool: Pool): Promise<GalleryImage[]> {
  const { rows } = await pool.query<GalleryImageRow>(
    `SELECT ${columns} FROM gallery_images WHERE btrim(image_url) <> '' AND btrim(coalesce(alt_text_de, '')) <> ''
      ORDER BY sort_order, created_at, id`,
  );
  return described(
    pool,
    rows.filter((row) => isShowableImageUrl(row.image_url)),
  );
}

export async function insertGalleryImage(client: Pool | PoolClient, fields: GalleryImageFields): Promise<GalleryImage> {
  const { rows } = await client.query<GalleryImageRow>(
    `INSERT INTO gallery_images (title_de, title_en, description_de, description_en, alt_text_de, alt_text_en, image_url,
       category, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${columns}`,
    values(fields),
  );
  return (await described(client, rows))[0]!;
}

/** Every picture, for staff: those the public list leaves out (no alt text yet) too. */
export async function listAllGalleryImages(pool: Pool): Promise<GalleryImage[]> {
  const { rows } = await pool.query<GalleryImageRow>(`SELECT ${columns} FROM gallery_images ORDER BY sort_order, created_at, id`);
  return described(pool, rows);
}

/** A staff edit from `expectedVersion` (If-Match); undefined when gone or changed since. The old URL comes along. */
export async function updateGalleryImage(
  client: PoolClient,
  id: string,
  fields: GalleryImageFields,
  expectedVersion: number | undefined,
): Promise<{ image: GalleryImage; previousUrl: string } | undefined> {
  const { rows } = await client.query<GalleryImageRow & { previous_url: string }>(
    `UPDATE gallery_images g SET title_de = $1, title_en = $2, description_de = $3, description_en = $4, alt_text_de = $5,
       alt_text_en = $6, image_url = $7, category = $8, sort_order = $9,
       version = g.version + 1, updated_at = now()
     FROM (SELECT id, image_url AS previous_url FROM gallery_images WHERE id = $10 FOR UPDATE) old
     WHERE g.id = old.id AND ($11::int IS NULL OR g.version = $11)
     RETURNING ${galleryColumns}, old.previous_url`,
    [...values(fields), id, expectedVersion ?? null],
  );
  return rows[0] && { image: (await described(client, rows))[0]!, previousUrl: rows[0].previous_url };
}

/** Deletes a picture; answers its URL (for removing the file if nothing else shows it), or undefined if gone. */
export async function deleteGalleryImage(client: PoolClient, id: string): Promise<string | undefined> {
  const { rows } = await client.query<{ image_url: string }>('DELETE FROM gallery_images WHERE id = $1 RETURNING image_url', [
    id,
  ]);
  return rows[0]?.image_url;
}

/**
 * A category's new order: the ids must be exactly its pictures, each once (a list from before another owner added
 * or removed one is refused rather than leaving a picture without a place).
 */
export async function reorderGallery(client: PoolClient, category: GalleryCategory, ids: string[]): Promise<boolean> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM gallery_images WHERE category = $1 ORDER BY id FOR UPDATE',
    [category],
  );
  const current = new Set(rows.map((row) => row.id));
  if (current.size !== ids.length || ids.some((id) => !current.has(id))) return false;
  await client.query(
    `UPDATE gallery_images g SET sort_order = o.position * 10, version = g.version + 1, updated_at = now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE g.id = o.id`,
    [ids],
  );
  return true;
}
