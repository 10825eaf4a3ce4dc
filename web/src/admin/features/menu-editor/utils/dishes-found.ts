import { menuCategories, type MenuCategory, type MenuItem } from '@ristorante/contracts';

/**
 * The dishes whose German or English title holds `query` (already lower case; none: all), by category in the
 * menu's order, empty categories left out.
 */
export function dishesFound(items: readonly MenuItem[], query: string) {
  const found = query
    ? items.filter((dish) => [dish.titleDe, dish.titleEn, dish.title].some((title) => title?.toLowerCase().includes(query)))
    : items;
  const byCategory = new Map<MenuCategory, MenuItem[]>();
  for (const dish of found) byCategory.set(dish.category, [...(byCategory.get(dish.category) ?? []), dish]);
  return {
    found,
    categories: menuCategories
      .filter((category) => byCategory.has(category))
      .map((category) => ({
        category,
        dishes: byCategory.get(category)!,
      })),
  };
}
