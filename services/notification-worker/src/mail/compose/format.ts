import type { Locale } from '@ristorante/contracts';

/**
 * Dates, times and money as guests read them. Written out by hand (not Intl) so the words are the same on every
 * Node build, with or without full ICU data.
 */

const weekdayNames: Record<Locale, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const monthNames: Record<Locale, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar date `YYYY-MM-DD`; throws when it names no real day (the event then goes to the dead letters). */
export function calendarDate(date: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`not a calendar date: ${JSON.stringify(date)}`);
  }
  return { year, month, day };
}

/** 'Freitag, 4. Dezember 2026' / 'Friday, 4 December 2026'. */
export function longDate(date: string, locale: Locale): string {
  const { year, month, day } = calendarDate(date);
  const weekday = weekdayNames[locale][new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  const monthName = monthNames[locale][month - 1]!;
  return locale === 'de' ? `${weekday}, ${day}. ${monthName} ${year}` : `${weekday}, ${day} ${monthName} ${year}`;
}

/** The date in a subject line: '04.12.2026' / '4 December 2026'. */
export function shortDate(date: string, locale: Locale): string {
  const { year, month, day } = calendarDate(date);
  return locale === 'de'
    ? `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`
    : `${day} ${monthNames.en[month - 1]!} ${year}`;
}

/** '19:30 Uhr' / '19:30': the restaurant's 24-hour clock in both languages. */
export function clockTime(time: string, locale: Locale): string {
  return locale === 'de' ? `${time} Uhr` : time;
}

function groupThousands(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Euro cents as '1.234,50 €' / '€1,234.50'. */
export function money(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return locale === 'de'
    ? `${sign}${groupThousands(whole, '.')},${fraction} €`
    : `${sign}€${groupThousands(whole, ',')}.${fraction}`;
}

/** '1 Person' / '4 Personen', '1 guest' / '4 guests'. */
export function guestCount(guests: number, locale: Locale): string {
  if (locale === 'de') return `${guests} ${guests === 1 ? 'Person' : 'Personen'}`;
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}

/** The language a guest wrote in, named for staff. */
export function languageName(locale: Locale): string {
  return locale === 'de' ? 'Deutsch' : 'Englisch';
}
