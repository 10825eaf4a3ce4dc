import { z } from 'zod';
import { pictureSchema } from './picture-schema.js';
import { catalogText } from './catalog-messages.js';
import {
  flag,
  optionalImageUrl,
  optionalText,
  optionalTitle,
  priceInCents,
  requiredText,
  requiredTitle,
  sortOrder,
} from './catalog-fields.js';
import { allergenCodes, inAllergenOrder, isAllergenCode } from './allergens.js';
import { menuCategories } from './menu-categories.js';
import { dietConflicts } from './diet-labels.js';

/**
 * A menu item as the public menu page reads it (docs/decisions.md 28). The plain title and description are German
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
  /** Its size and stand-in when it is one of the catalog's own processed pictures (docs/decisions.md 121). */
  picture: pictureSchema,
  isAvailable: z.boolean(),
  /** The EU's 14 allergens it contains, in the regulation's order (docs/decisions.md 89). */
  allergens: z.array(z.enum(allergenCodes)),
  /**
   * Allergen text from before the list that the migration could not map: shown to guests and staff as written
   * until staff tick the allergens and save (which clears it).
   */
  allergensNote: z.string().nullable(),
  isDrink: z.boolean(),
  isAlcoholic: z.boolean(),
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  glutenFree: z.boolean(),
  spicy: z.boolean(),
  sortOrder: z.number().int(),
  /** Raised by every staff change; sent back as If-Match (docs/decisions.md 87). */
  version: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/**
 * POST /api/menu and PUT /api/menu/{id}: everything the public page shows (docs/decisions.md 91). The
 * form requires title, description, price and category; German is required, English falls back to it.
 * Whether a drink is alcoholic defaults from its category (wine yes, soft drinks no) unless staff say otherwise.
 */
export const menuItemInputSchema = z
  .object({
    titleDe: requiredTitle(120, catalogText['catalog.titleDe.required']),
    titleEn: optionalTitle(120),
    descriptionDe: requiredText(1000, catalogText['catalog.descriptionDe.required']),
    descriptionEn: optionalText(1000),
    category: z.enum(menuCategories, { message: catalogText['catalog.category.invalid'] }),
    price: priceInCents,
    imageUrl: optionalImageUrl,
    // Checked as a whole, so a wrong entry names the field ('allergens'), not its position in the list.
    allergens: z
      .array(z.string(), { message: catalogText['catalog.allergens.invalid'] })
      .refine((list) => list.every(isAllergenCode), catalogText['catalog.allergens.invalid'])
      .default([])
      .transform((list) => inAllergenOrder(list.filter(isAllergenCode))),
    isAvailable: flag(true),
    isAlcoholic: z.boolean({ message: catalogText['catalog.flag.invalid'] }).optional(),
    vegetarian: flag(false),
    vegan: flag(false),
    glutenFree: flag(false),
    spicy: flag(false),
    sortOrder,
  })
  // A label the allergens contradict is refused, naming the label (docs/decisions.md 129): a guest avoiding gluten
  // must never read 'gluten-free' over a dish that has it.
  .superRefine((dish, context) => {
    for (const { label } of dietConflicts(dish.allergens, dish))
      context.addIssue({ code: 'custom', path: [label], message: catalogText[`catalog.${label}.conflict`] });
  });
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export type MenuItemFields = z.output<typeof menuItemInputSchema>;

/** PATCH /api/menu/{id}/availability: the one-tap 'sold out' switch during service. */
export const menuAvailabilitySchema = z.object({
  isAvailable: z.boolean({ message: catalogText['catalog.flag.invalid'] }),
});
