import { featureMessages } from '../../i18n/feature-messages';

/** The blog page's texts (ids start with 'blog.'). */
export const blogMessages = featureMessages({
  de: {
    'blog.title': 'Blog',
  },
  en: {
    'blog.title': 'Blog',
  },
});
