import type { bookingMessages, commonMessages } from '@ristorante/contracts';
import type { eventsMessages } from '../features/events/events-messages';
import type { menuMessages } from '../features/menu/menu-messages';
import type { reservationsMessages } from '../features/reservations/reservations-messages';
import type { de as shellDe } from './messages/de';

/**
 * Every text id of the app: the shell's, each feature's, and the shared validation messages the services
 * answer with (so a field error reads the same whether the browser or the server found it). Types only: at
 * run time each catalogue is compiled into the chunk of the pages that show it (see page-messages.tsx).
 */
export type MessageId =
  | keyof typeof shellDe
  | keyof typeof menuMessages.de
  | keyof typeof eventsMessages.de
  | keyof typeof reservationsMessages.de
  | keyof typeof bookingMessages.de
  | keyof typeof commonMessages.de;
