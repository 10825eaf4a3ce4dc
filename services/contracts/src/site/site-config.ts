/**
 * The restaurant's identity: the one place every page, e-mail and server rule reads it from
 * (design brief, decision 1). Later features add hours, slots and capacity here, never a second copy.
 */
export const siteConfig = {
  name: 'Trattoria La Sosta',
  city: 'Berlin',
  locales: ['de', 'en'] as const,
  defaultLocale: 'de' as const,
};

export type Locale = (typeof siteConfig.locales)[number];

export function isLocale(value: string | undefined): value is Locale {
  return (siteConfig.locales as readonly string[]).includes(value ?? '');
}
