/**
 * The 14 allergens of EU regulation 1169/2011, annex II, in the regulation's order, with the names German and
 * English menus use (docs/decisions.md 89). Zod-free and small: the guest's menu page imports it for the names
 * and the 'without …' filter.
 */
export const allergenCodes = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof allergenCodes)[number];

export const allergenNames: Record<AllergenCode, { de: string; en: string }> = {
  gluten: { de: 'Glutenhaltiges Getreide', en: 'Cereals containing gluten' },
  crustaceans: { de: 'Krebstiere', en: 'Crustaceans' },
  eggs: { de: 'Eier', en: 'Eggs' },
  fish: { de: 'Fisch', en: 'Fish' },
  peanuts: { de: 'Erdnüsse', en: 'Peanuts' },
  soybeans: { de: 'Soja', en: 'Soybeans' },
  milk: { de: 'Milch', en: 'Milk' },
  nuts: { de: 'Schalenfrüchte', en: 'Tree nuts' },
  celery: { de: 'Sellerie', en: 'Celery' },
  mustard: { de: 'Senf', en: 'Mustard' },
  sesame: { de: 'Sesam', en: 'Sesame' },
  sulphites: { de: 'Schwefeldioxid und Sulfite', en: 'Sulphur dioxide and sulphites' },
  lupin: { de: 'Lupinen', en: 'Lupin' },
  molluscs: { de: 'Weichtiere', en: 'Molluscs' },
};

export const isAllergenCode = (value: string): value is AllergenCode => (allergenCodes as readonly string[]).includes(value);

/** Codes in the regulation's order, each once: how they are stored and shown. */
export const inAllergenOrder = (codes: readonly AllergenCode[]): AllergenCode[] =>
  allergenCodes.filter((code) => codes.includes(code));
