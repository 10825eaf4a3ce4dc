import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  bookingMessages,
  catalogMessages,
  commonMessages,
  inboxMessages,
  instagramPostMessages,
  localizeMessage,
  messageFormatter,
} from '../src/index.js';

const catalogues = { commonMessages, catalogMessages, bookingMessages, inboxMessages, accountMessages, instagramPostMessages };

describe('localizeMessage: ICU messages as react-intl reads them', () => {
  it('chooses one place or several by the ICU plural, in German and English', () => {
    const key = 'catalog.seats.notEnough';
    expect(localizeMessage(key, 'de', { spotsLeft: 1 })).toBe('Für diese Veranstaltung ist leider nur noch 1 Platz frei.');
    expect(localizeMessage(key, 'de', { spotsLeft: 3 })).toBe('Für diese Veranstaltung sind leider nur noch 3 Plätze frei.');
    expect(localizeMessage(key, 'en', { spotsLeft: 1 })).toBe('Sorry, only 1 place is left for this event.');
    expect(localizeMessage(key, 'en', { spotsLeft: 3 })).toBe('Sorry, only 3 places are left for this event.');

    const slot = { date: '24.12.2026', time: '19:00' };
    expect(localizeMessage('booking.slot.notEnough', 'de', { ...slot, covers: 1 })).toContain('nur noch Platz für 1 Gast.');
    expect(localizeMessage('booking.slot.notEnough', 'de', { ...slot, covers: 2 })).toContain('nur noch Platz für 2 Gäste.');
    expect(localizeMessage('booking.slot.notEnough', 'en', { ...slot, covers: 1 })).toContain('room for 1 more guest.');
    expect(localizeMessage('booking.slot.notEnough', 'en', { ...slot, covers: 2 })).toContain('room for 2 more guests.');
  });

  it('writes numbers as each language does', () => {
    expect(localizeMessage('catalog.upload.tooLarge', 'de', { maxMb: 0.5 })).toBe('Das Bild ist zu groß (höchstens 0,5 MB)');
    expect(localizeMessage('catalog.upload.tooLarge', 'en', { maxMb: 0.5 })).toBe('The image is too large (at most 0.5 MB)');
    expect(localizeMessage('catalog.seats.notEnough', 'de', { spotsLeft: 1000 })).toContain('1.000 Plätze');
    expect(localizeMessage('catalog.seats.notEnough', 'en', { spotsLeft: 1000 })).toContain('1,000 places');
  });

  it('passes a text that is no key through unchanged, braces and apostrophes included', () => {
    const sentence = "Unsupported Content-Encoding: send the body plain, gzip or br {really} 'quoted'";
    expect(localizeMessage(sentence, 'en', { really: 'x' })).toBe(sentence);
    // A name every object inherits is no key either.
    expect(localizeMessage('toString', 'de')).toBe('toString');
    expect(localizeMessage('constructor', 'en')).toBe('constructor');
  });

  it('answers a message whose values are missing with its text rather than throwing', () => {
    expect(localizeMessage('catalog.upload.tooLarge', 'de')).toBe('Das Bild ist zu groß (höchstens {maxMb, number} MB)');
  });

  it('fills in a plain argument and leaves values the message does not name aside', () => {
    expect(localizeMessage('booking.status.forbidden', 'en', { from: 'confirmed', to: 'pending', extra: 1 })).toBe(
      'A confirmed booking cannot be pending.',
    );
  });
});

describe('messageFormatter', () => {
  const catalogue = {
    de: {
      'x.only': 'Nur auf Deutsch',
      'x.status': '{status, select, open {offen} other {zu}}',
      'x.count': '{n, plural, one {# Gast} other {# Gäste}}',
    },
    en: { 'x.status': '{status, select, open {open} other {closed}}', 'x.count': '{n, plural, one {# guest} other {# guests}}' },
  };
  const format = messageFormatter(catalogue as { de: Record<string, string>; en: Record<string, string> });

  it('falls back to German for a key the language lacks, and formats ICU select and plural', () => {
    expect(format('x.only', 'en')).toBe('Nur auf Deutsch');
    expect(format('x.status', 'en', { status: 'open' })).toBe('open');
    expect(format('x.status', 'de', { status: 'done' })).toBe('zu');
    expect(format('x.count', 'en', { n: 1 })).toBe('1 guest');
    expect(format('x.count', 'de', { n: 1234 })).toBe('1.234 Gäste');
  });

  it('throws for a key no language has, and for a value the message needs but was not given', () => {
    expect(() => format('x.none', 'de')).toThrow(/no message "x.none"/);
    expect(() => format('x.count', 'de')).toThrow();
  });
});

describe('the shared catalogues', () => {
  it.each(Object.entries(catalogues))('%s: German and English hold the same keys, every message valid ICU', (_, catalogue) => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.de).sort());
    for (const [locale, texts] of Object.entries(catalogue)) {
      for (const [key, text] of Object.entries(texts as Record<string, string>)) {
        expect(() => new IntlMessageFormat(text, locale), `${key} (${locale})`).not.toThrow();
      }
    }
  });
});
