import { featureMessages } from './feature-messages';

/**
 * The sentence under every public form (reservation, event booking, contact, feedback): what happens to the
 * guest's data, with a link to the privacy policy; and the booking forms' box for remembering wishes (decisions 163). Compiled (`?icu`) into the chunks of the pages with a form.
 */
export const privacyNoteMessages = featureMessages({
  de: {
    'privacyNote.text':
      'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu bearbeiten, und löschen sie nach den Fristen unserer <link>Datenschutzerklärung</link>.',
    'privacyNote.rememberWishes':
      'Meine Wünsche und Allergien für künftige Besuche merken (freiwillig; Sie können uns jederzeit bitten, sie zu vergessen)',
  },
  en: {
    'privacyNote.text':
      'We use your details only to handle your request and delete them after the periods stated in our <link>privacy policy</link>.',
    'privacyNote.rememberWishes':
      'Remember my wishes and allergies for my next visits (optional; you can ask us to forget them at any time)',
  },
});
