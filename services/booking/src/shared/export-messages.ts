import { messageFormatter, type Messages } from '@ristorante/contracts';

/**
 * The words of the CSV exports (docs/decisions.md 71), in the staff's language, in ICU syntax like every server
 * text (docs/decisions.md 104). An amount is a spreadsheet's number: two decimals, no thousands separator (a
 * German spreadsheet reads `1234,50`, an English one `1234.50`).
 */
const de = {
  'column.date': 'Datum',
  'column.time': 'Uhrzeit',
  'column.guests': 'Personen',
  'column.name': 'Name',
  'column.phone': 'Telefon',
  'column.email': 'E-Mail',
  'column.status': 'Status',
  'column.source': 'Quelle',
  'column.specialRequests': 'Besondere Wünsche',
  'column.language': 'Sprache',
  'column.received': 'Eingegangen',
  'column.event': 'Veranstaltung',
  'column.eventDate': 'Termin',
  'column.amount': 'Betrag (EUR)',
  'source.online': 'Online',
  'source.phone': 'Telefon',
  'source.walk_in': 'Ohne Reservierung',
  'filename.reservations': 'reservierungen',
  'filename.eventBookings': 'veranstaltungsbuchungen',
  language: '{language, select, de {Deutsch} en {Englisch} other {{language}}}',
  amount: '{amount, number, ::.00 group-off}',
};

const en: Record<keyof typeof de, string> = {
  'column.date': 'Date',
  'column.time': 'Time',
  'column.guests': 'Guests',
  'column.name': 'Name',
  'column.phone': 'Phone',
  'column.email': 'Email',
  'column.status': 'Status',
  'column.source': 'Source',
  'column.specialRequests': 'Special requests',
  'column.language': 'Language',
  'column.received': 'Received',
  'column.event': 'Event',
  'column.eventDate': 'Date',
  'column.amount': 'Amount (EUR)',
  'source.online': 'Online',
  'source.phone': 'Phone',
  'source.walk_in': 'Walk-in',
  'filename.reservations': 'reservations',
  'filename.eventBookings': 'event-bookings',
  language: '{language, select, de {German} en {English} other {{language}}}',
  amount: '{amount, number, ::.00 group-off}',
};

export const exportMessages = { de, en } satisfies Messages<keyof typeof de>;
export const exportText = messageFormatter(exportMessages);
