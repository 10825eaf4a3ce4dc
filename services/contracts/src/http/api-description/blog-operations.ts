import { z } from 'zod';
import {
  adminBlogPostSchema,
  blogPostInputSchema,
  blogPostListQuerySchema,
  blogPostPageSchema,
  blogPostPreviewInputSchema,
  blogPostPreviewSchema,
  publicBlogPostSchema,
} from '../../catalog/blog-post.js';
import { empty, error, json, jsonBody, type OperationDescriptions } from './api-operation.js';

const revalidated = { 'cache-control': 'Revalidated on every read: `public, no-cache`.' };
const badFields = error('A field is not valid: `fields` names each, in the language asked for.');

/** The blog's routes in the catalog (docs/decisions.md 150). */
export const blogOperations: OperationDescriptions = {
  'GET /api/blog-posts': {
    tag: 'Blog',
    summary: 'List the published posts',
    description:
      'Newest first, a page at a time, of one category or all: published posts and scheduled ones whose time has come. Bodies are left out (read a post for its HTML).',
    query: blogPostListQuerySchema,
    answers: {
      '200': json('One page of posts and how many the list holds.', blogPostPageSchema, revalidated),
      '400': error('`category` or `page` is not valid.'),
    },
  },
  'GET /api/blog-posts/:slug': {
    tag: 'Blog',
    summary: 'Read a published post',
    pathParameters: {
      slug: {
        description: "The post's slug in either language (`/de/blog/{slugDe}`, `/en/blog/{slugEn}`).",
        pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      },
    },
    description:
      "By either language's slug. Each body is the author's Markdown rendered to safe HTML: no raw HTML, no `javascript:` or `data:` links, only this site's pictures.",
    answers: {
      '200': json('The post in both languages.', publicBlogPostSchema, revalidated),
      '404': error('No published post has this slug (a draft, a post scheduled for later, or none).'),
    },
  },
  'GET /api/admin/blog-posts': {
    tag: 'Blog',
    summary: 'Every post, to edit',
    description: 'Drafts, scheduled and published posts as written (Markdown), each with the version a save names in `If-Match`.',
    answers: { '200': json('The posts: undated drafts first, then newest first.', z.array(adminBlogPostSchema)) },
  },
  'POST /api/admin/blog-posts': {
    tag: 'Blog',
    summary: 'Add a post',
    description:
      'Both languages required. A scheduled post needs a `publishAt` in the future; a published one without it is dated now. The cover is a picture of this site (an upload or a seed picture).',
    body: jsonBody(blogPostInputSchema),
    answers: {
      '201': json('The post as stored.', adminBlogPostSchema),
      '400': badFields,
      '409': error('Another post has this slug: `fields` names `slugDe` or `slugEn`.'),
    },
  },
  'POST /api/admin/blog-posts/preview': {
    tag: 'Blog',
    summary: 'Preview bodies',
    description: 'Renders Markdown as the guests’ page would show it, without saving anything.',
    body: jsonBody(blogPostPreviewInputSchema),
    answers: { '200': json('Each body as safe HTML, with its reading time.', blogPostPreviewSchema), '400': badFields },
  },
  'PUT /api/admin/blog-posts/:id': {
    tag: 'Blog',
    summary: 'Save a post',
    headers: ['ifMatch'],
    body: jsonBody(blogPostInputSchema),
    answers: {
      '200': json('The post as stored, its version raised; no longer a seed post.', adminBlogPostSchema),
      '400': error('A field, or the `If-Match` header, is not valid.'),
      '404': error('No such post.'),
      '409': error('Another post has this slug: `fields` names `slugDe` or `slugEn`.'),
      '412': error('Someone saved in between: `If-Match` names an older version (docs/decisions.md 87). Reload and edit again.'),
    },
  },
  'DELETE /api/admin/blog-posts/:id': {
    tag: 'Blog',
    summary: 'Delete a post',
    answers: { '204': empty('Deleted: its pages go with the next render.'), '404': error('No such post.') },
  },
};
