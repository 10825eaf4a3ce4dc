import { featureMessages } from '../../../i18n/feature-messages';

/** The menu, gallery and events tabs: what guests see today, with the way to its bookings and pages. */
const de = {
  'admin.content.readOnly': 'Hier sehen Sie, was Gäste gerade sehen. Bearbeiten kommt mit dem nächsten Ausbau des Dashboards.',
  'admin.content.viewOnSite': 'Auf der Website ansehen',
  'admin.content.loading': 'Wird geladen …',

  'admin.menu.title': 'Speisekarte',
  'admin.menu.empty': 'Die Speisekarte ist leer.',
  'admin.menu.available': 'Verfügbar',
  'admin.menu.unavailable': 'Nicht verfügbar',
  'admin.menu.count': '{count, plural, one {# Eintrag} other {# Einträge}}, {available} verfügbar',
  'admin.menu.flags.vegetarian': 'vegetarisch',
  'admin.menu.flags.vegan': 'vegan',
  'admin.menu.flags.glutenFree': 'glutenfrei',
  'admin.menu.flags.spicy': 'scharf',
  'admin.menu.flags.alcoholic': 'alkoholisch',

  'admin.gallery.title': 'Galerie',
  'admin.gallery.empty': 'Die Galerie ist leer.',
  'admin.gallery.count': '{count, plural, one {# Bild} other {# Bilder}}',
  'admin.gallery.category.food': 'Speisen',
  'admin.gallery.category.interior': 'Innenraum',
  'admin.gallery.category.exterior': 'Außenbereich',
  'admin.gallery.category.events': 'Veranstaltungen',
  'admin.gallery.category.staff': 'Team',

  'admin.events.title': 'Veranstaltungen',
  'admin.events.upcoming': 'Kommende Veranstaltungen',
  'admin.events.past': 'Vergangene Veranstaltungen',
  'admin.events.empty': 'Keine Veranstaltungen.',
  'admin.events.price': '{price} pro Person',
  'admin.events.seats': '{taken} von {capacity} Plätzen vergeben',
  'admin.events.bookings': 'Buchungen ansehen',
} satisfies Record<string, string>;

const en = {
  'admin.content.readOnly': 'This is what guests see right now. Editing comes with the next stage of the dashboard.',
  'admin.content.viewOnSite': 'View on the website',
  'admin.content.loading': 'Loading …',

  'admin.menu.title': 'Menu',
  'admin.menu.empty': 'The menu is empty.',
  'admin.menu.available': 'Available',
  'admin.menu.unavailable': 'Unavailable',
  'admin.menu.count': '{count, plural, one {# item} other {# items}}, {available} available',
  'admin.menu.flags.vegetarian': 'vegetarian',
  'admin.menu.flags.vegan': 'vegan',
  'admin.menu.flags.glutenFree': 'gluten-free',
  'admin.menu.flags.spicy': 'spicy',
  'admin.menu.flags.alcoholic': 'alcoholic',

  'admin.gallery.title': 'Gallery',
  'admin.gallery.empty': 'The gallery is empty.',
  'admin.gallery.count': '{count, plural, one {# image} other {# images}}',
  'admin.gallery.category.food': 'Food',
  'admin.gallery.category.interior': 'Interior',
  'admin.gallery.category.exterior': 'Exterior',
  'admin.gallery.category.events': 'Events',
  'admin.gallery.category.staff': 'Staff',

  'admin.events.title': 'Events',
  'admin.events.upcoming': 'Upcoming events',
  'admin.events.past': 'Past events',
  'admin.events.empty': 'No events.',
  'admin.events.price': '{price} per person',
  'admin.events.seats': '{taken} of {capacity} seats taken',
  'admin.events.bookings': 'See bookings',
} satisfies Record<keyof typeof de, string>;

export const contentMessages = featureMessages({ de, en });
