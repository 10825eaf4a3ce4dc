import { allergenNames, type Locale, type MenuItem } from '@ristorante/contracts';

/** The guest's language, else the plain field (German); an empty translation counts as missing too. */
export function localizeMenuItem(item: MenuItem, locale: Locale) {
  const english = locale === 'en';
  return {
    title: (english ? item.titleEn : item.titleDe) || item.title,
    description: (english ? item.descriptionEn : item.descriptionDe) || item.description,
    category: (english ? item.categoryEn : item.categoryDe) || item.category,
    allergens: item.allergens.map((code) => allergenNames[code][locale]).join(', '),
  };
}
