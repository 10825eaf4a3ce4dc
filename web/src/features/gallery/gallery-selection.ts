// Types only from '@ristorante/contracts': its gallery module builds zod schemas at its top level, so importing a
// value from it (galleryCategories, isShowableImageUrl) would bring zod into this page's chunk (docs/pitfalls.md).
import type { GalleryCategory, GalleryImage, Locale, Picture } from '@ristorante/contracts';
import type { MessageId } from '../../i18n/catalogues';

/** How many images a category shows before 'Show All N Photos'. */
export const initialImageLimit = 30;

/** The first images are in view at once on most screens: they load eagerly, the rest as the guest scrolls. */
export const eagerImageCount = 6;

/**
 * The grid's columns as its stylesheet lays them out (gallery.css): one on a phone, two from 36rem, three from
 * 64rem in a grid of at most 72rem.
 */
export const gridImageSizes = '(min-width: 64rem) 23rem, (min-width: 36rem) 50vw, 100vw';

/** The lightbox shows a picture as large as the window allows. */
export const lightboxImageSizes = '100vw';

export type CategoryChoice = 'all' | GalleryCategory;

/** The filter's labels, in the order the chips show them. The record's type asks for every category there is. */
const categoryLabelIds: Record<GalleryCategory, MessageId> = {
  food: 'gallery.category.food',
  interior: 'gallery.category.interior',
  exterior: 'gallery.category.exterior',
  events: 'gallery.category.events',
  staff: 'gallery.category.staff',
};
const categories = Object.keys(categoryLabelIds) as GalleryCategory[];

export function categoryLabelId(choice: CategoryChoice): MessageId {
  return choice === 'all' ? 'gallery.category.all' : categoryLabelIds[choice];
}

/** `?category=…` as a choice; anything else (missing, misspelt) is 'all'. */
export function parseCategory(value: string | null): CategoryChoice {
  return categories.find((category) => category === value) ?? 'all';
}

/** A gallery image as the guest sees it: its texts in their language. */
export interface GalleryEntry {
  id: string;
  src: string;
  title: string;
  description: string | null;
  alt: string;
  category: GalleryCategory;
  /** Its size and stand-in when it is one of the catalog's own pictures (docs/decisions.md 121). */
  picture: Picture | null;
}

/**
 * The guest's language first, then the plain field (German); an empty translation counts as missing. The alt
 * text falls back to the title, so no picture is left unnamed.
 */
export function toEntry(image: GalleryImage, locale: Locale): GalleryEntry {
  const english = locale === 'en';
  const title = (english ? image.titleEn : image.titleDe) || image.title;
  return {
    id: image.id,
    src: image.imageUrl,
    title,
    description: (english ? image.descriptionEn : image.descriptionDe) || image.description || null,
    alt: (english ? image.altTextEn : image.altTextDe) || image.altText || title,
    category: image.category,
    picture: image.picture,
  };
}

/**
 * The server lists only showable images (it applies `isShowableImageUrl`); this only keeps an entry without any
 * address from becoming an <img src="">. The full check stays on the server, where zod is no cost.
 */
export function hasImage(image: GalleryImage): boolean {
  return typeof image.imageUrl === 'string' && image.imageUrl.trim() !== '';
}

/** 'All' and each category that has images, in filter order, with how many. */
export function categoryCounts(entries: readonly GalleryEntry[]): Array<{ choice: CategoryChoice; count: number }> {
  const counts = new Map<GalleryCategory, number>();
  for (const entry of entries) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
  const present = categories.flatMap((category) => {
    const count = counts.get(category) ?? 0;
    return count > 0 ? [{ choice: category, count }] : [];
  });
  return [{ choice: 'all', count: entries.length }, ...present];
}
