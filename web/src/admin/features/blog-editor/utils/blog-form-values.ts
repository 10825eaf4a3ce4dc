import {
  berlinDate,
  berlinLocalToInstant,
  berlinTime,
  type AdminBlogPost,
  type BlogPostInput,
  type BlogPostStatus,
} from '@ristorante/contracts';

/** The form's fields in their order on screen (focus goes to the first bad one); each is the name the server uses. */
export const blogFields = [
  'titleDe',
  'slugDe',
  'teaserDe',
  'bodyDe',
  'coverAltDe',
  'titleEn',
  'slugEn',
  'teaserEn',
  'bodyEn',
  'coverAltEn',
  'category',
  'author',
  'coverImageUrl',
  'status',
  'publishAt',
] as const;
export type BlogField = (typeof blogFields)[number];

/** The form's values as typed; `publishAt` as Berlin's clock reads it (a datetime-local value). */
export type BlogFormValues = Record<BlogField, string>;

/** A post as the form shows it; a new one a draft by the signed-in person's name, if they gave one. */
export function blogValuesOf(post: AdminBlogPost | undefined, author = ''): BlogFormValues {
  const at = post?.publishAt ? new Date(post.publishAt) : undefined;
  return {
    titleDe: post?.titleDe ?? '',
    slugDe: post?.slugDe ?? '',
    teaserDe: post?.teaserDe ?? '',
    bodyDe: post?.bodyDe ?? '',
    coverAltDe: post?.coverAltDe ?? '',
    titleEn: post?.titleEn ?? '',
    slugEn: post?.slugEn ?? '',
    teaserEn: post?.teaserEn ?? '',
    bodyEn: post?.bodyEn ?? '',
    coverAltEn: post?.coverAltEn ?? '',
    category: post?.category ?? '',
    author: post?.author ?? author,
    coverImageUrl: post?.coverImageUrl ?? '',
    status: post?.status ?? 'draft',
    publishAt: at ? `${berlinDate(at)}T${berlinTime(at)}` : '',
  };
}

/**
 * What the form sends: the Berlin time as an instant with its offset, as the contract asks (blank as none, so a
 * published post takes the time of saving); a time that is no time as typed, so the schema names the field.
 */
export function blogRequestOf(values: BlogFormValues): BlogPostInput {
  const typed = values.publishAt.trim();
  const instant = typed ? berlinLocalToInstant(typed) : undefined;
  return {
    ...values,
    category: values.category as BlogPostInput['category'],
    status: values.status as BlogPostStatus,
    publishAt: typed ? (instant?.toISOString() ?? typed) : null,
  };
}

/** German letters as they are spelled without their marks (an address is a–z only). */
const spelled: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The address a title suggests (docs/decisions.md 153): 'Trüffel & Wein im Herbst' → 'trueffel-wein-im-herbst'.
 * At most 80 characters, cut at a word, as contracts' blogSlugPattern allows.
 */
export function slugOf(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => spelled[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 80) break;
    slug = next;
  }
  return slug || words.join('').slice(0, 80);
}
