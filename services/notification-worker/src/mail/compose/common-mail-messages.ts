import type { Messages } from '@ristorante/contracts';
import { mailText } from './mail-text.js';

/**
 * What guest and staff mails share, in ICU syntax (docs/decisions.md 104): the footer's labels and how a fact's
 * date, time and amount read. `start` is an instant (Berlin's calendar and clock, see mail-text.ts).
 */
const de = {
  'footer.phone': 'Telefon',
  'footer.email': 'E-Mail',
  'value.date': '{start, date, full}',
  'value.time': '{start, time, clock} Uhr',
  'value.dateTime': '{start, date, full}, {start, time, clock} Uhr',
  'value.total': '{total, number, amount}',
};

const en: Record<keyof typeof de, string> = {
  'footer.phone': 'Phone',
  'footer.email': 'Email',
  'value.date': '{start, date, full}',
  'value.time': '{start, time, clock}',
  'value.dateTime': '{start, date, full}, {start, time, clock}',
  'value.total': '{total, number, amount}',
};

export const commonMailMessages = { de, en } satisfies Messages<keyof typeof de>;
export const commonText = mailText(commonMailMessages);
