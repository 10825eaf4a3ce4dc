import type { Locale } from '../site/site-config.js';

/**
 * Every menu item carries one explicit category (docs/decisions.md 27), in menu order. Food categories are the
 * menu page's filters (docs/product.md, 'The guest site'); drink categories sit under the Drinks tab.
 */
export const foodCategories = ['appetizers', 'soup', 'salads', 'pasta', 'pizza', 'fish', 'meat', 'desserts', 'other'] as const;
export const drinkCategories = ['wine', 'sparkling', 'beer', 'cocktails', 'spirits', 'soft-drinks', 'coffee'] as const;
export const menuCategories = [...foodCategories, ...drinkCategories] as const;

export type FoodCategory = (typeof foodCategories)[number];
export type DrinkCategory = (typeof drinkCategories)[number];
export type MenuCategory = (typeof menuCategories)[number];

export const menuCategoryLabels: Record<MenuCategory, Record<Locale, string>> = {
  appetizers: { en: 'Appetizers', de: 'Vorspeisen' },
  soup: { en: 'Soup', de: 'Suppen' },
  salads: { en: 'Salads', de: 'Salate' },
  pasta: { en: 'Pasta', de: 'Pasta' },
  pizza: { en: 'Pizza', de: 'Pizza' },
  fish: { en: 'Fish', de: 'Fisch' },
  meat: { en: 'Meat', de: 'Fleisch' },
  desserts: { en: 'Desserts', de: 'Desserts' },
  other: { en: 'Other', de: 'Sonstiges' },
  wine: { en: 'Wine', de: 'Wein' },
  sparkling: { en: 'Sparkling wine', de: 'Schaumwein' },
  beer: { en: 'Beer', de: 'Bier' },
  cocktails: { en: 'Cocktails', de: 'Cocktails' },
  spirits: { en: 'Spirits & digestifs', de: 'Spirituosen & Digestifs' },
  'soft-drinks': { en: 'Soft drinks', de: 'Alkoholfreie Getränke' },
  coffee: { en: 'Coffee & tea', de: 'Kaffee & Tee' },
};

export function isDrinkCategory(category: MenuCategory): category is DrinkCategory {
  return (drinkCategories as readonly string[]).includes(category);
}

/** Drink categories whose items are alcoholic unless the item says otherwise (an alcohol-free beer, say). */
export const alcoholicByDefault: ReadonlySet<DrinkCategory> = new Set(['wine', 'sparkling', 'beer', 'cocktails', 'spirits']);
