import type { Locale } from '@ristorante/contracts';
import type { MessageFormatElement } from 'react-intl';

/** Messages as react-intl takes them once compiled at build time (build/precompiled-messages.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** One catalogue compiled: German complete (the fallback), other locales possibly lagging behind. */
export type CompiledCatalogue = { de: CompiledMessages } & Partial<Record<Locale, CompiledMessages>>;

/**
 * German underneath, the locale's own texts on top: a key missing in English still shows German
 * (docs/product.md, 'Languages'); a key missing in both is left to react-intl, which shows the id itself.
 */
export function localeMessages(catalogue: CompiledCatalogue, locale: Locale): CompiledMessages {
  return { ...catalogue.de, ...catalogue[locale] };
}
