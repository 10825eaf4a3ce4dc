/** A page catalogue whose English lags behind German: only the title is translated. Compiled by `?icu`. */
export const laggingMessages = {
  de: { 'menu.title': 'Speisekarte', 'menu.lead': 'Hausgemachte Pasta und {count} Weine' },
  en: { 'menu.title': 'Our menu' },
};
