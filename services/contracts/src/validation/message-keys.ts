import type { Locale } from '../site/site-config.js';

/** A feature's messages in both languages; the German and English texts must cover the same keys. */
export type Messages<Key extends string> = Record<Locale, Record<Key, string>>;

/**
 * The keys of a feature's messages, each usable as a zod message: the shared schemas carry keys, the service
 * answers each bad field in the request's language, and the web app shows the same text.
 */
export function messageKeys<Key extends string>(messages: Messages<Key>): { [K in Key]: K } {
  return Object.fromEntries(Object.keys(messages.en).map((key) => [key, key])) as { [K in Key]: K };
}
