import { z } from 'zod';
import { optionalText, requiredText, sortOrder } from './catalog-fields.js';
import { catalogText } from './catalog-messages.js';
import { instagramPostText as text } from './instagram-post-messages.js';
import { pictureSchema } from './picture-schema.js';

/**
 * Where an Instagram post's picture may come from (docs/decisions.md 79, 151): an upload of ours
 * (`/api/media/<id>.<ext>`), or one of the first install's stand-ins the web app serves (`/images/instagram/*.svg`),
 * so a seeded post can be saved again unchanged. Never another site's address: the page loads nothing of Instagram's.
 */
const ownPicture = /^(\/api\/media\/[0-9a-f-]{36}\.(png|jpe?g|webp)|\/images\/instagram\/[a-z0-9-]+\.svg)$/;

export const isOwnInstagramPicture = (url: string) => ownPicture.test(url);

/** A post's address: https on instagram.com only (no `javascript:`, no other site, no credentials or port). */
export function isInstagramPostUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      (url.hostname === 'www.instagram.com' || url.hostname === 'instagram.com') &&
      !url.username &&
      !url.password &&
      url.port === '' &&
      url.pathname.length > 1
    );
  } catch {
    return false;
  }
}

const missing = (input: unknown) => input === undefined || input === null;

/**
 * POST /api/admin/instagram-posts and PUT /api/admin/instagram-posts/{id}: one post of the wall as the owner keeps
 * it (docs/decisions.md 151): a picture uploaded here, its caption in both languages, the link to the real post,
 * the day it was posted, whether guests see it, and its place.
 */
export const instagramPostInputSchema = z.object({
  imageUrl: z
    .string({
      error: (issue) => (missing(issue.input) ? text['instagramPost.imageUrl.required'] : text['instagramPost.imageUrl.invalid']),
    })
    .trim()
    .min(1, text['instagramPost.imageUrl.required'])
    .refine(isOwnInstagramPicture, text['instagramPost.imageUrl.invalid']),
  captionDe: requiredText(2200, text['instagramPost.caption.required']),
  captionEn: requiredText(2200, text['instagramPost.caption.required']),
  /** What the picture shows; the German one is required (a picture is never announced as nothing, decisions 90). */
  altDe: requiredText(250, text['instagramPost.alt.required']),
  altEn: optionalText(250),
  postUrl: z
    .string({ message: text['instagramPost.postUrl.invalid'] })
    .trim()
    .max(500, text['instagramPost.postUrl.invalid'])
    .refine(isInstagramPostUrl, text['instagramPost.postUrl.invalid']),
  /** The day it was posted on Instagram, `YYYY-MM-DD`: the card is named by it. */
  postedOn: z.iso.date({ message: text['instagramPost.postedOn.invalid'] }),
  visible: z.boolean({ message: catalogText['catalog.flag.invalid'] }).default(true),
  sortOrder,
});
export type InstagramPostInput = z.input<typeof instagramPostInputSchema>;
export type InstagramPostFields = z.output<typeof instagramPostInputSchema>;

/**
 * A post as the API answers it: its fields, `picture` (size and stand-in of an upload of ours, null for the
 * first install's illustrations), its `version` (If-Match, decisions 87) and `seeded` (a first-install stand-in
 * the owner has not saved yet, for the go-live check).
 */
export const instagramPostSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  captionDe: z.string(),
  captionEn: z.string(),
  altDe: z.string(),
  altEn: z.string().nullable(),
  postUrl: z.string(),
  postedOn: z.string(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
  picture: pictureSchema,
  version: z.number().int(),
  seeded: z.boolean(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

/** PUT /api/admin/instagram-posts/order: every post, each once, in the new order (as the gallery's, decisions 90). */
export const instagramOrderSchema = z.object({
  ids: z
    .array(z.uuid({ message: text['instagramPost.order.invalid'] }), { message: text['instagramPost.order.invalid'] })
    .min(1, text['instagramPost.order.invalid'])
    .refine((ids) => new Set(ids).size === ids.length, text['instagramPost.order.invalid']),
});
export type InstagramOrder = z.infer<typeof instagramOrderSchema>;
