import { berlinDate, daysAfter, restaurantTimeZone, type Locale } from '@ristorante/contracts';

const intlLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** Today in Berlin, `YYYY-MM-DD`: the restaurant's day, wherever the tablet's clock is set. */
export const todayInBerlin = (now = new Date()) => berlinDate(now);

/** A calendar date `days` later (or earlier): contracts' calendar arithmetic, under the dashboard's name. */
export const addDays = daysAfter;

/** 'Montag, 23. November 2026' / 'Monday, 23 November 2026'. */
export const longDay = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocales[locale], { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T12:00:00Z`));

/** '23.11.2026' / '23/11/2026': a date in a sentence. */
export const numericDay = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocales[locale], { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${date}T12:00:00Z`));

/** An instant as Berlin's clock shows it, e.g. '23.11., 18:04'. */
export const berlinDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocales[locale], {
    timeZone: restaurantTimeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** An instant's Berlin day, as short as a dense row needs it: '04.12.' / '04/12'. */
export const berlinDayMonth = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocales[locale], { timeZone: restaurantTimeZone, day: '2-digit', month: '2-digit' }).format(
    new Date(iso),
  );

/** 'Mo' / 'Mon': a weekday under a bar of a chart. */
export const shortWeekday = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocales[locale], { timeZone: 'UTC', weekday: 'short' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace('.', '');
