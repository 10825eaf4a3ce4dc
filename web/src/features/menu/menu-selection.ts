import { foodCategories, menuCategories, type FoodCategory, type MenuCategory, type MenuItem } from '@ristorante/contracts';

/**
 * What the guest is looking at: a top-level tab (all, food, drinks; docs/product.md, 'The guest site') and, under Food
 * or Drinks, one sub-filter. Items are sorted by their explicit category and drink flags (docs/decisions.md 27), so the
 * keyword rules (used once, by a migration) are not needed here.
 */
export type FoodFilter = 'all' | FoodCategory;
export type DrinkFilter = 'all' | 'alcoholic' | 'non-alcoholic';
export type MenuSelection = { tab: 'all' } | { tab: 'food'; filter: FoodFilter } | { tab: 'drinks'; filter: DrinkFilter };

export const drinkFilters: readonly DrinkFilter[] = ['all', 'alcoholic', 'non-alcoholic'];

/** docs/product.md, 'Lists and how much they show': switching filters shows a short loading state for this long. */
export const filterFlashMs = 150;

export interface MenuCounts {
  all: number;
  food: number;
  drinks: number;
  alcoholic: number;
  nonAlcoholic: number;
  byFoodCategory: ReadonlyMap<FoodCategory, number>;
}

function isFoodCategory(category: MenuCategory): category is FoodCategory {
  return (foodCategories as readonly string[]).includes(category);
}

export function countMenu(items: readonly MenuItem[]): MenuCounts {
  const byFoodCategory = new Map<FoodCategory, number>();
  let drinks = 0;
  let alcoholic = 0;
  for (const item of items) {
    if (item.isDrink) {
      drinks += 1;
      if (item.isAlcoholic) alcoholic += 1;
    } else if (isFoodCategory(item.category)) {
      byFoodCategory.set(item.category, (byFoodCategory.get(item.category) ?? 0) + 1);
    }
  }
  return { all: items.length, food: items.length - drinks, drinks, alcoholic, nonAlcoholic: drinks - alcoholic, byFoodCategory };
}

/** All Food, then only the categories that have items, in menu order, each with its count. */
export function foodFilters(counts: MenuCounts): Array<{ filter: FoodFilter; count: number }> {
  const categories = foodCategories.flatMap((category) => {
    const count = counts.byFoodCategory.get(category) ?? 0;
    return count > 0 ? [{ filter: category, count }] : [];
  });
  return [{ filter: 'all', count: counts.food }, ...categories];
}

export function drinkFilterCount(filter: DrinkFilter, counts: MenuCounts): number {
  if (filter === 'alcoholic') return counts.alcoholic;
  if (filter === 'non-alcoholic') return counts.nonAlcoholic;
  return counts.drinks;
}

function matches(item: MenuItem, selection: MenuSelection): boolean {
  switch (selection.tab) {
    case 'all':
      return true;
    case 'food':
      return !item.isDrink && (selection.filter === 'all' || item.category === selection.filter);
    case 'drinks':
      if (!item.isDrink) return false;
      if (selection.filter === 'alcoholic') return item.isAlcoholic;
      if (selection.filter === 'non-alcoholic') return !item.isAlcoholic;
      return true;
  }
}

export function selectItems(items: readonly MenuItem[], selection: MenuSelection): MenuItem[] {
  return items.filter((item) => matches(item, selection));
}

/** One string per selection, to tell whether a click changes anything. */
export function selectionKey(selection: MenuSelection): string {
  return selection.tab === 'all' ? 'all' : `${selection.tab}:${selection.filter}`;
}

/** Items by category in menu order (appetizers first, coffee last), each keeping the server's order within. */
export function groupByCategory(items: readonly MenuItem[]): Array<{ category: MenuCategory; items: MenuItem[] }> {
  const groups = new Map<MenuCategory, MenuItem[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return menuCategories.flatMap((category) => {
    const group = groups.get(category);
    return group ? [{ category, items: group }] : [];
  });
}
