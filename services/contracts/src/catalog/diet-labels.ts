import type { AllergenCode } from './allergens.js';

/**
 * Which of the 14 allergens each dietary label rules out (docs/decisions.md 129): a dish cannot be gluten-free and
 * contain gluten, vegan with milk, eggs, fish, crustaceans or molluscs, or vegetarian with fish, crustaceans or
 * molluscs. Meat is no allergen, so a label is never derived from the list, only refused when the list
 * contradicts it. Zod-free: the dashboard's form and the migration's repair read the same table.
 */
export const dietLabelExcludes = {
  glutenFree: ['gluten'],
  vegan: ['crustaceans', 'eggs', 'fish', 'milk', 'molluscs'],
  vegetarian: ['crustaceans', 'fish', 'molluscs'],
} as const satisfies Record<string, readonly AllergenCode[]>;

export type DietLabel = keyof typeof dietLabelExcludes;
export const dietLabels = Object.keys(dietLabelExcludes) as DietLabel[];

/** The labels a dish claims that its allergens contradict, each with the allergens that do. */
export function dietConflicts(
  allergens: readonly string[],
  labels: Partial<Record<DietLabel, boolean>>,
): Array<{ label: DietLabel; allergens: AllergenCode[] }> {
  return dietLabels.flatMap((label) => {
    const found = (dietLabelExcludes[label] as readonly AllergenCode[]).filter((code) => allergens.includes(code));
    return labels[label] && found.length > 0 ? [{ label, allergens: found }] : [];
  });
}
