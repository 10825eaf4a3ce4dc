import { featureMessages } from '../../i18n/feature-messages';

/** The gallery page's texts (ids start with 'gallery.'). */
export const galleryMessages = featureMessages({
  de: {
    'gallery.title': 'Galerie',
  },
  en: {
    'gallery.title': 'Gallery',
  },
});
