import { messageKeys, type Messages } from '../validation/message-keys.js';

/** What the catalog answers an owner saving the restaurant's details (docs/decisions.md 148), in both languages. */
export const restaurantMessages = {
  en: {
    'restaurant.name.required': "The restaurant's name is required",
    'restaurant.street.required': 'The street and number are required',
    'restaurant.postalCode.invalid': 'Please enter a German postal code of five digits',
    'restaurant.city.required': 'The city is required',
    'restaurant.country.required': 'The country is required in both languages',
    'restaurant.geo.invalid': 'Please enter the position as latitude (−90 to 90) and longitude (−180 to 180)',
    'restaurant.phone.invalid': 'Please enter a phone number with its area code, e.g. +49 30 1234 5678 or 030 1234 5678',
    'restaurant.email.invalid': 'Please enter an e-mail address such as info@example.de',
    'restaurant.company.required': 'The legal entity that runs the restaurant is required',
    'restaurant.representative.required': 'The person who represents it is required',
    'restaurant.vatId.invalid': 'A German VAT id is DE followed by nine digits, e.g. DE123456789',
    'restaurant.link.invalid': 'Please enter a web address starting with https://',
    'restaurant.social.tooMany': 'At most eight social links',
    'restaurant.version.conflict':
      'Someone else saved the restaurant details since you opened them. Please reload to see them, then make your change again.',
    'restaurant.version.invalid': 'If-Match must name the version you edited, e.g. "3"',
  },
  de: {
    'restaurant.name.required': 'Der Name des Restaurants ist erforderlich',
    'restaurant.street.required': 'Straße und Hausnummer sind erforderlich',
    'restaurant.postalCode.invalid': 'Bitte geben Sie eine deutsche Postleitzahl mit fünf Ziffern ein',
    'restaurant.city.required': 'Der Ort ist erforderlich',
    'restaurant.country.required': 'Das Land ist in beiden Sprachen erforderlich',
    'restaurant.geo.invalid': 'Bitte geben Sie die Lage als Breite (−90 bis 90) und Länge (−180 bis 180) ein',
    'restaurant.phone.invalid': 'Bitte geben Sie eine Telefonnummer mit Vorwahl ein, z. B. +49 30 1234 5678 oder 030 1234 5678',
    'restaurant.email.invalid': 'Bitte geben Sie eine E-Mail-Adresse wie info@example.de ein',
    'restaurant.company.required': 'Der Betreiber (die Firma oder Person, die das Restaurant führt) ist erforderlich',
    'restaurant.representative.required': 'Die vertretungsberechtigte Person ist erforderlich',
    'restaurant.vatId.invalid': 'Eine deutsche USt-IdNr. ist DE mit neun Ziffern, z. B. DE123456789',
    'restaurant.link.invalid': 'Bitte geben Sie eine Webadresse ein, die mit https:// beginnt',
    'restaurant.social.tooMany': 'Höchstens acht Links zu sozialen Netzwerken',
    'restaurant.version.conflict':
      'Jemand anderes hat die Angaben zum Restaurant inzwischen gespeichert. Bitte laden Sie neu, um sie zu sehen, und ändern Sie dann erneut.',
    'restaurant.version.invalid': 'If-Match muss die bearbeitete Version nennen, z. B. "3"',
  },
} satisfies Messages<string>;
export const restaurantText = messageKeys(restaurantMessages);
