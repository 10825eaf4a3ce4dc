import { featureMessages } from '../../i18n/feature-messages';

/** The instagram page's texts (ids start with 'instagram.'). */
export const instagramMessages = featureMessages({
  de: {
    'instagram.title': 'Instagram',
  },
  en: {
    'instagram.title': 'Instagram',
  },
});
