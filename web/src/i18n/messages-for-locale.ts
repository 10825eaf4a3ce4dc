import type { Locale } from '@ristorante/contracts';
import { de, en, type MessageId } from './catalogues';

// Partial on purpose: catalogues may lag behind German at runtime (the test suite drops keys to prove it).
const catalogues: Record<Locale, Partial<Record<MessageId, string>>> = { de, en };

/**
 * German underneath, the locale's own texts on top: a key missing in English still shows German
 * (spec section 8); a key missing in both is left to react-intl, which shows the id itself.
 */
export function messagesForLocale(locale: Locale): Record<MessageId, string> {
  return { ...de, ...catalogues[locale] };
}
