import { messageKeys, type Messages } from './message-keys.js';

export const commonMessages = {
  en: {
    'common.invalidRequest': 'Please check the highlighted fields.',
    'common.tooLong': 'This text is too long.',
    'common.invalidCharacters': 'This text contains a character that cannot be stored (a NUL byte).',
    'common.invalidLocale': 'Please choose German (de) or English (en)',
  },
  de: {
    'common.invalidRequest': 'Bitte prüfen Sie die markierten Felder.',
    'common.tooLong': 'Dieser Text ist zu lang.',
    'common.invalidCharacters': 'Dieser Text enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL-Byte).',
    'common.invalidLocale': 'Bitte wählen Sie Deutsch (de) oder Englisch (en)',
  },
} satisfies Messages<string>;
export const common = messageKeys(commonMessages);

/** PostgreSQL cannot store U+0000 in text: a form holding it is refused with a field error, never a 500. */
export const storable = (value: string) => !value.includes('\u0000');
