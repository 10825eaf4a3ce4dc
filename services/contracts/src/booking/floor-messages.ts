import { messageKeys, type Messages } from '../validation/message-keys.js';

/** The owner's floor (docs/decisions.md 154): areas, tables and the tables that may be joined. */
export const floorMessages = {
  en: {
    'floor.name.required': 'Please give it a name',
    'floor.name.tooLong': 'Please keep the name to at most 40 characters',
    'floor.name.duplicate': 'This name is already used: please give each one its own',
    'floor.id.invalid': 'An id must be a UUID',
    'floor.id.duplicate': 'This id is used twice',
    'floor.guests.invalid': 'Please enter a whole number of guests from 1 to 100',
    'floor.guests.order': 'The most guests must not be fewer than the least',
    'floor.area.unknown': 'Please choose one of the areas',
    'floor.table.unknown': 'Please choose tables of this floor',
    'floor.combination.tooFew': 'A combination joins at least two different tables',
    'floor.combination.oneArea': 'Joined tables must stand in one area',
    'floor.closure.order': 'The last day must not be before the first',
    'floor.date.invalid': 'Please enter a valid date',
    'floor.tooMany': 'Please keep at most {max} of these',
    'floor.noTables': 'A floor needs at least one table',
    'floor.late.invalid': 'Please enter a whole number of minutes from 5 to 120',
    'floor.pacing.invalid': 'Please enter a whole number of covers from 1 to 1000, or leave it empty',
    'floor.flag.invalid': 'Please choose yes or no',
    'floor.version.invalid': 'Please send the version you edited, e.g. 3',
    'floor.version.conflict':
      'Someone else saved the floor since you opened it. Please reload to see their change, then make yours again.',
    'floor.stranded':
      'This change would leave {count, plural, one {# booking} other {# bookings}} without a table. Please move or cancel {count, plural, one {it} other {them}} first.',
  },
  de: {
    'floor.name.required': 'Bitte geben Sie einen Namen ein',
    'floor.name.tooLong': 'Der Name darf höchstens 40 Zeichen lang sein',
    'floor.name.duplicate': 'Dieser Name ist schon vergeben: Bitte geben Sie jedem einen eigenen',
    'floor.id.invalid': 'Eine ID muss eine UUID sein',
    'floor.id.duplicate': 'Diese ID kommt zweimal vor',
    'floor.guests.invalid': 'Bitte geben Sie eine ganze Zahl von 1 bis 100 Gästen ein',
    'floor.guests.order': 'Die Höchstzahl darf nicht kleiner als die Mindestzahl sein',
    'floor.area.unknown': 'Bitte wählen Sie einen der Bereiche',
    'floor.table.unknown': 'Bitte wählen Sie Tische dieses Raumplans',
    'floor.combination.tooFew': 'Eine Kombination verbindet mindestens zwei verschiedene Tische',
    'floor.combination.oneArea': 'Verbundene Tische müssen in einem Bereich stehen',
    'floor.closure.order': 'Der letzte Tag darf nicht vor dem ersten liegen',
    'floor.date.invalid': 'Bitte geben Sie ein gültiges Datum ein',
    'floor.tooMany': 'Bitte legen Sie höchstens {max} davon an',
    'floor.noTables': 'Ein Raumplan braucht mindestens einen Tisch',
    'floor.late.invalid': 'Bitte geben Sie eine ganze Zahl von 5 bis 120 Minuten ein',
    'floor.pacing.invalid': 'Bitte geben Sie eine ganze Zahl von 1 bis 1000 Plätzen ein oder lassen Sie das Feld leer',
    'floor.flag.invalid': 'Bitte wählen Sie ja oder nein',
    'floor.version.invalid': 'Bitte senden Sie die bearbeitete Version, z. B. 3',
    'floor.version.conflict':
      'Jemand anderes hat den Raumplan gespeichert, seit Sie ihn geöffnet haben. Bitte laden Sie neu, um die Änderung zu sehen, und machen Sie Ihre dann noch einmal.',
    'floor.stranded':
      'Diese Änderung ließe {count, plural, one {# Buchung} other {# Buchungen}} ohne Tisch. Bitte verlegen oder stornieren Sie diese zuerst.',
  },
} satisfies Messages<string>;
export const floorText = messageKeys(floorMessages);
