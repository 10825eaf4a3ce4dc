/**
 * A feature's texts, German and English side by side, kept beside the feature that shows them. German is the
 * complete list (the fallback); the English type asks for every German key, so a forgotten translation fails
 * the typecheck, not the guest.
 */
export function featureMessages<Key extends string>(messages: { de: Record<Key, string>; en: Record<Key, string> }) {
  return messages;
}
