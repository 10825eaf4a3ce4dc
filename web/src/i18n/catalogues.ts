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
import type { eventBookingsMessages } from '../admin/features/event-bookings/event-bookings-messages';
import type { inboxMessages } from '../admin/features/inbox/inbox-messages';
import type { overviewMessages } from '../admin/features/overview/overview-messages';
import type { staffReservationsMessages } from '../admin/features/reservations/staff-reservations-messages';
import type { accountsMessages } from '../admin/features/accounts/accounts-messages';
import type { menuEditorMessages } from '../admin/features/menu-editor/menu-editor-messages';
import type { galleryEditorMessages } from '../admin/features/gallery-editor/gallery-editor-messages';
import type { eventsEditorMessages } from '../admin/features/events-editor/events-editor-messages';

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
  | keyof typeof inboxMessages.de
  | keyof typeof accountsMessages.de
  | keyof typeof menuEditorMessages.de
  | keyof typeof galleryEditorMessages.de
  | keyof typeof eventsEditorMessages.de;
