import { featureMessages } from './feature-messages';

/**
 * The sentence under every public form (reservation, event booking, contact, feedback): what happens to the
 * guest's data, with a link to the privacy policy. Compiled (`?icu`) into the chunks of the pages with a form.
 */
export const privacyNoteMessages = featureMessages({
  de: {
    'privacyNote.text':
      'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu bearbeiten, und löschen sie nach den Fristen unserer <link>Datenschutzerklärung</link>.',
  },
  en: {
    'privacyNote.text':
      'We use your details only to handle your request and delete them after the periods stated in our <link>privacy policy</link>.',
  },
});
