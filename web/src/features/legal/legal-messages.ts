import { featureMessages } from '../../i18n/feature-messages';

/** The legal page's labels (ids start with 'legal.'). The long texts are data in texts/, not messages. */
export const legalMessages = featureMessages({
  de: {
    'legal.title': 'Rechtliches',
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
