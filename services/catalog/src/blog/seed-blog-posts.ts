import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { blogPostInputSchema } from '@ristorante/contracts';
import { withTransaction, type Logger, type Pool } from '@ristorante/kit';
import { hasPosts, insertPost } from './blog-repository.js';

export const seedBlogFile = new URL('../../seed/blog-posts.json', import.meta.url);
const seedName = 'blog-posts';

const seedBlogSchema = z.object({ posts: z.array(blogPostInputSchema) });

/**
 * The blog's five first posts (docs/decisions.md 150), once per install: the run is recorded in the same
 * transaction (a replica starting alongside waits on that row), and a blog that already has posts is left alone.
 * An install seeded before the blog moved into the database gets them too: this is a seed run of its own. They
 * are marked `seeded` until the owner saves or deletes them (the go-live check lists them).
 */
export async function seedBlogPostsOnce(pool: Pool, logger: Logger): Promise<boolean> {
  const { posts } = seedBlogSchema.parse(JSON.parse(await readFile(seedBlogFile, 'utf8')));
  return withTransaction(pool, async (client) => {
    const { rowCount } = await client.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [seedName]);
    if (rowCount !== 1 || (await hasPosts(client))) return false;
    for (const post of posts) await insertPost(client, post, true);
    logger.info({ posts: posts.length }, 'blog seeded');
    return true;
  });
}
