import { z } from 'zod';
import { pictureSchema } from './picture-schema.js';
import { catalogText } from './catalog-messages.js';
import { imageUrl, optionalText, optionalTitle, requiredText, requiredTitle, sortOrder } from './catalog-fields.js';

/** The gallery page's categories (docs/product.md, 'The guest site'), besides 'all'. */
export const galleryCategories = ['food', 'interior', 'exterior', 'events', 'staff'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** Stock placeholder services, and file names that say they are a test or a placeholder. */
const placeholderHosts =
  /(^|\.)(placeholder\.com|placehold\.co|placehold\.it|placekitten\.com|dummyimage\.com|fakeimg\.pl|picsum\.photos|via\.placeholder\.com)$/i;
const placeholderName = /(^|[/_.-])(test|placeholder|dummy|sample)([_.-][^/]*)?\.(png|jpe?g|gif|webp|svg|avif)$/i;

/**
 * Whether a gallery entry is worth showing a guest (docs/decisions.md 34): not when its image is empty or a test
 * placeholder. Our own seed pictures are named for what they show, so they pass.
 */
export function isShowableImageUrl(url: string | null | undefined): boolean {
  const value = url?.trim() ?? '';
  if (value === '') return false;
  let path = value;
  try {
    const parsed = new URL(value, 'http://site.invalid');
    if (placeholderHosts.test(parsed.hostname)) return false;
    path = parsed.pathname;
  } catch {
    return false;
  }
  return !placeholderName.test(path);
}

/**
 * A gallery image. Plain fields are German with localized ones beside them, as for the menu;
 * `altText` falls back to the title. `picture` is known for the catalog's own images (docs/decisions.md 121), so
 * the page reserves their space before they load and offers the width each screen needs.
 */
export const galleryImageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  titleDe: z.string().nullable(),
  titleEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  altText: z.string(),
  altTextDe: z.string().nullable(),
  altTextEn: z.string().nullable(),
  category: z.enum(galleryCategories),
  picture: pictureSchema,
  sortOrder: z.number().int(),
  /** Raised by every staff change; sent back as If-Match (docs/decisions.md 87). */
  version: z.number().int(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/**
 * POST /api/gallery and PUT /api/gallery/{id}: the form requires title and image; the German alt text too,
 * because a picture without one cannot be published (docs/decisions.md 90).
 */
export const galleryImageInputSchema = z.object({
  titleDe: requiredTitle(120, catalogText['catalog.titleDe.required']),
  titleEn: optionalTitle(120),
  descriptionDe: optionalText(500),
  descriptionEn: optionalText(500),
  altTextDe: requiredText(250, catalogText['catalog.altText.required']),
  altTextEn: optionalText(250),
  // The public gallery drops placeholder images, so staff are told at once rather than left wondering.
  imageUrl: imageUrl(catalogText['catalog.imageUrl.required']).refine(
    isShowableImageUrl,
    catalogText['catalog.imageUrl.placeholder'],
  ),
  category: z.enum(galleryCategories, { message: catalogText['catalog.category.invalid'] }).default('food'),
  sortOrder,
});
export type GalleryImageInput = z.input<typeof galleryImageInputSchema>;
export type GalleryImageFields = z.output<typeof galleryImageInputSchema>;

/** PUT /api/gallery/order: every picture of one category, in its new order. */
export const galleryOrderSchema = z.object({
  category: z.enum(galleryCategories, { message: catalogText['catalog.category.invalid'] }),
  ids: z
    .array(z.uuid({ message: catalogText['catalog.galleryOrder.invalid'] }), {
      message: catalogText['catalog.galleryOrder.invalid'],
    })
    .min(1, catalogText['catalog.galleryOrder.invalid'])
    .refine((ids) => new Set(ids).size === ids.length, catalogText['catalog.galleryOrder.invalid']),
});
export type GalleryOrder = z.infer<typeof galleryOrderSchema>;

/**
 * POST /api/gallery/upload answers where the processed picture is served and what became of the file
 * (docs/decisions.md 121): its upright size and stand-in, the bytes received, and the bytes a phone now downloads
 * for it shown across its screen (the AVIF a 360 px screen at 3× picks), for the dashboard to say what was saved.
 */
export const uploadedImageSchema = z.object({
  imageUrl: z.string(),
  /** What the address itself serves: the widest JPEG, without metadata (the original is not kept). */
  contentType: z.literal('image/jpeg'),
  bytes: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  picture: pictureSchema.unwrap(),
  phoneBytes: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
