import type pg from 'pg';
import { mediaPaths } from '@ristorante/contracts';

/** An uploaded picture's address, `/api/media/<id>.jpg`: its variants are in the media folder's `<id>/`. */
const uploadAddress = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:png|jpg|webp)$/;

/**
 * The media files the snapshot's pictures need (docs/decisions.md 121): each processed upload's `picture.json`,
 * written last into its folder. A backup whose media lack one of them is not consistent (the picture was deleted
 * between the snapshot and the copy) and is taken again. Without a catalog schema, none.
 */
export async function uploadsNamedIn(client: pg.ClientBase): Promise<string[]> {
  const catalog = await client.query("SELECT 1 FROM pg_tables WHERE schemaname = 'catalog' AND tablename = 'pictures'");
  if (!catalog.rowCount) return [];
  const { rows } = await client.query<{ url: string }>('SELECT url FROM catalog.pictures WHERE starts_with(url, $1)', [
    mediaPaths.uploads,
  ]);
  return rows.flatMap((row) => {
    const id = uploadAddress.exec(row.url.slice(mediaPaths.uploads.length))?.[1];
    return id ? [`${id}/picture.json`] : [];
  });
}
