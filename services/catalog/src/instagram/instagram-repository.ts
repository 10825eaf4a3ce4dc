import type { InstagramPost, InstagramPostFields } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import { attachPictures } from '../media/picture-repository.js';

interface InstagramPostRow {
  id: string;
  image_url: string;
  caption_de: string;
  caption_en: string;
  alt_de: string;
  alt_en: string | null;
  post_url: string;
  posted_on: string;
  visible: boolean;
  sort_order: number;
  version: number;
  seeded: boolean;
}

// The day as text: a `date` read as a JS Date would be midnight in the server's zone, and could move a day.
const columns = `id, image_url, caption_de, caption_en, alt_de, alt_en, post_url, to_char(posted_on, 'YYYY-MM-DD') AS posted_on,
  visible, sort_order, version, seeded`;
/** The columns of the updated row, not of the old one joined beside it. */
const updatedColumns = `p.id, p.image_url, p.caption_de, p.caption_en, p.alt_de, p.alt_en, p.post_url,
  to_char(p.posted_on, 'YYYY-MM-DD') AS posted_on, p.visible, p.sort_order, p.version, p.seeded`;
const order = 'ORDER BY sort_order, created_at, id';

function toPost(row: InstagramPostRow): InstagramPost {
  return {
    id: row.id,
    imageUrl: row.image_url,
    captionDe: row.caption_de,
    captionEn: row.caption_en,
    altDe: row.alt_de,
    altEn: row.alt_en,
    postUrl: row.post_url,
    postedOn: row.posted_on,
    visible: row.visible,
    sortOrder: row.sort_order,
    picture: null,
    version: row.version,
    seeded: row.seeded,
  };
}

/** The posts with their pictures' sizes and stand-ins, for uploads of ours (docs/decisions.md 121). */
const described = (client: Pool | PoolClient, rows: InstagramPostRow[]) =>
  attachPictures(client, rows.map(toPost), (post) => post.imageUrl);

function values(fields: InstagramPostFields): unknown[] {
  return [
    fields.imageUrl,
    fields.captionDe,
    fields.captionEn,
    fields.altDe,
    fields.altEn,
    fields.postUrl,
    fields.postedOn,
    fields.visible,
    fields.sortOrder,
  ];
}

/** What guests see: the shown posts, in the owner's order. */
export async function listVisibleInstagramPosts(pool: Pool): Promise<InstagramPost[]> {
  const { rows } = await pool.query<InstagramPostRow>(`SELECT ${columns} FROM instagram_posts WHERE visible ${order}`);
  return described(pool, rows);
}

/** Every post, hidden ones too, for the owner. */
export async function listAllInstagramPosts(pool: Pool): Promise<InstagramPost[]> {
  const { rows } = await pool.query<InstagramPostRow>(`SELECT ${columns} FROM instagram_posts ${order}`);
  return described(pool, rows);
}

/**
 * The first install's stand-in posts still there unsaved, for the go-live check (docs/decisions.md 151): the owner
 * saves each as theirs or removes it.
 */
export async function listSeeded(db: Pool | PoolClient): Promise<{ id: string; title: string }[]> {
  const { rows } = await db.query<{ id: string; title: string }>(
    `SELECT id, caption_de AS title FROM instagram_posts WHERE seeded ${order}`,
  );
  return rows;
}

export async function insertInstagramPost(client: PoolClient, fields: InstagramPostFields): Promise<InstagramPost> {
  const { rows } = await client.query<InstagramPostRow>(
    `INSERT INTO instagram_posts (image_url, caption_de, caption_en, alt_de, alt_en, post_url, posted_on, visible, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${columns}`,
    values(fields),
  );
  return (await described(client, rows))[0]!;
}

/**
 * An owner's save from `expectedVersion` (If-Match); undefined when gone or changed since. A saved post is the
 * owner's: no longer a stand-in. The old picture's address comes along, for removing an upload nothing shows.
 */
export async function updateInstagramPost(
  client: PoolClient,
  id: string,
  fields: InstagramPostFields,
  expectedVersion: number | undefined,
): Promise<{ post: InstagramPost; previousUrl: string } | undefined> {
  const { rows } = await client.query<InstagramPostRow & { previous_url: string }>(
    `UPDATE instagram_posts p SET image_url = $1, caption_de = $2, caption_en = $3, alt_de = $4, alt_en = $5, post_url = $6,
       posted_on = $7, visible = $8, sort_order = $9, seeded = false, version = p.version + 1, updated_at = now()
     FROM (SELECT id, image_url AS previous_url FROM instagram_posts WHERE id = $10 FOR UPDATE) old
     WHERE p.id = old.id AND ($11::int IS NULL OR p.version = $11)
     RETURNING ${updatedColumns}, old.previous_url`,
    [...values(fields), id, expectedVersion ?? null],
  );
  return rows[0] && { post: (await described(client, rows))[0]!, previousUrl: rows[0].previous_url };
}

/** Deletes a post; answers its picture's address, or undefined when it was gone. */
export async function deleteInstagramPost(client: PoolClient, id: string): Promise<string | undefined> {
  const { rows } = await client.query<{ image_url: string }>('DELETE FROM instagram_posts WHERE id = $1 RETURNING image_url', [
    id,
  ]);
  return rows[0]?.image_url;
}

/**
 * The wall's new order: the ids must be exactly its posts, each once (a list from before another save added or
 * removed one is refused rather than leaving a post without a place), as the gallery's (docs/decisions.md 90).
 */
export async function reorderInstagramPosts(client: PoolClient, ids: string[]): Promise<boolean> {
  const { rows } = await client.query<{ id: string }>('SELECT id FROM instagram_posts ORDER BY id FOR UPDATE');
  const current = new Set(rows.map((row) => row.id));
  if (current.size !== ids.length || ids.some((id) => !current.has(id))) return false;
  await client.query(
    `UPDATE instagram_posts p SET sort_order = o.position * 10, version = p.version + 1, updated_at = now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE p.id = o.id`,
    [ids],
  );
  return true;
}
