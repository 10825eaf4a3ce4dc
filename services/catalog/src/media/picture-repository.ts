import { seedPictures, type Picture } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';

export interface StoredPicture {
  url: string;
  picture: Picture;
  sourceBytes: number;
  phoneBytes: number;
}

/** Records that an upload's variants are ready (a set made again, by the migration after a crash, changes nothing). */
export async function savePicture(client: Pool | PoolClient, stored: StoredPicture): Promise<void> {
  await client.query(
    `INSERT INTO pictures (url, width, height, placeholder, source_bytes, phone_bytes) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (url) DO NOTHING`,
    [stored.url, stored.picture.width, stored.picture.height, stored.picture.placeholder, stored.sourceBytes, stored.phoneBytes],
  );
}

/** Forgets an upload's picture, whichever address it had (`<id>.jpg`, or `.png`/`.webp` from before the variants). */
export async function deleteUploadPicture(client: Pool | PoolClient, id: string): Promise<void> {
  await client.query('DELETE FROM pictures WHERE url LIKE $1', [`/api/media/${id}.%`]);
}

/** The pictures of these addresses that are ready: the seed's from the code, the uploads' from their rows. */
export async function picturesOf(client: Pool | PoolClient, urls: Array<string | null>): Promise<Map<string, Picture>> {
  const found = new Map<string, Picture>();
  const uploads: string[] = [];
  for (const url of new Set(urls)) {
    if (!url) continue;
    const seed = seedPictures[url];
    if (seed) found.set(url, seed);
    else if (url.startsWith('/api/media/')) uploads.push(url);
  }
  if (uploads.length === 0) return found;
  const { rows } = await client.query<{ url: string; width: number; height: number; placeholder: string | null }>(
    'SELECT url, width, height, placeholder FROM pictures WHERE url = ANY($1)',
    [uploads],
  );
  for (const row of rows) found.set(row.url, { width: row.width, height: row.height, placeholder: row.placeholder });
  return found;
}

/**
 * The entries with their pictures filled in (`picture` stays null for another site's address, or an upload not
 * processed yet): one query for a whole list.
 */
export async function attachPictures<T extends { picture: Picture | null }>(
  client: Pool | PoolClient,
  entries: T[],
  urlOf: (entry: T) => string | null,
): Promise<T[]> {
  const pictures = await picturesOf(client, entries.map(urlOf));
  return entries.map((entry) => {
    const url = urlOf(entry);
    return { ...entry, picture: (url && pictures.get(url)) || null };
  });
}
