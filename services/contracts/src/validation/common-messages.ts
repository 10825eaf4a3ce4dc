import { messageKeys, type Messages } from './message-keys.js';

export const commonMessages = {
  en: {
    'common.invalidRequest': 'Please check the highlighted fields.',
    'common.tooLong': 'This text is too long.',
    'common.invalidCharacters':
      'This text contains a character that cannot be used here (a control character or an invisible direction mark).',
    'common.oneLine': 'Please write this on one line.',
    'common.invalidLocale': 'Please choose German (de) or English (en)',
    'common.idempotency.reused': 'This form was already sent with other details. Please reload the page and try again.',
    'common.idempotency.invalid': 'The Idempotency-Key header must be 8 to 100 letters, digits or dashes',
  },
  de: {
    'common.invalidRequest': 'Bitte prüfen Sie die markierten Felder.',
    'common.tooLong': 'Dieser Text ist zu lang.',
    'common.invalidCharacters':
      'Dieser Text enthält ein Zeichen, das hier nicht verwendet werden kann (ein Steuerzeichen oder eine unsichtbare Richtungsmarke).',
    'common.oneLine': 'Bitte schreiben Sie dies in eine Zeile.',
    'common.invalidLocale': 'Bitte wählen Sie Deutsch (de) oder Englisch (en)',
    'common.idempotency.reused':
      'Dieses Formular wurde schon mit anderen Angaben gesendet. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    'common.idempotency.invalid': 'Der Idempotency-Key muss aus 8 bis 100 Buchstaben, Ziffern oder Bindestrichen bestehen',
  },
} satisfies Messages<string>;
export const common = messageKeys(commonMessages);

/**
 * Control characters (U+0000, which PostgreSQL cannot store, among them) and the invisible marks that reorder
 * text (bidi embeddings, overrides and isolates, used to disguise a name or a link): a text holding one is
 * refused with a field error, never stored and never a 500. Tab and line breaks stay allowed in longer texts.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unusable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const storable = (value: string) => !unusable.test(value);

/** Names, titles and subjects stand on one line (they go into e-mail subjects and lists). */
export const oneLine = (value: string) => !/[\t\n\r\u2028\u2029]/.test(value);
