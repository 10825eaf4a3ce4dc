import { featureMessages } from '../../i18n/feature-messages';

/** The legal page's labels (ids start with 'legal.'). The long texts are data in texts/, not messages. */
export const legalMessages = featureMessages({
  de: {
    'legal.title': 'Rechtliches',
    'legal.dataRequest.title': 'Ihre Daten: Auskunft und Löschung',
    'legal.dataRequest.jump': 'Zum Formular: Auskunft über Ihre Daten und ihre Löschung anfordern',
    'legal.dataRequest.lead':
      'Geben Sie die E-Mail-Adresse an, die Sie bei uns verwendet haben. Wir schicken Ihnen einen Link, über den Sie alle Daten zu dieser Adresse sehen, herunterladen und löschen lassen können.',
    'legal.dataRequest.email': 'E-Mail-Adresse',
    'legal.dataRequest.submit': 'Link anfordern',
    'legal.dataRequest.sending': 'Wird gesendet …',
    'legal.dataRequest.sent':
      'Danke. Wir haben einen Link an {email} geschickt; er ist {hours} Stunden gültig. Kommt keine E-Mail an, prüfen Sie bitte den Spam-Ordner.',
    'legal.dataRequest.error': 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.',
    'legal.lead': 'Wer hinter {name} steht, wie wir mit Ihren Daten umgehen und was für Reservierungen und Veranstaltungen gilt.',
    'legal.documentTitle': '{tab} | {page}',
    'legal.tab.impressum': 'Impressum',
    'legal.tab.privacy': 'Datenschutz',
    'legal.tab.terms': 'AGB',
    'legal.tab.cookies': 'Cookie-Richtlinie',
    'legal.heading.impressum': 'Impressum',
    'legal.heading.privacy': 'Datenschutzerklärung',
    'legal.heading.terms': 'Allgemeine Geschäftsbedingungen',
    'legal.heading.cookies': 'Cookie-Richtlinie',
    'legal.updated': 'Stand: {date}',
    'legal.placeholder.note': '(vom Betreiber auszufüllen)',
  },
  en: {
    'legal.title': 'Legal',
    'legal.dataRequest.title': 'Your data: access and erasure',
    'legal.dataRequest.jump': 'To the form: ask for your data, or have it erased',
    'legal.dataRequest.lead':
      'Enter the email address you used with us. We send you a link through which you can see all data about that address, download it and have it erased.',
    'legal.dataRequest.email': 'Email address',
    'legal.dataRequest.submit': 'Send me the link',
    'legal.dataRequest.sending': 'Sending …',
    'legal.dataRequest.sent':
      'Thank you. We have sent a link to {email}; it is valid for {hours} hours. If no email arrives, please check your spam folder.',
    'legal.dataRequest.error': 'That did not work. Please try again in a moment.',
    'legal.lead': 'Who is behind {name}, how we handle your data, and what applies to reservations and events.',
    'legal.documentTitle': '{tab} | {page}',
    'legal.tab.impressum': 'Impressum',
    'legal.tab.privacy': 'Privacy Policy',
    'legal.tab.terms': 'Terms',
    'legal.tab.cookies': 'Cookie Policy',
    'legal.heading.impressum': 'Impressum (Legal Notice)',
    'legal.heading.privacy': 'Privacy Policy',
    'legal.heading.terms': 'Terms and Conditions',
    'legal.heading.cookies': 'Cookie Policy',
    'legal.updated': 'Last updated: {date}',
    'legal.placeholder.note': '(to be filled in by the operator)',
  },
});
