import { restaurantTimeZone, type Locale } from '@ristorante/contracts';

const numberLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
const euroFormats = new Map<Locale, Intl.NumberFormat>();

/** '12,50 €' in German, '€12.50' in English. */
export function formatEuros(value: number, locale: Locale): string {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(numberLocales[locale], { style: 'currency', currency: 'EUR' });
    euroFormats.set(locale, format);
  }
  return format.format(value);
}

/** An event's day and time on the restaurant's clock (Berlin). */
const eventMoment = (locale: Locale) =>
  new Intl.DateTimeFormat(numberLocales[locale], {
    timeZone: restaurantTimeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** An event's date and time as the restaurant's clock shows it (Berlin), e.g. 'Fr., 4. Dez. 2026, 19:00'. */
export function formatEventDate(iso: string, locale: Locale): string {
  return eventMoment(locale).format(new Date(iso));
}

/** An event's hours on Berlin's clock, from its start for its length: 'Sa., 5. Dez. 2026, 19:30–22:30 Uhr'. */
export function formatEventHours(iso: string, minutes: number, locale: Locale): string {
  const start = new Date(iso);
  return eventMoment(locale).formatRange(start, new Date(start.getTime() + minutes * 60_000));
}

/** A calendar day `YYYY-MM-DD` (it has no time zone: read at noon UTC, it is that day everywhere), e.g. 'Do., 3. Dez.'. */
export function formatCalendarDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(numberLocales[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
