import type { Locale, MenuItem } from '@ristorante/contracts';
import { groupByCategory } from '../menu-selection';
import { localizeMenuItem } from './localize-menu-item';

const diets = [
  { applies: (item: MenuItem) => item.vegan, diet: 'https://schema.org/VeganDiet' },
  { applies: (item: MenuItem) => item.vegetarian || item.vegan, diet: 'https://schema.org/VegetarianDiet' },
  { applies: (item: MenuItem) => item.glutenFree, diet: 'https://schema.org/GlutenFreeDiet' },
];

/** schema.org Menu of the menu page: a section per category, each dish with its price and diets. */
export function menuStructuredData(items: readonly MenuItem[], locale: Locale, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    url: pageUrl,
    inLanguage: locale,
    hasMenuSection: groupByCategory(items).map(({ items: dishes }) => ({
      '@type': 'MenuSection',
      name: localizeMenuItem(dishes[0]!, locale).category,
      hasMenuItem: dishes.map((item) => {
        const text = localizeMenuItem(item, locale);
        const suitableForDiet = diets.filter(({ applies }) => applies(item)).map(({ diet }) => diet);
        return {
          '@type': 'MenuItem',
          name: text.title,
          description: text.description,
          offers: {
            '@type': 'Offer',
            price: item.price.toFixed(2),
            priceCurrency: 'EUR',
            availability: item.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
          ...(suitableForDiet.length > 0 ? { suitableForDiet } : {}),
        };
      }),
    })),
  };
}
