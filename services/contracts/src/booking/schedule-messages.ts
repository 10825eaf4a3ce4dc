import { messageKeys, type Messages } from '../validation/message-keys.js';

/** What the booking service answers the owner about the restaurant's hours and capacity (docs/decisions.md 110). */
export const scheduleMessages = {
  en: {
    'schedule.time.invalid': 'Please enter a time as HH:MM, e.g. 17:30',
    'schedule.close.beforeOpen': 'Closing must be after opening',
    'schedule.slots.beforeOpening': 'The first reservation time must not be before opening on any open day',
    'schedule.slots.afterKitchen':
      'The last reservation time must be before the kitchen closes and before closing on every open day',
    'schedule.slots.order': 'The last reservation time must not be before the first',
    'schedule.slots.step': 'The interval must be 15, 20, 30 or 60 minutes',
    'schedule.kitchen.outsideHours': 'The kitchen must close after opening and no later than closing on every open day',
    'schedule.weekdayTimes.lastSlot': "This weekday's last reservation time must be before its kitchen closes and before closing",
    'schedule.weekdayTimes.firstSlot': "This weekday's last reservation time must not be before the first",
    'schedule.weekdayTimes.kitchen': "This weekday's kitchen must close after opening and no later than closing",
    'schedule.weekdayTimes.closedDay': 'This weekday is closed: it can have no kitchen or table times of its own',
    'schedule.seating.invalid': 'The seating length must be a whole number of minutes from 30 to 360',
    'schedule.capacity.invalid': "The room's capacity must be a whole number of covers from 1 to 1000",
    'schedule.partyLimit.invalid': 'The largest party bookable online must be a whole number from 1 to 100',
    'schedule.noShowLimit.invalid': 'The no-shows that ask for a call must be a whole number from 0 (never) to 10',
    'schedule.months.invalid': 'Please enter a whole number of months from 1 to 120',
    'schedule.deposit.fromGuests': 'Please enter a whole number of guests from 1 to 100, or leave it empty for no deposit',
    'schedule.deposit.amount': 'Please enter an amount per person of at least 0.01 euros, in whole cents',
    'schedule.deposit.days': 'Please enter a whole number of days from 1 to 30',
    'schedule.deposit.holder': 'Please enter the account holder as the bank knows them (at most 70 characters)',
    'schedule.deposit.iban': 'Please enter a valid IBAN (its length for the country and its check digits)',
    'schedule.deposit.bic': 'Please enter a valid BIC (8 or 11 letters and digits), or leave it empty',
    'schedule.date.invalid': 'Please enter a valid date',
    'schedule.exception.order': 'The last day must not be before the first',
    'schedule.exception.overlap': 'These days overlap another exception',
    'schedule.exception.tooMany': 'Please keep at most 100 exceptions',
    'schedule.note.tooLong': 'The note may be at most 200 characters long',
    'schedule.stranded':
      'This change would leave {count, plural, one {# reservation} other {# reservations}} outside the new hours. Please move or cancel {count, plural, one {it} other {them}} first.',
    'schedule.version.conflict':
      'Someone else saved the settings since you opened them. Please reload to see their change, then make yours again.',
    'schedule.version.invalid': 'If-Match must name the version you edited, e.g. "3"',
  },
  de: {
    'schedule.time.invalid': 'Bitte geben Sie eine Uhrzeit als HH:MM ein, z. B. 17:30',
    'schedule.close.beforeOpen': 'Die Schließzeit muss nach der Öffnungszeit liegen',
    'schedule.slots.beforeOpening': 'Die erste Reservierungszeit darf an keinem geöffneten Tag vor der Öffnung liegen',
    'schedule.slots.afterKitchen':
      'Die letzte Reservierungszeit muss an jedem geöffneten Tag vor Küchenschluss und vor der Schließzeit liegen',
    'schedule.slots.order': 'Die letzte Reservierungszeit darf nicht vor der ersten liegen',
    'schedule.slots.step': 'Der Abstand muss 15, 20, 30 oder 60 Minuten betragen',
    'schedule.kitchen.outsideHours':
      'Die Küche muss an jedem geöffneten Tag nach der Öffnung und spätestens zur Schließzeit schließen',
    'schedule.weekdayTimes.lastSlot':
      'Die letzte Reservierungszeit dieses Wochentags muss vor seinem Küchenschluss und vor der Schließzeit liegen',
    'schedule.weekdayTimes.firstSlot': 'Die letzte Reservierungszeit dieses Wochentags darf nicht vor der ersten liegen',
    'schedule.weekdayTimes.kitchen':
      'Die Küche muss an diesem Wochentag nach der Öffnung und spätestens zur Schließzeit schließen',
    'schedule.weekdayTimes.closedDay': 'Dieser Wochentag ist geschlossen: Er hat keine eigenen Küchen- und Tischzeiten',
    'schedule.seating.invalid': 'Die Sitzdauer muss eine ganze Zahl von 30 bis 360 Minuten sein',
    'schedule.capacity.invalid': 'Die Kapazität muss eine ganze Zahl von 1 bis 1000 Plätzen sein',
    'schedule.partyLimit.invalid': 'Die größte online buchbare Gruppe muss eine ganze Zahl von 1 bis 100 sein',
    'schedule.noShowLimit.invalid': 'Die Zahl der No-Shows, ab der angerufen wird, muss eine ganze Zahl von 0 (nie) bis 10 sein',
    'schedule.months.invalid': 'Bitte geben Sie eine ganze Zahl von Monaten von 1 bis 120 ein',
    'schedule.deposit.fromGuests':
      'Bitte geben Sie eine ganze Zahl von 1 bis 100 Personen ein, oder lassen Sie das Feld für keine Anzahlung leer',
    'schedule.deposit.amount': 'Bitte geben Sie einen Betrag pro Person von mindestens 0,01 Euro in ganzen Cent ein',
    'schedule.deposit.days': 'Bitte geben Sie eine ganze Zahl von 1 bis 30 Tagen ein',
    'schedule.deposit.holder': 'Bitte geben Sie den Kontoinhaber so ein, wie die Bank ihn führt (höchstens 70 Zeichen)',
    'schedule.deposit.iban': 'Bitte geben Sie eine gültige IBAN ein (Länge für das Land und Prüfziffern)',
    'schedule.deposit.bic':
      'Bitte geben Sie eine gültige BIC ein (8 oder 11 Buchstaben und Ziffern), oder lassen Sie das Feld leer',
    'schedule.date.invalid': 'Bitte geben Sie ein gültiges Datum ein',
    'schedule.exception.order': 'Der letzte Tag darf nicht vor dem ersten liegen',
    'schedule.exception.overlap': 'Diese Tage überschneiden sich mit einer anderen Ausnahme',
    'schedule.exception.tooMany': 'Bitte legen Sie höchstens 100 Ausnahmen an',
    'schedule.note.tooLong': 'Der Hinweis darf höchstens 200 Zeichen lang sein',
    'schedule.stranded':
      'Diese Änderung ließe {count, plural, one {# Reservierung} other {# Reservierungen}} außerhalb der neuen Zeiten. Bitte verlegen oder stornieren Sie diese zuerst.',
    'schedule.version.conflict':
      'Jemand anderes hat die Einstellungen gespeichert, seit Sie sie geöffnet haben. Bitte laden Sie neu, um die Änderung zu sehen, und machen Sie Ihre dann noch einmal.',
    'schedule.version.invalid': 'If-Match muss die bearbeitete Version nennen, z. B. "3"',
  },
} satisfies Messages<string>;
export const scheduleText = messageKeys(scheduleMessages);
