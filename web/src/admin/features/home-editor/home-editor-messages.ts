import { catalogMessages, homeMessages } from '@ristorante/contracts';
import { featureMessages } from '../../../i18n/feature-messages';

/** The home page's texts for the owner (docs/decisions.md 152); the catalog's messages for field errors. */
const de = {
  ...catalogMessages.de,
  ...homeMessages.de,
  'admin.home.title': 'Startseite',
  'admin.home.lead':
    'Die Texte und Bilder der Startseite, auf Deutsch und Englisch. Gespeichert, zeigt die Website sie nach wenigen Sekunden.',
  'admin.home.loading': 'Startseite wird geladen …',
  'admin.home.viewOnSite': 'Auf der Website ansehen',
  'admin.home.hero': 'Oberer Bereich',
  'admin.home.original': 'Das Original!',
  'admin.home.feature': 'Karte {number}',
  'admin.home.promise': 'Unser Versprechen',
  'admin.home.title.de': 'Überschrift (Deutsch)',
  'admin.home.title.en': 'Überschrift (Englisch)',
  'admin.home.text.de': 'Text (Deutsch)',
  'admin.home.text.en': 'Text (Englisch)',
  'admin.home.lead.de': 'Einleitung (Deutsch)',
  'admin.home.lead.en': 'Einleitung (Englisch)',
  'admin.home.motto.de': 'Leitsatz (Deutsch)',
  'admin.home.motto.en': 'Leitsatz (Englisch)',
  'admin.home.nameHint': "'{name}' wird durch den Namen des Restaurants ersetzt.",
  'admin.home.picture': 'Bild',
  'admin.home.noPicture': 'Kein Bild (Farbverlauf)',
  'admin.home.currentPicture': 'Aktuelles Bild ({name})',
  'admin.home.save': 'Startseite speichern',
  'admin.home.saving': 'Wird gespeichert …',
  'admin.home.saved': 'Startseite gespeichert. Die Website zeigt sie in wenigen Sekunden.',
  'admin.home.saveFailed': 'Die Startseite konnte nicht gespeichert werden.',
  'admin.home.fixFields': 'Bitte korrigieren Sie die markierten Felder.',
  'admin.home.reload': 'Neu laden',
};

const en = {
  ...catalogMessages.en,
  ...homeMessages.en,
  'admin.home.title': 'Home page',
  'admin.home.lead':
    "The home page's texts and pictures, in German and English. Once saved, the website shows them within seconds.",
  'admin.home.loading': 'Loading the home page…',
  'admin.home.viewOnSite': 'View on the website',
  'admin.home.hero': 'Top of the page',
  'admin.home.original': 'The Original!',
  'admin.home.feature': 'Card {number}',
  'admin.home.promise': 'Our promise',
  'admin.home.title.de': 'Heading (German)',
  'admin.home.title.en': 'Heading (English)',
  'admin.home.text.de': 'Text (German)',
  'admin.home.text.en': 'Text (English)',
  'admin.home.lead.de': 'Introduction (German)',
  'admin.home.lead.en': 'Introduction (English)',
  'admin.home.motto.de': 'Motto (German)',
  'admin.home.motto.en': 'Motto (English)',
  'admin.home.nameHint': "'{name}' is replaced by the restaurant’s name.",
  'admin.home.picture': 'Picture',
  'admin.home.noPicture': 'No picture (colour gradient)',
  'admin.home.currentPicture': 'Current picture ({name})',
  'admin.home.save': 'Save home page',
  'admin.home.saving': 'Saving…',
  'admin.home.saved': 'Home page saved. The website shows it within seconds.',
  'admin.home.saveFailed': 'The home page could not be saved.',
  'admin.home.fixFields': 'Please correct the marked fields.',
  'admin.home.reload': 'Reload',
} satisfies Record<keyof typeof de, string>;

export const homeEditorMessages = featureMessages({ de, en });
