import { catalogMessages } from '@ristorante/contracts';
import { featureMessages } from '../../../i18n/feature-messages';

/**
 * The events editor: upcoming and past events with their seats, the event form, deleting with its bookings
 * (docs/decisions.md 86, 87). The catalog's messages come along for the form's field errors.
 */
const de = {
  ...catalogMessages.de,
  'admin.eventsEditor.title': 'Veranstaltungen',
  'admin.eventsEditor.loading': 'Veranstaltungen werden geladen …',
  'admin.eventsEditor.empty': 'Noch keine Veranstaltungen. Legen Sie die erste an.',
  'admin.eventsEditor.new': 'Neue Veranstaltung',
  'admin.eventsEditor.viewOnSite': 'Auf der Website ansehen',
  'admin.eventsEditor.upcoming': 'Kommende Veranstaltungen',
  'admin.eventsEditor.past': 'Vergangene Veranstaltungen',
  'admin.eventsEditor.price': '{price} pro Person',
  'admin.eventsEditor.seats': '{taken} von {capacity} Plätzen vergeben',
  'admin.eventsEditor.bookings': 'Buchungen ansehen',
  'admin.eventsEditor.edit': 'Bearbeiten',
  'admin.eventsEditor.editLabel': '{title} bearbeiten',
  'admin.eventsEditor.delete': 'Löschen',
  'admin.eventsEditor.deleteLabel': '{title} löschen',
  'admin.eventsEditor.confirmDeleteTitle': '{title} löschen?',
  'admin.eventsEditor.confirmDelete':
    'Achtung: Mit der Veranstaltung werden auch alle ihre Buchungen gelöscht ({seats, plural, =0 {es sind keine Plätze gebucht} one {# gebuchter Platz} other {# gebuchte Plätze}}). Gäste mit einer Buchung erhalten eine Absage per E-Mail.',
  'admin.eventsEditor.deleted': '{title} gelöscht. Gäste mit einer Buchung werden per E-Mail benachrichtigt.',
  'admin.eventsEditor.deleteFailed': 'Die Veranstaltung konnte nicht gelöscht werden.',

  'admin.eventForm.newTitle': 'Neue Veranstaltung',
  'admin.eventForm.editTitle': '{title} bearbeiten',
  'admin.eventForm.title_de': 'Titel (Deutsch)',
  'admin.eventForm.title_en': 'Titel (Englisch)',
  'admin.eventForm.description_de': 'Beschreibung (Deutsch)',
  'admin.eventForm.description_en': 'Beschreibung (Englisch)',
  'admin.eventForm.germanHint': 'Leer lassen: Die deutsche Seite zeigt den englischen Text.',
  'admin.eventForm.event_date': 'Datum und Uhrzeit',
  'admin.eventForm.dateHint': 'Berliner Zeit.',
  'admin.eventForm.price': 'Preis pro Person in Euro',
  'admin.eventForm.max_attendees': 'Plätze insgesamt',
  'admin.eventForm.capacityHint':
    '{taken, plural, =0 {Noch keine Plätze vergeben.} one {# Platz ist schon vergeben: weniger Plätze gehen nicht.} other {# Plätze sind schon vergeben: weniger Plätze gehen nicht.}}',
  'admin.eventForm.manual_attendees': 'Außerhalb der Website vergebene Plätze',
  'admin.eventForm.image_url': 'Bild (Adresse, optional)',
  'admin.eventForm.duration_minutes': 'Dauer',
  'admin.eventForm.hours': '{hours, plural, one {# Stunde} other {# Stunden}}',
  'admin.eventForm.endsAt': 'Endet um {time} Uhr (Berliner Zeit).',
  'admin.eventForm.exclusive': 'Exklusiv: das ganze Restaurant für die Veranstaltung',
  'admin.eventForm.exclusiveHint': 'In dieser Zeit nimmt das Restaurant keine Tischreservierungen an.',
  'admin.eventForm.advance_payment': 'Vorab per Überweisung',
  'admin.eventForm.advance.none': 'Nichts – bezahlt wird am Abend',
  'admin.eventForm.advance.deposit': 'Eine Anzahlung pro Person',
  'admin.eventForm.advance.full': 'Der volle Preis',
  'admin.eventForm.advanceHint':
    'Die Anzahlung ist der Betrag pro Person aus den Einstellungen (höchstens der Preis). Bis zum Zahlungseingang bleibt die Buchung eine Anfrage; unbezahlt wird sie zum Fälligkeitstermin storniert.',
  'admin.eventForm.advanceNoAccount':
    'Dafür braucht es das Konto unter Einstellungen → Anzahlung per Überweisung; bis dahin wird nichts vorab verlangt.',
  'admin.eventForm.sharedHint':
    'Tische bleiben buchbar: Die Plätze der Veranstaltung gehen in dieser Zeit von den Plätzen des Restaurants ab.',
  'admin.eventForm.roomOver':
    'Der Raum reicht dafür nicht: Zur vollsten Zeit wären es mit {places, plural, one {# Platz} other {# Plätzen}} für die Veranstaltung {over, plural, one {# Gast} other {# Gäste}} mehr, als das Restaurant fasst ({capacity} Plätze).',
  'admin.eventForm.roomTaken':
    'Exklusiv geht so nicht ohne Weiteres: In der Zeit der Veranstaltung {over, plural, one {ist schon # Gast} other {sind schon bis zu # Gäste}} im Restaurant, an Tischen oder bei anderen Veranstaltungen.',
  'admin.eventForm.roomTables': 'Diese Tischreservierungen fallen in die Zeit der Veranstaltung:',
  'admin.eventForm.roomEvents': 'Zur selben Zeit: {titles}.',
  'admin.eventForm.roomHint':
    'Verlegen oder stornieren Sie Tische in den Reservierungen, ändern Sie die Veranstaltung, oder speichern Sie trotzdem: Gebuchte Tische bleiben, neue bekommen nur noch, was übrig bleibt.',
  'admin.eventForm.roomUnknown':
    'Ob der Raum reicht, konnte gerade nicht geprüft werden ({reason}). Sie können trotzdem speichern; die Reservierungen zeigen den Abend.',
  'admin.eventForm.saveAnyway': 'Trotzdem speichern',
  'admin.eventForm.save': 'Veranstaltung speichern',
  'admin.eventForm.saving': 'Wird gespeichert …',
  'admin.eventForm.saved': '{title} gespeichert.',
  'admin.eventForm.created': '{title} angelegt.',
  'admin.eventForm.saveFailed': 'Die Veranstaltung konnte nicht gespeichert werden.',
  'admin.eventForm.fixFields': 'Bitte korrigieren Sie die markierten Felder.',
  'admin.eventForm.reload': 'Neu laden',
} satisfies Record<string, string>;

const en = {
  ...catalogMessages.en,
  'admin.eventsEditor.title': 'Events',
  'admin.eventsEditor.loading': 'Loading the events …',
  'admin.eventsEditor.empty': 'No events yet. Create the first one.',
  'admin.eventsEditor.new': 'New event',
  'admin.eventsEditor.viewOnSite': 'View on the website',
  'admin.eventsEditor.upcoming': 'Upcoming events',
  'admin.eventsEditor.past': 'Past events',
  'admin.eventsEditor.price': '{price} per person',
  'admin.eventsEditor.seats': '{taken} of {capacity} seats taken',
  'admin.eventsEditor.bookings': 'See bookings',
  'admin.eventsEditor.edit': 'Edit',
  'admin.eventsEditor.editLabel': 'Edit {title}',
  'admin.eventsEditor.delete': 'Delete',
  'admin.eventsEditor.deleteLabel': 'Delete {title}',
  'admin.eventsEditor.confirmDeleteTitle': 'Delete {title}?',
  'admin.eventsEditor.confirmDelete':
    'Warning: deleting the event also deletes all its bookings ({seats, plural, =0 {no seats are booked} one {# seat booked} other {# seats booked}}). Guests with a booking are told by e-mail that it is cancelled.',
  'admin.eventsEditor.deleted': '{title} deleted. Guests with a booking are told by e-mail.',
  'admin.eventsEditor.deleteFailed': 'The event could not be deleted.',

  'admin.eventForm.newTitle': 'New event',
  'admin.eventForm.editTitle': 'Edit {title}',
  'admin.eventForm.title_de': 'Title (German)',
  'admin.eventForm.title_en': 'Title (English)',
  'admin.eventForm.description_de': 'Description (German)',
  'admin.eventForm.description_en': 'Description (English)',
  'admin.eventForm.germanHint': 'Leave empty and the German page shows the English text.',
  'admin.eventForm.event_date': 'Date and time',
  'admin.eventForm.dateHint': 'Berlin time.',
  'admin.eventForm.price': 'Price per person in euros',
  'admin.eventForm.max_attendees': 'Places in all',
  'admin.eventForm.capacityHint':
    '{taken, plural, =0 {No places taken yet.} one {# place is taken already: fewer places are not possible.} other {# places are taken already: fewer places are not possible.}}',
  'admin.eventForm.manual_attendees': 'Places given away outside the website',
  'admin.eventForm.image_url': 'Image (address, optional)',
  'admin.eventForm.duration_minutes': 'Length',
  'admin.eventForm.hours': '{hours, plural, one {# hour} other {# hours}}',
  'admin.eventForm.endsAt': 'Ends at {time} (Berlin time).',
  'admin.eventForm.exclusive': 'Exclusive: the whole restaurant for the event',
  'admin.eventForm.exclusiveHint': 'During these hours the restaurant takes no table reservations.',
  'admin.eventForm.advance_payment': 'Paid in advance by bank transfer',
  'admin.eventForm.advance.none': 'Nothing – paid on the night',
  'admin.eventForm.advance.deposit': 'A deposit per person',
  'admin.eventForm.advance.full': 'The full price',
  'admin.eventForm.advanceHint':
    'The deposit is the amount per person set in Settings (at most the price). Until it arrives the booking stays a request; unpaid, it is cancelled when it falls due.',
  'admin.eventForm.advanceNoAccount':
    'This needs the account under Settings → Deposits by bank transfer; until then nothing is asked in advance.',
  'admin.eventForm.sharedHint':
    'Tables stay bookable: the event’s places are taken from the restaurant’s covers during these hours.',
  'admin.eventForm.roomOver':
    'The room is not big enough: at the busiest moment, with {places, plural, one {# place} other {# places}} for the event, there would be {over, plural, one {# guest} other {# guests}} more than the restaurant seats ({capacity} covers).',
  'admin.eventForm.roomTaken':
    'The event cannot simply have the restaurant to itself: during its hours {over, plural, one {# guest is} other {up to # guests are}} already booked, at tables or at other events.',
  'admin.eventForm.roomTables': 'These table reservations fall within the event’s hours:',
  'admin.eventForm.roomEvents': 'At the same time: {titles}.',
  'admin.eventForm.roomHint':
    'Move or cancel tables in Reservations, change the event, or save anyway: booked tables stay, new ones get only what is left.',
  'admin.eventForm.roomUnknown':
    'Whether the room is big enough could not be checked just now ({reason}). You can save anyway; Reservations show the evening.',
  'admin.eventForm.saveAnyway': 'Save anyway',
  'admin.eventForm.save': 'Save event',
  'admin.eventForm.saving': 'Saving …',
  'admin.eventForm.saved': '{title} saved.',
  'admin.eventForm.created': '{title} created.',
  'admin.eventForm.saveFailed': 'The event could not be saved.',
  'admin.eventForm.fixFields': 'Please correct the marked fields.',
  'admin.eventForm.reload': 'Reload',
} satisfies Record<keyof typeof de, string>;

export const eventsEditorMessages = featureMessages({ de, en });
