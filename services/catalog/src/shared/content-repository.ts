import type { PoolClient } from '@ristorante/kit';

/** The tables of staff-edited content, whose rows carry a version (docs/decisions.md 87). */
export type ContentTable = 'menu_items' | 'gallery_images' | 'events' | 'blog_posts' | 'instagram_posts';

/** Whether the row is there at all, whatever its version. */
export async function contentRowExists(client: PoolClient, table: ContentTable, id: string): Promise<boolean> {
  const { rowCount } = await client.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return Boolean(rowCount);
}
