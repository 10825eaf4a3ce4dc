import { instagramPostText, type InstagramPost, type InstagramPostFields } from '@ristorante/contracts';
import { AppError } from '@ristorante/kit';
import { removeIfUnused } from '../media/media-cleanup.js';
import type { GalleryDeps } from '../gallery/gallery-edits.js';
import { changeContent, changeExisting, createContent, updateContent, type ContentSection } from '../shared/change-content.js';
import { deleteInstagramPost, insertInstagramPost, reorderInstagramPosts, updateInstagramPost } from './instagram-repository.js';

/** A post's upload goes once nothing shows it, after the commit, as a gallery picture's (docs/decisions.md 90). */
export type InstagramDeps = GalleryDeps;

/** The wall's changes announce `catalog.content_changed` (section 'instagram'): the renderer renders the page again. */
const instagram: ContentSection = {
  name: 'instagram',
  table: 'instagram_posts',
  notFound: instagramPostText['instagramPost.notFound'],
};

export function addInstagramPost(deps: InstagramDeps, fields: InstagramPostFields): Promise<InstagramPost> {
  return createContent(deps, instagram, (client) => insertInstagramPost(client, fields));
}

/** An owner's save from the version the dashboard read (If-Match, 412 when another came first; decisions 87). */
export async function saveInstagramPost(
  deps: InstagramDeps,
  id: string,
  fields: InstagramPostFields,
  expectedVersion: number | undefined,
): Promise<InstagramPost> {
  const { post, previousUrl } = await updateContent(deps, instagram, id, (client) =>
    updateInstagramPost(client, id, fields, expectedVersion),
  );
  if (previousUrl !== fields.imageUrl) await removeIfUnused(deps.pool, deps.media, previousUrl, deps.logger);
  return post;
}

/** The wall's new order: 400 unless the ids are exactly its posts, each once. */
export async function orderInstagramPosts(deps: InstagramDeps, ids: string[]): Promise<void> {
  const done = await changeContent(deps, instagram, 'updated', async (client) =>
    (await reorderInstagramPosts(client, ids)) ? { id: ids[0]!, result: true } : undefined,
  );
  if (!done) {
    const message = instagramPostText['instagramPost.order.invalid'];
    throw new AppError(400, message, { ids: message });
  }
}

export async function removeInstagramPost(deps: InstagramDeps, id: string): Promise<void> {
  const deletedUrl = await changeExisting(deps, instagram, id, 'deleted', (client) => deleteInstagramPost(client, id));
  await removeIfUnused(deps.pool, deps.media, deletedUrl, deps.logger);
}
