import type { adminShellMessages } from '../admin-shell-messages';
import type { guestProfileDialogMessages } from '../components/guest-profile/guest-profile-messages';
import type { blogEditorMessages } from '../features/blog-editor/blog-editor-messages';
import type { accountsMessages } from '../features/accounts/accounts-messages';
import type { eventBookingsMessages } from '../features/event-bookings/event-bookings-messages';
import type { eventsEditorMessages } from '../features/events-editor/events-editor-messages';
import type { galleryEditorMessages } from '../features/gallery-editor/gallery-editor-messages';
import type { instagramEditorMessages } from '../features/instagram-editor/instagram-editor-messages';
import type { homeEditorMessages } from '../features/home-editor/home-editor-messages';
import type { guestsMessages } from '../features/guests/guests-messages';
import type { inboxMessages } from '../features/inbox/inbox-messages';
import type { menuEditorMessages } from '../features/menu-editor/menu-editor-messages';
import type { overviewMessages } from '../features/overview/overview-messages';
import type { staffReservationsMessages } from '../features/reservations/staff-reservations-messages';
import type { floorEditorMessages } from '../features/settings/floor-editor-messages';
import type { settingsMessages } from '../features/settings/settings-messages';
import type { timelineMessages } from '../features/reservations/timeline-messages';

// The staff dashboard's shell and features add their text ids to the app's (i18n/catalogues.ts): the dashboard
// knows its features, shared code does not (docs/decisions.md 105). Types only; nothing imports this file at run
// time.
declare module '../../i18n/catalogues' {
  interface MessageCatalogues {
    adminShell: typeof adminShellMessages.de;
    guestProfile: typeof guestProfileDialogMessages.de;
    accounts: typeof accountsMessages.de;
    blogEditor: typeof blogEditorMessages.de;
    eventBookings: typeof eventBookingsMessages.de;
    eventsEditor: typeof eventsEditorMessages.de;
    galleryEditor: typeof galleryEditorMessages.de;
    instagramEditor: typeof instagramEditorMessages.de;
    homeEditor: typeof homeEditorMessages.de;
    guests: typeof guestsMessages.de;
    inbox: typeof inboxMessages.de;
    menuEditor: typeof menuEditorMessages.de;
    overview: typeof overviewMessages.de;
    staffReservations: typeof staffReservationsMessages.de;
    settings: typeof settingsMessages.de;
    timeline: typeof timelineMessages.de;
    floorEditor: typeof floorEditorMessages.de;
  }
}
