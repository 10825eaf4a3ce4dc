import { z } from 'zod';
import { instagramOrderSchema, instagramPostInputSchema, instagramPostSchema } from '../../catalog/instagram-post.js';
import { homeContentSchema, publishedHomeSchema } from '../../site/home-content.js';
import { empty, error, json, jsonBody, type OperationDescriptions } from './api-operation.js';

const briefCache = {
  'cache-control': 'Kept briefly: `public, max-age=10, stale-while-revalidate=30`.',
  etag: 'A weak ETag of the body.',
};
const notModified = empty('Not modified: `If-None-Match` named the current ETag (docs/decisions.md 35).');
const staleVersion = error(
  'Someone saved in between: `If-Match` names an older version (docs/decisions.md 87). Reload and edit again.',
);
const badFields = error('A field, or the `If-Match` header, is not valid: `fields` names each.');

/**
 * The site's texts and pictures the owner keeps besides menu, gallery and events: the home page (docs/decisions.md
 * 152) and the Instagram wall (151).
 */
export const siteContentOperations: OperationDescriptions = {
  'GET /api/home': {
    tag: 'Home page',
    summary: "The home page's texts and pictures",
    description: 'The first install’s as version 0 until the owner saves; `pictures` describes each picture named.',
    answers: { '200': json('The content and its version.', publishedHomeSchema, briefCache) },
  },
  'GET /api/admin/home': {
    tag: 'Home page',
    summary: "The home page's texts and pictures, to edit",
    answers: { '200': json('The content and its version.', publishedHomeSchema) },
  },
  'PUT /api/admin/home': {
    tag: 'Home page',
    summary: "Save the home page's texts and pictures",
    description: 'Whole, both languages; pictures only of ours (an upload or the seed’s). The pages follow within seconds.',
    headers: ['ifMatch'],
    body: jsonBody(homeContentSchema),
    answers: {
      '200': json('The content as saved, its version raised.', publishedHomeSchema),
      '400': badFields,
      '412': staleVersion,
    },
  },
  'GET /api/instagram-posts': {
    tag: 'Instagram',
    summary: 'List the Instagram wall',
    description: 'The shown posts in the owner’s order: pictures of ours and links to the real posts (nothing of Instagram’s).',
    answers: { '200': json('The posts, in order.', z.array(instagramPostSchema), briefCache), '304': notModified },
  },
  'GET /api/admin/instagram-posts': {
    tag: 'Instagram',
    summary: 'List every Instagram post, to edit',
    description: 'Hidden ones too, and whether each is still a first-install stand-in (`seeded`).',
    answers: { '200': json('Every post, in order.', z.array(instagramPostSchema)) },
  },
  'POST /api/admin/instagram-posts': {
    tag: 'Instagram',
    summary: 'Add an Instagram post',
    description:
      'The picture is an upload of ours (`POST /api/gallery/upload`); the link is the post on https://www.instagram.com/.',
    body: jsonBody(instagramPostInputSchema),
    answers: {
      '201': json('The post as stored.', instagramPostSchema),
      '400': error('A field is not valid: `fields` names each.'),
    },
  },
  'PUT /api/admin/instagram-posts/order': {
    tag: 'Instagram',
    summary: "Save the wall's order",
    body: jsonBody(instagramOrderSchema, 'Every post, each once, in the new order.'),
    answers: { '204': empty('Saved.'), '400': error('The ids are not exactly the wall’s posts.') },
  },
  'PUT /api/admin/instagram-posts/:id': {
    tag: 'Instagram',
    summary: 'Save an Instagram post',
    description: 'A saved stand-in becomes the owner’s (`seeded` false).',
    headers: ['ifMatch'],
    body: jsonBody(instagramPostInputSchema),
    answers: {
      '200': json('The post as stored, its version raised.', instagramPostSchema),
      '400': badFields,
      '404': error('No such post.'),
      '412': staleVersion,
    },
  },
  'DELETE /api/admin/instagram-posts/:id': {
    tag: 'Instagram',
    summary: 'Delete an Instagram post',
    description: 'Its uploaded picture goes too when nothing else shows it (docs/decisions.md 90).',
    answers: { '204': empty('Deleted.'), '404': error('No such post.') },
  },
};
