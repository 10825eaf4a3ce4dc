import { messageKeys, type Messages } from './message-keys.js';

export const commonMessages = {
  en: {
    'common.invalidRequest': 'Please check the highlighted fields.',
    'common.tooLong': 'This text is too long.',
    'common.invalidCharacters':
      'This text contains a character that cannot be used here (a control character or an invisible mark).',
    'common.oneLine': 'Please write this on one line.',
    'common.invalidLocale': 'Please choose German (de) or English (en)',
    'common.idempotency.reused': 'This form was already sent with other details. Please reload the page and try again.',
    'common.idempotency.invalid': 'The Idempotency-Key header must be 8 to 100 letters, digits or dashes',
  },
  de: {
    'common.invalidRequest': 'Bitte prüfen Sie die markierten Felder.',
    'common.tooLong': 'Dieser Text ist zu lang.',
    'common.invalidCharacters':
      'Dieser Text enthält ein Zeichen, das hier nicht verwendet werden kann (ein Steuerzeichen oder ein unsichtbares Zeichen).',
    'common.oneLine': 'Bitte schreiben Sie dies in eine Zeile.',
    'common.invalidLocale': 'Bitte wählen Sie Deutsch (de) oder Englisch (en)',
    'common.idempotency.reused':
      'Dieses Formular wurde schon mit anderen Angaben gesendet. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    'common.idempotency.invalid': 'Der Idempotency-Key muss aus 8 bis 100 Buchstaben, Ziffern oder Bindestrichen bestehen',
  },
} satisfies Messages<string>;
export const common = messageKeys(commonMessages);

/**
 * Control characters (U+0000, which PostgreSQL cannot store, among them), the invisible marks that reorder
 * text (bidi embeddings, overrides and isolates, and the lone marks LRM, RLM and ALM, used to disguise a name or a
 * link), the invisible ones that hide in a name (zero-width space, word joiner, a byte-order mark inside text),
 * non-characters (U+FFFE, U+FFFF, U+FDD0-U+FDEF) and half a UTF-16 pair (which PostgreSQL refuses in JSON): a text
 * holding one is refused with a field error, never stored and never a 500 (docs/decisions.md 123). Tab and line
 * breaks stay allowed in longer texts; the zero-width joiners stay too, for emoji sequences and scripts that
 * need them.
 */
const unusable =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufdd0-\ufdef\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const storable = (value: string) => !unusable.test(value);

/** Names, titles and subjects stand on one line (they go into e-mail subjects and lists). */
export const oneLine = (value: string) => !/[\t\n\r\u2028\u2029]/.test(value);
