import { featureMessages } from './feature-messages';

/**
 * How a party size reads in a list of them: the reservation form's and the change form of a guest's own booking
 * offer the same sizes in the same words (issue 36). Compiled (`?icu`) into the chunks of the pages with either form.
 */
export const partySizeMessages = featureMessages({
  de: {
    'partySize.option': '{count, plural, one {# Person} other {# Personen}}',
    'partySize.largeGroup': '15+ Personen (große Gruppe)',
  },
  en: {
    'partySize.option': '{count, plural, one {# person} other {# people}}',
    'partySize.largeGroup': '15+ people (large group)',
  },
});
