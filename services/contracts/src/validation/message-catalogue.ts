import { accountMessages } from '../auth/account-messages.js';
import { bookingMessages } from '../booking/booking-messages.js';
import { catalogMessages } from '../catalog/catalog-messages.js';
import { inboxMessages } from '../inbox/inbox-messages.js';
import { siteConfig, isLocale, type Locale } from '../site/site-config.js';
import { commonMessages } from './common-messages.js';

/** Numbers in messages as each language writes them (0,1 MB in German). */
const numberLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** Every feature's messages in one lookup; a feature adds its catalogue here. */
const catalogues = [commonMessages, catalogMessages, bookingMessages, inboxMessages, accountMessages];

/**
 * The text of a message key in `locale` with `{name}` placeholders filled in; German when that language lacks
 * it, and the key itself when no catalogue has it (so a plain sentence passes through unchanged).
 */
export function localizeMessage(key: string, locale: Locale, values: Record<string, string | number> = {}): string {
  let text: string | undefined;
  for (const catalogue of catalogues) {
    const own = catalogue[locale] as Record<string, string>;
    const fallback = catalogue[siteConfig.defaultLocale] as Record<string, string>;
    text = own[key] ?? fallback[key];
    if (text !== undefined) break;
  }
  const format = (value: string | number) => (typeof value === 'number' ? value.toLocaleString(numberLocales[locale]) : value);
  return (text ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? format(values[name]!) : whole));
}

/** The site locale a request asks for: an explicit one first (a form's `locale`), then Accept-Language, then German. */
export function requestLocale(explicit: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof explicit === 'string' && isLocale(explicit)) return explicit;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.toLowerCase().split('-', 1)[0] ?? '', weight: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const match = ranked.find((entry) => isLocale(entry.language))?.language;
  return match && isLocale(match) ? match : siteConfig.defaultLocale;
}
