import type { Messages } from '@ristorante/contracts';
import { mailText } from './mail-text.js';

/**
 * The staff's mails about each new reservation, event booking, contact message and feedback, in ICU syntax
 * (docs/decisions.md 104): German, or English where the operator set STAFF_MAIL_LOCALE=en. `start` is the
 * instant of the visit, `language` the guest's locale; `groupFrom` and `confirmationMinutes` come from the site
 * configuration (see mail-text.ts).
 */
const de = {
  replyHint: 'Eine Antwort auf diese E-Mail geht direkt an den Gast.',
  openDashboard: 'Im Dashboard öffnen',
  'label.name': 'Name',
  'label.email': 'E-Mail',
  'label.phone': 'Telefon',
  'label.date': 'Datum',
  'label.time': 'Uhrzeit',
  'label.guests': 'Personen',
  'label.language': 'Sprache',
  'label.specialRequests': 'Besondere Wünsche',
  'label.event': 'Veranstaltung',
  'label.total': 'Gesamtbetrag',
  'label.subject': 'Betreff',
  'label.message': 'Nachricht',
  'label.rating': 'Bewertung',
  'label.publish': 'Veröffentlichen',
  'label.experience': 'Erfahrung',
  'label.suggestions': 'Vorschläge',
  'value.language': '{language, select, de {Deutsch} en {Englisch} other {{language}}}',

  'reservation.subject':
    'Neue Reservierung: {name}, {guests, plural, one {# Person} other {# Personen}}, {start, date, numeric} {start, time, clock}',
  'reservation.heading': 'Neue Reservierungsanfrage',
  'reservation.pending':
    'Eine neue Reservierung wartet auf Bestätigung. Dem Gast wurde eine Bestätigung innerhalb von {confirmationMinutes} Minuten zugesagt.',
  'reservation.largeGroup': 'Große Gruppe (ab {groupFrom} Personen): bitte persönlich mit dem Gast abstimmen.',
  'reservation.awaitingDeposit':
    'Eine neue Reservierungsanfrage wartet auf die Anzahlung des Gastes: {amount, number, amount} bis {due, date, full}, {due, time, clock} Uhr. Geht sie ein, markieren Sie im Dashboard „Anzahlung erhalten“; damit ist die Reservierung bestätigt. Geht sie nicht rechtzeitig ein, wird die Anfrage storniert und der Tisch freigegeben.',
  'reservation.awaitingCall':
    'Eine neue Reservierungsanfrage wartet auf Ihren Anruf: Dem Gast wurde gesagt, dass wir ihn in Kürze unter der angegebenen Nummer anrufen.',
  'reservation.callFirst':
    'Dieser Gast ist zuletzt mehrmals nicht erschienen: Bitte rufen Sie ihn an, bevor Sie die Reservierung bestätigen.',
  'label.before': 'Bisher',
  'guestChange.reservationChanged.subject':
    'Reservierung vom Gast geändert: {name}, {guests, plural, one {# Person} other {# Personen}}, {start, date, numeric} {start, time, clock}',
  'guestChange.reservationChanged.heading': 'Ein Gast hat seine Reservierung geändert',
  'guestChange.reservationChanged.pending': 'Die geänderte Reservierung wartet auf Ihre Bestätigung.',
  'guestChange.noteChanged': 'Der Gast hat nur seine Notiz geändert; der Status bleibt.',
  'guestChange.reservationCancelled.subject':
    'Reservierung vom Gast storniert: {name}, {guests, plural, one {# Person} other {# Personen}}, {start, date, numeric} {start, time, clock}',
  'guestChange.reservationCancelled.heading': 'Ein Gast hat seine Reservierung storniert',
  'guestChange.eventCancelled.subject': 'Eventbuchung vom Gast storniert: {name}, „{title}“, {start, date, numeric}',
  'guestChange.eventCancelled.heading': 'Ein Gast hat seine Buchung storniert',
  'guestChange.eventNote.subject': 'Notiz zur Eventbuchung geändert: {name}, „{title}“, {start, date, numeric}',
  'guestChange.eventNote.heading': 'Ein Gast hat seine Notiz geändert',
  'guestChange.eventSeats.subject':
    'Eventbuchung vom Gast geändert: {name}, {guests, plural, one {# Person} other {# Personen}}, „{title}“, {start, date, numeric}',
  'guestChange.eventSeats.heading': 'Ein Gast hat seine Plätze geändert',
  'guestChange.eventSeats.pending': 'Die geänderte Buchung wartet auf Ihre Bestätigung.',
  'guestChange.byLink': 'Über den persönlichen Link aus seiner E-Mail.',
  'followUp.overdue.reservationSubject':
    'Noch unbeantwortet: Reservierung {name}, {guests, plural, one {# Person} other {# Personen}}, {start, date, numeric} {start, time, clock}',
  'followUp.overdue.reservationHeading': 'Eine Reservierungsanfrage wartet noch auf Antwort',
  'followUp.overdue.eventSubject': 'Noch unbeantwortet: Eventbuchung {name}, „{title}“, {start, date, numeric}',
  'followUp.overdue.eventHeading': 'Eine Eventbuchung wartet noch auf Antwort',
  'followUp.overdue.waiting':
    'Die Anfrage ist seit {since, time, clock} Uhr offen; dem Gast wurde eine Antwort innerhalb von {confirmationMinutes} Minuten zugesagt. Bitte bestätigen oder absagen.',

  'event.subject':
    'Neue Eventbuchung: {name}, {guests, plural, one {# Person} other {# Personen}}, „{title}“, {start, date, numeric} {start, time, clock}',
  'event.heading': 'Neue Buchung für eine Veranstaltung',
  'event.pending': 'Eine neue Buchung wartet auf Bestätigung; die Plätze sind bis dahin für den Gast reserviert.',
  'event.awaitingDeposit':
    'Eine neue Buchung wartet auf die Zahlung des Gastes: {amount, number, amount} bis {due, date, full}, {due, time, clock} Uhr; die Plätze sind bis dahin reserviert. Geht sie ein, markieren Sie im Dashboard „Zahlung erhalten“; damit ist die Buchung bestätigt. Geht sie nicht rechtzeitig ein, wird die Buchung storniert und die Plätze werden wieder frei.',

  'contact.subject': 'Neue Kontaktanfrage von {name}: {subject}',
  'contact.heading': 'Neue Nachricht über das Kontaktformular',

  'feedback.subject': 'Neues Feedback von {name}: {rating} von 5 Sternen',
  'feedback.heading': 'Neues Feedback',
  'feedback.rating': '{stars}{rating} von 5',
  'feedback.publish.yes': 'Ja, der Gast ist einverstanden',
  'feedback.publish.no': 'Nein',
  'feedback.consent.yes':
    'Der Gast erlaubt die Veröffentlichung: nach Ihrer Freigabe erscheint das Feedback als Bewertung auf der Website.',
  'feedback.consent.no': 'Der Gast hat der Veröffentlichung nicht zugestimmt; das Feedback bleibt intern.',
};

const en: Record<keyof typeof de, string> = {
  replyHint: 'A reply to this email goes straight to the guest.',
  openDashboard: 'Open in the dashboard',
  'label.name': 'Name',
  'label.email': 'Email',
  'label.phone': 'Phone',
  'label.date': 'Date',
  'label.time': 'Time',
  'label.guests': 'Guests',
  'label.language': 'Language',
  'label.specialRequests': 'Special requests',
  'label.event': 'Event',
  'label.total': 'Total',
  'label.subject': 'Subject',
  'label.message': 'Message',
  'label.rating': 'Rating',
  'label.publish': 'Publish',
  'label.experience': 'Experience',
  'label.suggestions': 'Suggestions',
  'value.language': '{language, select, de {German} en {English} other {{language}}}',

  'reservation.subject':
    'New reservation: {name}, {guests, plural, one {# guest} other {# guests}}, {start, date, long} {start, time, clock}',
  'reservation.heading': 'New reservation request',
  'reservation.pending':
    'A new reservation is waiting to be confirmed. The guest was promised a confirmation within {confirmationMinutes} minutes.',
  'reservation.largeGroup': 'Large group ({groupFrom} guests or more): please agree the details with the guest personally.',
  'reservation.awaitingDeposit':
    "A new reservation request is waiting for the guest's deposit: {amount, number, amount} by {due, date, full}, {due, time, clock}. When it arrives, mark 'Deposit received' in the dashboard; that confirms the reservation. If it does not arrive in time, the request is cancelled and the table released.",
  'reservation.awaitingCall':
    'A new reservation request is waiting for your call: the guest was told we will call them shortly at the number given.',
  'reservation.callFirst': 'This guest has not come several times lately: please call them before you confirm the reservation.',
  'label.before': 'Before',
  'guestChange.reservationChanged.subject':
    'Reservation changed by the guest: {name}, {guests, plural, one {# guest} other {# guests}}, {start, date, long} {start, time, clock}',
  'guestChange.reservationChanged.heading': 'A guest changed their reservation',
  'guestChange.reservationChanged.pending': 'The changed reservation is waiting for your confirmation.',
  'guestChange.noteChanged': 'The guest only changed their note; the status stays.',
  'guestChange.reservationCancelled.subject':
    'Reservation cancelled by the guest: {name}, {guests, plural, one {# guest} other {# guests}}, {start, date, long} {start, time, clock}',
  'guestChange.reservationCancelled.heading': 'A guest cancelled their reservation',
  'guestChange.eventCancelled.subject': 'Event booking cancelled by the guest: {name}, "{title}", {start, date, long}',
  'guestChange.eventCancelled.heading': 'A guest cancelled their booking',
  'guestChange.eventNote.subject': 'Event booking note changed: {name}, "{title}", {start, date, long}',
  'guestChange.eventNote.heading': 'A guest changed their note',
  'guestChange.eventSeats.subject':
    'Event booking changed by the guest: {name}, {guests, plural, one {# guest} other {# guests}}, "{title}", {start, date, long}',
  'guestChange.eventSeats.heading': 'A guest changed their seats',
  'guestChange.eventSeats.pending': 'The changed booking is waiting for your confirmation.',
  'guestChange.byLink': 'Through the personal link in their email.',
  'followUp.overdue.reservationSubject':
    'Still unanswered: reservation {name}, {guests, plural, one {# guest} other {# guests}}, {start, date, long} {start, time, clock}',
  'followUp.overdue.reservationHeading': 'A reservation request is still waiting for an answer',
  'followUp.overdue.eventSubject': 'Still unanswered: event booking {name}, "{title}", {start, date, long}',
  'followUp.overdue.eventHeading': 'An event booking is still waiting for an answer',
  'followUp.overdue.waiting':
    'The request has been open since {since, time, clock}; the guest was promised an answer within {confirmationMinutes} minutes. Please confirm or decline it.',

  'event.subject':
    'New event booking: {name}, {guests, plural, one {# guest} other {# guests}}, "{title}", {start, date, long} {start, time, clock}',
  'event.heading': 'New event booking',
  'event.pending': 'A new booking is waiting to be confirmed; the seats are held for the guest until then.',
  'event.awaitingDeposit':
    "A new booking is waiting for the guest's payment: {amount, number, amount} by {due, date, full}, {due, time, clock}; the seats are held until then. When it arrives, mark 'Payment received' in the dashboard; that confirms the booking. If it does not arrive in time, the booking is cancelled and the seats are freed.",

  'contact.subject': 'New contact message from {name}: {subject}',
  'contact.heading': 'New message from the contact form',

  'feedback.subject': 'New feedback from {name}: {rating} out of 5 stars',
  'feedback.heading': 'New feedback',
  'feedback.rating': '{stars}{rating} out of 5',
  'feedback.publish.yes': 'Yes, the guest agrees',
  'feedback.publish.no': 'No',
  'feedback.consent.yes': 'The guest allows publication: once you approve it, the feedback appears as a review on the website.',
  'feedback.consent.no': 'The guest did not agree to publication; the feedback stays internal.',
};

export const staffMailMessages = { de, en } satisfies Messages<keyof typeof de>;
export const staffText = mailText(staffMailMessages);
