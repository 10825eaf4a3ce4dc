import { z } from 'zod';
import { catalogText } from './catalog-messages.js';
import { flag, optionalImageUrl, optionalText, priceInCents, requiredText, sortOrder } from './catalog-fields.js';
import { menuCategories } from './menu-categories.js';

/**
 * A menu item as the public menu page reads it (spec section 3). The plain title and description are German
 * (the default language); the localized ones are null when staff left that language empty, and the page then
 * falls back to the plain field. `category` is the explicit category key, with its labels beside it.
 */
export const menuItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleDe: z.string().nullable(),
  description: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  category: z.enum(menuCategories),
  categoryEn: z.string(),
  categoryDe: z.string(),
  /** Euros with at most two decimals. */
  price: z.number().nonnegative(),
  imageUrl: z.string().nullable(),
  isAvailable: z.boolean(),
  /** Free text, German in the plain field like the title. */
  allergens: z.string().nullable(),
  allergensDe: z.string().nullable(),
  allergensEn: z.string().nullable(),
  isDrink: z.boolean(),
  isAlcoholic: z.boolean(),
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  glutenFree: z.boolean(),
  spicy: z.boolean(),
  sortOrder: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/**
 * POST /api/menu and PUT /api/menu/{id}: everything the public page shows (design brief, decision 6). The spec's
 * form requires title, description, price and category; German is required, English falls back to it.
 * Whether a drink is alcoholic defaults from its category (wine yes, soft drinks no) unless staff say otherwise.
 */
export const menuItemInputSchema = z.object({
  titleDe: requiredText(120, catalogText['catalog.titleDe.required']),
  titleEn: optionalText(120),
  descriptionDe: requiredText(1000, catalogText['catalog.descriptionDe.required']),
  descriptionEn: optionalText(1000),
  category: z.enum(menuCategories, { message: catalogText['catalog.category.invalid'] }),
  price: priceInCents,
  imageUrl: optionalImageUrl,
  allergensDe: optionalText(300),
  allergensEn: optionalText(300),
  isAvailable: flag(true),
  isAlcoholic: z.boolean({ message: catalogText['catalog.flag.invalid'] }).optional(),
  vegetarian: flag(false),
  vegan: flag(false),
  glutenFree: flag(false),
  spicy: flag(false),
  sortOrder,
});
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export type MenuItemFields = z.output<typeof menuItemInputSchema>;
