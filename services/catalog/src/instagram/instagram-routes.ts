import type { Express } from 'express';
import { instagramOrderSchema, instagramPostInputSchema, instagramPostText } from '@ristorante/contracts';
import type { ServiceDeps } from '@ristorante/kit';
import { briefCacheControl } from '../http/catalog-http.js';
import { mountContentEdits } from '../http/content-edit-routes.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import type { MediaStore } from '../media/media-store.js';
import { addInstagramPost, orderInstagramPosts, removeInstagramPost, saveInstagramPost } from './instagram-edits.js';
import { listAllInstagramPosts, listVisibleInstagramPosts } from './instagram-repository.js';

/**
 * The Instagram wall (docs/decisions.md 151): guests read the shown posts in order; the owner reads every post,
 * adds, saves (If-Match), deletes and orders them under /api/admin/instagram-posts.
 */
export function mountInstagramRoutes(app: Express, deps: ServiceDeps, media: MediaStore, cache: PublicReadCache): void {
  const content = { ...deps, media, readCache: cache };

  app.get('/api/instagram-posts', async (req, res) => {
    await cache.send(req, res, 'instagram', briefCacheControl, () => listVisibleInstagramPosts(deps.pool));
  });

  app.get('/api/admin/instagram-posts', async (_req, res) => {
    res.setHeader('cache-control', 'private, no-store').json(await listAllInstagramPosts(deps.pool));
  });

  // Before `/api/admin/instagram-posts/:id`, which would take `order` for an id.
  app.put('/api/admin/instagram-posts/order', async (req, res) => {
    await orderInstagramPosts(content, instagramOrderSchema.parse(req.body).ids);
    res.status(204).end();
  });

  mountContentEdits(app, '/api/admin/instagram-posts', instagramPostInputSchema, instagramPostText['instagramPost.notFound'], {
    add: (fields) => addInstagramPost(content, fields),
    save: (id, fields, expected) => saveInstagramPost(content, id, fields, expected),
    remove: (id) => removeInstagramPost(content, id),
  });
}
