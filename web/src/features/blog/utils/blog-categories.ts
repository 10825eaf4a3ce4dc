import { blogCategories, type BlogCategory, type Locale } from '@ristorante/contracts';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/catalogues';

/** What the blog list shows: every post, or one category's (`?category=` in the address). */
export type CategoryChoice = 'all' | BlogCategory;

export const categoryChoices: readonly CategoryChoice[] = ['all', ...blogCategories];

export const categoryLabels: Record<CategoryChoice, MessageId> = {
  all: 'blog.category.all',
  'our-story': 'blog.category.our-story',
  'kitchen-stories': 'blog.category.kitchen-stories',
  'seasonal-menu': 'blog.category.seasonal-menu',
  'wine-pairing': 'blog.category.wine-pairing',
  traditions: 'blog.category.traditions',
};

/** `?category=` as the list reads it: a key it does not know (or none) shows every post. */
export function parseCategory(value: string | null): CategoryChoice {
  return (blogCategories as readonly string[]).includes(value ?? '') ? (value as BlogCategory) : 'all';
}

/** The blog list showing one category, or all of them. The key is the same in both languages. */
export function categoryHref(locale: Locale, category: CategoryChoice): string {
  const list = paths.blog.getHref(locale);
  return category === 'all' ? list : `${list}?category=${category}`;
}
