import { featureMessages } from '../../i18n/feature-messages';

/** The reviews page's texts (ids start with 'reviews.'). */
export const reviewsMessages = featureMessages({
  de: {
    'reviews.title': 'Bewertungen',
  },
  en: {
    'reviews.title': 'Reviews',
  },
});
