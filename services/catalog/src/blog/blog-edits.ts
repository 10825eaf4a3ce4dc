import { blogPostText, catalogContentChanged, type AdminBlogPost, type BlogPostFields } from '@ristorante/contracts';
import { AppError, type Logger, type PoolClient } from '@ristorante/kit';
import { removeIfUnused } from '../media/media-cleanup.js';
import type { MediaStore } from '../media/media-store.js';
import { changeContent, changeExisting, type ContentDeps, type ContentSection } from '../shared/change-content.js';
import { claimDuePosts, deletePost, insertPost, lockPost, takenSlugs, updatePost } from './blog-repository.js';

/** The blog's use cases (docs/decisions.md 150): the clock is the catalog's, which tests set. */
export interface BlogDeps extends ContentDeps {
  media: MediaStore;
  logger: Logger;
  now: () => Date;
}

export const blogSection: ContentSection = {
  name: 'blog',
  table: 'blog_posts',
  notFound: blogPostText['blogPost.notFound'],
};

/** A published post without a date is published now; a draft or scheduled one keeps the time given. */
const dated = (fields: BlogPostFields, now: Date): BlogPostFields =>
  fields.status === 'published' && fields.publishAt === null ? { ...fields, publishAt: now.toISOString() } : fields;

/** 409 naming each slug another post has (in either language: a slug finds one post). */
async function refuseTakenSlugs(client: PoolClient, fields: BlogPostFields, except: string | null): Promise<void> {
  const taken = await takenSlugs(client, fields, except);
  if (taken.length === 0) return;
  const message = blogPostText['blogPost.slug.taken'];
  throw new AppError(409, message, Object.fromEntries(taken.map((field) => [field, message])));
}

export async function addBlogPost(deps: BlogDeps, fields: BlogPostFields): Promise<AdminBlogPost> {
  const created = await changeContent(deps, blogSection, 'created', async (client) => {
    await refuseTakenSlugs(client, fields, null);
    const post = await insertPost(client, dated(fields, deps.now()));
    return { id: post.id, result: post };
  });
  return created!;
}

/** The owner's save from the version read (If-Match): 412 when another save came first, 404 when it is gone. */
export async function saveBlogPost(
  deps: BlogDeps,
  id: string,
  fields: BlogPostFields,
  expectedVersion: number | undefined,
): Promise<AdminBlogPost> {
  let previousCover: string | undefined;
  const saved = await changeContent(deps, blogSection, 'updated', async (client) => {
    previousCover = await lockPost(client, id);
    if (previousCover === undefined) throw new AppError(404, blogSection.notFound);
    await refuseTakenSlugs(client, fields, id);
    const post = await updatePost(client, id, dated(fields, deps.now()), expectedVersion);
    if (!post) throw new AppError(412, blogPostText['blogPost.version.conflict']);
    return { id, result: post };
  });
  if (previousCover !== fields.coverImageUrl) await removeIfUnused(deps.pool, deps.media, previousCover, deps.logger);
  return saved!;
}

export async function removeBlogPost(deps: BlogDeps, id: string): Promise<void> {
  const cover = await changeExisting(deps, blogSection, id, 'deleted', (client) => deletePost(client, id));
  await removeIfUnused(deps.pool, deps.media, cover, deps.logger);
}

/**
 * The scheduled posts whose time has come are announced on the bus once (`catalog.content_changed`, 'updated'),
 * so the renderer writes their pages, the list, the sitemap and the feeds at once rather than at its next timed
 * render. Guests' reads never wait for this: a due post is published whether or not it was announced.
 */
export async function announceDuePosts(deps: BlogDeps): Promise<number> {
  let announced = 0;
  await changeContent(deps, blogSection, 'updated', async (client, record) => {
    const due = await claimDuePosts(client, deps.now());
    announced = due.length;
    for (const id of due.slice(1)) await record(catalogContentChanged, { section: 'blog', id, change: 'updated' });
    return due[0] ? { id: due[0], result: true } : undefined;
  });
  return announced;
}
