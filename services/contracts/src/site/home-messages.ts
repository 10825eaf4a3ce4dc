import { messageKeys } from '../validation/message-keys.js';

/** What the catalog answers an owner saving the home page's texts (docs/decisions.md 152), in both languages. */
export const homeMessages = {
  en: {
    'homeContent.text.required': 'This text is required in both languages',
    'homeContent.picture.invalid': 'Please choose one of the pictures uploaded here',
    'homeContent.features.count': 'The home page shows exactly three feature cards',
    'homeContent.version.conflict':
      'Someone else saved the home page since you opened it. Please reload to see it, then make your change again.',
    'homeContent.version.invalid': 'If-Match must name the version you edited, e.g. "3"',
  },
  de: {
    'homeContent.text.required': 'Dieser Text ist in beiden Sprachen erforderlich',
    'homeContent.picture.invalid': 'Bitte wählen Sie eines der hier hochgeladenen Bilder',
    'homeContent.features.count': 'Die Startseite zeigt genau drei Karten',
    'homeContent.version.conflict':
      'Jemand anderes hat die Startseite gespeichert, seit Sie sie geöffnet haben. Bitte laden Sie neu, um sie zu sehen, und ändern Sie dann erneut.',
    'homeContent.version.invalid': 'If-Match muss die bearbeitete Version nennen, z. B. "3"',
  },
} as const;

export const homeText = messageKeys(homeMessages);
