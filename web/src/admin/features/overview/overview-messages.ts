import { featureMessages } from '../../../i18n/feature-messages';

/** The overview tab (docs/decisions.md 74): the counts, the latest activity, the quick actions and the covers chart. */
const de = {
  'admin.overview.title': 'Übersicht',
  'admin.overview.loading': 'Übersicht wird geladen …',
  'admin.overview.incomplete': 'Einige Zahlen fehlen gerade, weil ein Dienst nicht antwortet.',
  'admin.overview.stats': 'Zahlen',
  'admin.overview.stat.menu': 'Gerichte und Getränke',
  'admin.overview.stat.menuDetail': '{available} verfügbar',
  'admin.overview.stat.bookings': 'Veranstaltungs\u00adbuchungen',
  'admin.overview.stat.reservations': 'Reservierungen',
  'admin.overview.stat.pendingDetail': '{pending} ausstehend',
  'admin.overview.stat.messages': 'Ungelesene Nachrichten',
  'admin.overview.stat.rating': 'Durchschnittliche Bewertung',
  'admin.overview.stat.ratingValue': '{average} / 5',
  'admin.overview.stat.ratingDetail': '{count, plural, one {# Bewertung} other {# Bewertungen}}',
  'admin.overview.stat.noRating': 'noch keine',
  'admin.overview.stat.events': 'Kommende Veranstaltungen',
  'admin.overview.stat.gallery': 'Bilder in der Galerie',
  'admin.overview.stat.unknown': '–',

  'admin.overview.activity.title': 'Neueste Aktivitäten',
  'admin.overview.activity.empty': 'Noch keine Aktivitäten.',
  'admin.overview.activity.reservation':
    'Reservierung: {name}, {guests, plural, one {# Person} other {# Personen}}, {date} um {time} Uhr',
  'admin.overview.activity.booking': 'Buchung: {name}, {guests, plural, one {# Platz} other {# Plätze}} für „{event}“',
  'admin.overview.activity.message': 'Nachricht von {name}: {subject}',
  'admin.overview.ago.justNow': 'Gerade eben',
  'admin.overview.ago.minutes': 'vor {minutes, plural, one {# Minute} other {# Minuten}}',
  'admin.overview.ago.hours': 'vor {hours, plural, one {# Stunde} other {# Stunden}}',
  'admin.overview.ago.days': 'vor {days, plural, one {# Tag} other {# Tagen}}',

  'admin.overview.actions.title': 'Schnellzugriff',
  'admin.overview.actions.newDish': 'Neues Gericht',
  'admin.overview.actions.newEvent': 'Neue Veranstaltung',
  'admin.overview.actions.uploadImage': 'Bild hochladen',
  'admin.overview.actions.reservations': 'Reservierungen',
  'admin.overview.actions.phoneBooking': 'Telefonische Reservierung',

  'admin.overview.chart.title': 'Reservierte Plätze der nächsten 14 Tage',
  'admin.overview.chart.summary':
    'Insgesamt {confirmed} bestätigte und {pending} ausstehende Plätze; am vollsten ist {busiest} mit {busiestCovers}.',
  'admin.overview.chart.emptySummary': 'In den nächsten 14 Tagen ist noch nichts reserviert.',
  'admin.overview.chart.confirmed': 'Bestätigt',
  'admin.overview.chart.pending': 'Ausstehend',
  'admin.overview.chart.day': 'Tag',
  'admin.overview.chart.loadError': 'Die reservierten Plätze konnten nicht geladen werden.',
} satisfies Record<string, string>;

const en = {
  'admin.overview.title': 'Overview',
  'admin.overview.loading': 'Loading the overview …',
  'admin.overview.incomplete': 'Some figures are missing right now because a service does not answer.',
  'admin.overview.stats': 'Figures',
  'admin.overview.stat.menu': 'Dishes and drinks',
  'admin.overview.stat.menuDetail': '{available} available',
  'admin.overview.stat.bookings': 'Event bookings',
  'admin.overview.stat.reservations': 'Reservations',
  'admin.overview.stat.pendingDetail': '{pending} pending',
  'admin.overview.stat.messages': 'Unread messages',
  'admin.overview.stat.rating': 'Average rating',
  'admin.overview.stat.ratingValue': '{average} / 5',
  'admin.overview.stat.ratingDetail': '{count, plural, one {# review} other {# reviews}}',
  'admin.overview.stat.noRating': 'none yet',
  'admin.overview.stat.events': 'Upcoming events',
  'admin.overview.stat.gallery': 'Gallery images',
  'admin.overview.stat.unknown': '–',

  'admin.overview.activity.title': 'Latest activity',
  'admin.overview.activity.empty': 'No activity yet.',
  'admin.overview.activity.reservation':
    'Reservation: {name}, {guests, plural, one {# guest} other {# guests}}, {date} at {time}',
  'admin.overview.activity.booking': 'Booking: {name}, {guests, plural, one {# seat} other {# seats}} for “{event}”',
  'admin.overview.activity.message': 'Message from {name}: {subject}',
  'admin.overview.ago.justNow': 'Just now',
  'admin.overview.ago.minutes': '{minutes, plural, one {# minute ago} other {# minutes ago}}',
  'admin.overview.ago.hours': '{hours, plural, one {# hour ago} other {# hours ago}}',
  'admin.overview.ago.days': '{days, plural, one {# day ago} other {# days ago}}',

  'admin.overview.actions.title': 'Quick actions',
  'admin.overview.actions.newDish': 'New dish',
  'admin.overview.actions.newEvent': 'New event',
  'admin.overview.actions.uploadImage': 'Upload image',
  'admin.overview.actions.reservations': 'Reservations',
  'admin.overview.actions.phoneBooking': 'Phone booking',

  'admin.overview.chart.title': 'Covers booked for the next 14 days',
  'admin.overview.chart.summary':
    'In all {confirmed} confirmed and {pending} pending covers; the busiest day is {busiest} with {busiestCovers}.',
  'admin.overview.chart.emptySummary': 'Nothing is booked for the next 14 days yet.',
  'admin.overview.chart.confirmed': 'Confirmed',
  'admin.overview.chart.pending': 'Pending',
  'admin.overview.chart.day': 'Day',
  'admin.overview.chart.loadError': 'The covers booked could not be loaded.',
} satisfies Record<keyof typeof de, string>;

export const overviewMessages = featureMessages({ de, en });
