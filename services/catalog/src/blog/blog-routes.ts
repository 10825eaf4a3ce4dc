import type { Express } from 'express';
import {
  blogPostInputSchemaAt,
  blogPostListQuerySchema,
  blogPostPreviewInputSchema,
  blogPostText,
  type BlogPostPage,
  type BlogPostPreview,
} from '@ristorante/contracts';
import { AppError, uuidParam } from '@ristorante/kit';
import { expectedVersion, sendPublic } from '../http/catalog-http.js';
import { readTimeOf, renderPostBody } from './blog-markdown.js';
import { addBlogPost, removeBlogPost, saveBlogPost, type BlogDeps } from './blog-edits.js';
import { findPost, findPublishedPost, listAllPosts, listPublishedPosts } from './blog-repository.js';

const notFound = blogPostText['blogPost.notFound'];

/**
 * The blog (docs/decisions.md 150): guests read the published posts, a page of the list at a time or one by either
 * language's slug, their bodies as safe HTML; the owner reads every post as written, adds, saves (If-Match) and
 * deletes them, and previews a body as guests would see it.
 */
export function mountBlogRoutes(app: Express, deps: BlogDeps): void {
  app.get('/api/blog-posts', async (req, res) => {
    const query = blogPostListQuerySchema.parse(req.query);
    const page = await listPublishedPosts(deps.pool, deps.now(), query);
    // Revalidated every time: a scheduled post appears the moment its time comes.
    sendPublic(res, { ...page, page: query.page, pageSize: query.pageSize } satisfies BlogPostPage, 'revalidate');
  });

  app.get('/api/blog-posts/:slug', async (req, res) => {
    const post = await findPublishedPost(deps.pool, deps.now(), String(req.params.slug));
    if (!post) throw new AppError(404, notFound);
    sendPublic(res, post, 'revalidate');
  });

  app.get('/api/admin/blog-posts', async (_req, res) => {
    res.setHeader('cache-control', 'private, no-store').json(await listAllPosts(deps.pool));
  });

  app.post('/api/admin/blog-posts/preview', (req, res) => {
    const { bodyDe, bodyEn } = blogPostPreviewInputSchema.parse(req.body);
    const bodyHtmlDe = renderPostBody(bodyDe);
    const bodyHtmlEn = renderPostBody(bodyEn);
    const preview: BlogPostPreview = {
      bodyHtmlDe,
      bodyHtmlEn,
      readTimeDe: readTimeOf(bodyHtmlDe),
      readTimeEn: readTimeOf(bodyHtmlEn),
    };
    res.setHeader('cache-control', 'private, no-store').json(preview);
  });

  app.post('/api/admin/blog-posts', async (req, res) => {
    const fields = blogPostInputSchemaAt(deps.now).parse(req.body);
    res.status(201).json(await addBlogPost(deps, fields));
  });

  app.put('/api/admin/blog-posts/:id', async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const version = expectedVersion(req);
    // A scheduled post that went live keeps its time when corrected (contracts' blogPostInputSchemaAt).
    const kept = (await findPost(deps.pool, id))?.publishAt ?? null;
    const fields = blogPostInputSchemaAt(deps.now, kept).parse(req.body);
    res.json(await saveBlogPost(deps, id, fields, version));
  });

  app.delete('/api/admin/blog-posts/:id', async (req, res) => {
    await removeBlogPost(deps, uuidParam(req.params.id, notFound));
    res.status(204).end();
  });
}
