import { messageKeys, type Messages } from '../validation/message-keys.js';

/** Guest profiles (docs/decisions.md 163): what staff hear when an edit or a merge of one is refused. */
export const guestProfileMessages = {
  en: {
    'guestProfile.notFound': 'This guest profile does not exist (any more): it may have been merged or erased.',
    'guestProfile.notes.tooLong': 'Please shorten the notes to at most 2000 characters',
    'guestProfile.tags.invalid': 'Please give at most 10 tags of 1 to 30 characters each',
    'guestProfile.preferences.tooLong': 'Please shorten the remembered wishes to at most 1000 characters',
    'guestProfile.merge.self': 'A profile cannot be merged with itself: please choose the other guest',
    'guestProfile.merge.otherId': 'Please choose the profile to merge into this one',
    'guestProfile.rememberWishes.invalid': 'Please tick the box or leave it empty',
  },
  de: {
    'guestProfile.notFound': 'Dieses Gästeprofil gibt es nicht (mehr): Es wurde vielleicht zusammengeführt oder gelöscht.',
    'guestProfile.notes.tooLong': 'Bitte kürzen Sie die Notizen auf höchstens 2000 Zeichen',
    'guestProfile.tags.invalid': 'Bitte vergeben Sie höchstens 10 Schlagwörter mit je 1 bis 30 Zeichen',
    'guestProfile.preferences.tooLong': 'Bitte kürzen Sie die gemerkten Wünsche auf höchstens 1000 Zeichen',
    'guestProfile.merge.self': 'Ein Profil kann nicht mit sich selbst zusammengeführt werden: Bitte wählen Sie den anderen Gast',
    'guestProfile.merge.otherId': 'Bitte wählen Sie das Profil, das in dieses übernommen werden soll',
    'guestProfile.rememberWishes.invalid': 'Bitte setzen Sie das Häkchen oder lassen Sie das Feld leer',
  },
} satisfies Messages<string>;
export const guestProfileText = messageKeys(guestProfileMessages);
