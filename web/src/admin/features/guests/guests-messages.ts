import { featureMessages } from '../../../i18n/feature-messages';

/** The guests screen (docs/decisions.md 163): every profile, searched and paged, each a tap from its profile. */
const de = {
  'admin.guests.title': 'Gäste',
  'admin.guests.lead':
    'Jeder Gast, der bei uns gebucht hat, mit Besuchen und No-Shows. Tippen Sie auf einen Namen für Notizen, Schlagwörter und die Buchungen.',
  'admin.guests.search': 'Suchen',
  'admin.guests.searchHint': 'Name, Telefon oder E-Mail',
  'admin.guests.caption': 'Gäste, zuletzt gebuchte zuerst',
  'admin.guests.loading': 'Gäste werden geladen …',
  'admin.guests.empty': 'Keine Gäste gefunden.',
  'admin.guests.column.guest': 'Gast',
  'admin.guests.column.contact': 'Kontakt',
  'admin.guests.column.visits': 'Besuche',
  'admin.guests.column.noShows': 'No-Shows',
  'admin.guests.column.lastVisit': 'Zuletzt da',
  'admin.guests.neverVisited': 'noch nicht',
  'admin.guests.visitsLong': '{count, plural, one {# Besuch} other {# Besuche}}',
  'admin.guests.noShowsLong': '{count, plural, one {# No-Show} other {# No-Shows}}',
};

const en = {
  'admin.guests.title': 'Guests',
  'admin.guests.lead':
    'Every guest who has booked with us, with their visits and no-shows. Tap a name for notes, tags and their bookings.',
  'admin.guests.search': 'Search',
  'admin.guests.searchHint': 'Name, phone or e-mail',
  'admin.guests.caption': 'Guests, the latest booked first',
  'admin.guests.loading': 'Loading guests …',
  'admin.guests.empty': 'No guests found.',
  'admin.guests.column.guest': 'Guest',
  'admin.guests.column.contact': 'Contact',
  'admin.guests.column.visits': 'Visits',
  'admin.guests.column.noShows': 'No-shows',
  'admin.guests.column.lastVisit': 'Last here',
  'admin.guests.neverVisited': 'not yet',
  'admin.guests.visitsLong': '{count, plural, one {# visit} other {# visits}}',
  'admin.guests.noShowsLong': '{count, plural, one {# no-show} other {# no-shows}}',
} satisfies Record<keyof typeof de, string>;

export const guestsMessages = featureMessages({ de, en });
