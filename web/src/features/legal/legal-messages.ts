import { featureMessages } from '../../i18n/feature-messages';

/** The legal page's texts (ids start with 'legal.'). */
export const legalMessages = featureMessages({
  de: {
    'legal.title': 'Rechtliches',
  },
  en: {
    'legal.title': 'Legal',
  },
});
