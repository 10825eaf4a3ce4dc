import { z } from 'zod';
import { common, storable } from '../validation/common-messages.js';
import { catalogText } from './catalog-messages.js';
import { requiredText, requiredTitle } from './catalog-fields.js';
import { pictureSchema } from './picture-schema.js';
import { blogPostText as text } from './blog-post-messages.js';
import { blogCategories, blogPostStatuses } from './blog-categories.js';

export { blogCategories, blogPostStatuses, type BlogCategory, type BlogPostStatus } from './blog-categories.js';

/** Longest Markdown body per language; a post of the seed is about 4,000 characters. */
export const blogBodyMaxLength = 40_000;

/** A post's address in one language: `/de/blog/{slugDe}`, `/en/blog/{slugEn}`. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z
  .string({ message: text['blogPost.slug.invalid'] })
  .trim()
  .min(3, text['blogPost.slug.invalid'])
  .max(80, text['blogPost.slug.invalid'])
  .regex(blogSlugPattern, text['blogPost.slug.invalid']);

const markdown = z
  .string({ error: (issue) => (issue.input == null ? text['blogPost.body.required'] : catalogText['catalog.text.invalid']) })
  .trim()
  .min(1, text['blogPost.body.required'])
  .max(blogBodyMaxLength, text['blogPost.body.tooLong'])
  .refine(storable, common['common.invalidCharacters']);

/**
 * Only pictures of this site (docs/decisions.md 150): an upload or a seed picture the catalog serves. Nothing is
 * loaded from other sites (decision 79), and a `javascript:` or `data:` address never reaches a page.
 */
export const ownPicturePath = /^\/api\/media\/(seed\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

const coverImageUrl = z
  .string({ message: text['blogPost.coverImageUrl.invalid'] })
  .trim()
  .max(300, text['blogPost.coverImageUrl.invalid'])
  .regex(ownPicturePath, text['blogPost.coverImageUrl.invalid']);

const publishAt = z.iso
  .datetime({ offset: true, message: text['blogPost.publishAt.invalid'] })
  .nullish()
  .transform((value) => (value ? new Date(value).toISOString() : null));

const blogPostFields = z.object({
  titleDe: requiredTitle(160, text['blogPost.title.required']),
  titleEn: requiredTitle(160, text['blogPost.title.required']),
  slugDe: slug,
  slugEn: slug,
  teaserDe: requiredText(500, text['blogPost.teaser.required']),
  teaserEn: requiredText(500, text['blogPost.teaser.required']),
  bodyDe: markdown,
  bodyEn: markdown,
  category: z.enum(blogCategories, { message: text['blogPost.category.invalid'] }),
  author: requiredTitle(80, text['blogPost.author.required']),
  coverImageUrl,
  coverAltDe: requiredText(250, text['blogPost.coverAlt.required']),
  coverAltEn: requiredText(250, text['blogPost.coverAlt.required']),
  status: z.enum(blogPostStatuses, { message: text['blogPost.status.invalid'] }),
  /**
   * When it is (or was) published, with its offset: required for a scheduled post and in the future then; the date
   * a published post shows (the time of saving when left out); kept as given for a draft.
   */
  publishAt,
});

/**
 * POST /api/admin/blog-posts and PUT /api/admin/blog-posts/{id} (If-Match: the version edited), checked against
 * the clock `now` (the catalog's, which tests control): a scheduled post's time must be after it, unless it is the
 * time the post already had (`keptPublishAt`), so a scheduled post that went live can still be corrected.
 */
export function blogPostInputSchemaAt(now: () => Date, keptPublishAt: string | null = null) {
  return blogPostFields.superRefine(
    (post, ctx) => {
      if (post.status !== 'scheduled') return;
      if (post.publishAt === null) {
        ctx.addIssue({ code: 'custom', path: ['publishAt'], message: text['blogPost.publishAt.required'] });
      } else if (post.publishAt !== keptPublishAt && Date.parse(post.publishAt) <= now().getTime()) {
        ctx.addIssue({ code: 'custom', path: ['publishAt'], message: text['blogPost.publishAt.past'] });
      }
    },
    // Checked beside the other fields' errors, so one answer names them all; not when the status or date is itself bad.
    {
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((issue) => issue.path?.[0] === 'status' || issue.path?.[0] === 'publishAt'),
    },
  );
}

/** The owner's post as the editor sends it, checked against this computer's clock (the form's own check). */
export const blogPostInputSchema = blogPostInputSchemaAt(() => new Date());
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostFields = z.output<typeof blogPostInputSchema>;

/** GET /api/admin/blog-posts (every post, newest `publishAt` first, drafts without one first) and each save's answer. */
export const adminBlogPostSchema = blogPostFields.extend({
  id: z.uuid(),
  /** Raised by every save; sent back as If-Match (docs/decisions.md 87). */
  version: z.int().positive(),
  /** A post of the first install's, not written by the owner: the go-live check lists it until saved or deleted. */
  seeded: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/**
 * A published post as guests' pages list it (no body): both languages side by side, so each language's page and
 * its language switch read one answer. `publishedAt` is the date it shows; `readTimeDe`/`readTimeEn` are minutes
 * at 200 words a minute, at least one. `coverPicture` is the cover's size and stand-in (decision 121).
 */
export const blogPostSummarySchema = blogPostFields
  .pick({
    slugDe: true,
    slugEn: true,
    titleDe: true,
    titleEn: true,
    teaserDe: true,
    teaserEn: true,
    category: true,
    author: true,
    coverImageUrl: true,
    coverAltDe: true,
    coverAltEn: true,
  })
  .extend({
    id: z.uuid(),
    coverPicture: pictureSchema,
    publishedAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    readTimeDe: z.int().positive(),
    readTimeEn: z.int().positive(),
  });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/**
 * GET /api/blog-posts/{slug} (either language's slug; published only): the body rendered from Markdown to safe
 * HTML by the catalog (no raw HTML, only this site's pictures, no `javascript:` links; docs/decisions.md 150).
 */
export const publicBlogPostSchema = blogPostSummarySchema.extend({ bodyHtmlDe: z.string(), bodyHtmlEn: z.string() });
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

/** How many posts a page of the public list holds. */
export const blogPageSize = 12;

/** GET /api/blog-posts?category=&page=&pageSize=: published posts, newest first. */
export const blogPostListQuerySchema = z.object({
  category: z.enum(blogCategories, { message: text['blogPost.category.invalid'] }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(blogPageSize),
});
export type BlogPostListQuery = z.input<typeof blogPostListQuerySchema>;

/** One page of the public list and how many posts the whole list (that category's) holds. */
export const blogPostPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** POST /api/admin/blog-posts/preview: the bodies the editor shows (either may be empty while writing). */
export const blogPostPreviewInputSchema = z.object({
  bodyDe: z.string().max(blogBodyMaxLength, text['blogPost.body.tooLong']).default(''),
  bodyEn: z.string().max(blogBodyMaxLength, text['blogPost.body.tooLong']).default(''),
});
export type BlogPostPreviewInput = z.input<typeof blogPostPreviewInputSchema>;

/** The preview's answer: each body as the guests' page would show it. */
export const blogPostPreviewSchema = z.object({
  bodyHtmlDe: z.string(),
  bodyHtmlEn: z.string(),
  readTimeDe: z.int().positive(),
  readTimeEn: z.int().positive(),
});
export type BlogPostPreview = z.infer<typeof blogPostPreviewSchema>;
