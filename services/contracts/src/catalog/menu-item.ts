import { z } from 'zod';

/**
 * A menu item as the public menu page reads it (spec section 3). Localized fields fall back to the plain
 * field; the price is euros as a number with at most two decimals.
 */
export const menuItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleDe: z.string().nullable(),
  description: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  category: z.string(),
  categoryEn: z.string().nullable(),
  categoryDe: z.string().nullable(),
  price: z.number().nonnegative(),
  imageUrl: z.string().nullable(),
  isAvailable: z.boolean(),
  allergens: z.string().nullable(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
