import { messageKeys, type Messages } from './message-keys.js';

export const commonMessages = {
  en: {
    'common.invalidRequest': 'Please check the highlighted fields.',
    'common.tooLong': 'This text is too long.',
  },
  de: {
    'common.invalidRequest': 'Bitte prüfen Sie die markierten Felder.',
    'common.tooLong': 'Dieser Text ist zu lang.',
  },
} satisfies Messages<string>;
export const common = messageKeys(commonMessages);
