import type { Locale } from '@ristorante/contracts';

const dateLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** A post's day as a long date in Berlin: '20. Oktober 2026', '20 October 2026'. */
export function formatPostDate(instant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));
}
