import { IntlMessageFormat, type Formats } from 'intl-messageformat';
import { siteConfig, type Locale } from '../site/site-config.js';
import type { Messages } from './message-keys.js';

/** Numbers and dates in messages as each language writes them: 0,1 MB in German, 1,234 and 4 December in English. */
export const formattingLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** What a message's arguments may be: text, a number (formatted, or chosen on by `plural`), an instant for `date`/`time`. */
export type MessageValues = Record<string, string | number | Date>;

/** The text of `key` in `locale` with `values` filled in, German when that language lacks the key. */
export type MessageFormatter<Key extends string> = (key: Key, locale: Locale, values?: MessageValues) => string;

/**
 * The one way server texts are written (docs/decisions.md 104): ICU messages, the syntax react-intl reads in the
 * web app (`{name}`, `{count, plural, one {# Gast} other {# Gäste}}`, `{status, select, …}`, `{when, date, full}`),
 * formatted by intl-messageformat, the library under react-intl, so a shared message reads the same in the browser
 * and in an answer or e-mail. Each message is compiled once per language and key. `formats` names date, time and
 * number styles the messages may use (the mail worker's pin dates to Berlin's clock).
 *
 * A message whose values are missing throws (a text with a hole is a bug to find in tests, not to send).
 */
export function messageFormatter<Catalogue extends Messages<string>>(
  catalogue: Catalogue,
  formats?: Partial<Formats>,
): MessageFormatter<keyof Catalogue[typeof siteConfig.defaultLocale] & string> {
  const compiled = new Map<string, IntlMessageFormat>();
  return (key, locale, values) => {
    const cacheKey = `${locale}\u0000${key}`;
    let message = compiled.get(cacheKey);
    if (message === undefined) {
      const own = catalogue[locale] as Record<string, string>;
      const fallback = catalogue[siteConfig.defaultLocale] as Record<string, string>;
      const text = Object.hasOwn(own, key) ? own[key] : Object.hasOwn(fallback, key) ? fallback[key] : undefined;
      if (text === undefined) throw new Error(`no message ${JSON.stringify(key)}`);
      message = new IntlMessageFormat(text, formattingLocales[locale], formats);
      compiled.set(cacheKey, message);
    }
    return String(message.format(values));
  };
}
