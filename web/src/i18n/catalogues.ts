import { bookingMessages } from '@ristorante/contracts';
import { eventsMessages } from '../features/events/events-messages';
import { menuMessages } from '../features/menu/menu-messages';
import { reservationsMessages } from '../features/reservations/reservations-messages';
import { de as shellDe } from './messages/de';
import { en as shellEn } from './messages/en';

/**
 * Every text of the app: the shell's, each feature's, and the shared validation messages the services answer
 * with (so a field error reads the same whether the browser or the server found it).
 */
export const de = {
  ...shellDe,
  ...menuMessages.de,
  ...eventsMessages.de,
  ...reservationsMessages.de,
  ...bookingMessages.de,
};

export type MessageId = keyof typeof de;

export const en: Record<MessageId, string> = {
  ...shellEn,
  ...menuMessages.en,
  ...eventsMessages.en,
  ...reservationsMessages.en,
  ...bookingMessages.en,
};
