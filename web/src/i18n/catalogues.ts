import type { bookingMessages, commonMessages, inboxMessages as inboxValidationMessages } from '@ristorante/contracts';
import type { eventsMessages } from '../features/events/events-messages';
import type { menuMessages } from '../features/menu/menu-messages';
import type { reservationsMessages } from '../features/reservations/reservations-messages';
import type { galleryMessages } from '../features/gallery/gallery-messages';
import type { contactMessages } from '../features/contact/contact-messages';
import type { reviewsMessages } from '../features/reviews/reviews-messages';
import type { legalMessages } from '../features/legal/legal-messages';
import type { blogMessages } from '../features/blog/blog-messages';
import type { instagramMessages } from '../features/instagram/instagram-messages';
import type { privacyNoteMessages } from './privacy-note-messages';
import type { de as shellDe } from './messages/de';
import type { adminShellMessages } from '../admin/admin-shell-messages';
import type { contentMessages } from '../admin/features/content/content-messages';
import type { eventBookingsMessages } from '../admin/features/event-bookings/event-bookings-messages';
import type { inboxMessages } from '../admin/features/inbox/inbox-messages';
import type { overviewMessages } from '../admin/features/overview/overview-messages';
import type { staffReservationsMessages } from '../admin/features/reservations/staff-reservations-messages';

/**
 * Every text id of the app: the shell's, each feature's, the staff dashboard's, and the shared validation
 * messages the services answer with (so a field error reads the same whether the browser or the server found
 * it). Types only: at run time each catalogue is compiled into the chunk of the pages that show it (see
 * page-messages.tsx), and the dashboard's into its own build.
 */
export type MessageId =
  | keyof typeof shellDe
  | keyof typeof menuMessages.de
  | keyof typeof eventsMessages.de
  | keyof typeof reservationsMessages.de
  | keyof typeof galleryMessages.de
  | keyof typeof contactMessages.de
  | keyof typeof reviewsMessages.de
  | keyof typeof legalMessages.de
  | keyof typeof blogMessages.de
  | keyof typeof instagramMessages.de
  | keyof typeof privacyNoteMessages.de
  | keyof typeof bookingMessages.de
  | keyof typeof commonMessages.de
  | keyof typeof inboxValidationMessages.de
  | keyof typeof adminShellMessages.de
  | keyof typeof overviewMessages.de
  | keyof typeof staffReservationsMessages.de
  | keyof typeof eventBookingsMessages.de
  | keyof typeof contentMessages.de
  | keyof typeof inboxMessages.de;
