import { featureMessages } from '../../i18n/feature-messages';

/** The contact page's texts (ids start with 'contact.'). */
export const contactMessages = featureMessages({
  de: {
    'contact.title': 'Kontakt',
  },
  en: {
    'contact.title': 'Contact',
  },
});
