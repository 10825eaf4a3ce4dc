import { featureMessages } from '../../i18n/feature-messages';

/**
 * The instagram page's texts (ids start with 'instagram.'). The posts' own captions and descriptions are the
 * owner's, read from GET /api/instagram-posts (docs/decisions.md 151), not texts of the page.
 */
export const instagramMessages = featureMessages({
  de: {
    'instagram.title': 'Instagram',
    'instagram.lead': 'Frische Pasta, Abende auf der Terrasse und das Team dahinter: ein Blick in unseren Alltag auf Instagram.',
    'instagram.follow': 'Folgen Sie uns auf Instagram',
    'instagram.privacy':
      'Diese Seite lädt nichts von Instagram. Erst wenn Sie einem Link folgen, öffnet sich Instagram; dort gilt die Datenschutzerklärung von Meta.',
    'instagram.posts.title': 'Neueste Beiträge',
    'instagram.view.label': 'Ansicht',
    'instagram.view.gallery': 'Galerie',
    'instagram.view.feed': 'Feed',
    'instagram.showAll': 'Alle Beiträge anzeigen ({count, number} weitere)',
    'instagram.post.label': 'Beitrag vom {date}',
    'instagram.post.open': '{description} – öffnet den Beitrag auf Instagram',
    'instagram.post.view': 'Auf Instagram ansehen',
    'instagram.error': 'Instagram-Beiträge konnten nicht geladen werden',
    'instagram.empty': 'Keine Instagram-Beiträge verfügbar',
    'instagram.loading': 'Instagram-Beiträge werden geladen …',
  },
  en: {
    'instagram.title': 'Instagram',
    'instagram.lead': 'Fresh pasta, evenings on the terrace and the team behind it all: a look at our days on Instagram.',
    'instagram.follow': 'Follow us on Instagram',
    'instagram.privacy':
      "This page loads nothing from Instagram. Only when you follow a link does Instagram open, and Meta's privacy policy applies there.",
    'instagram.posts.title': 'Latest posts',
    'instagram.view.label': 'View',
    'instagram.view.gallery': 'Gallery',
    'instagram.view.feed': 'Feed',
    'instagram.showAll': 'Show All Posts ({count, number} more)',
    'instagram.post.label': 'Post from {date}',
    'instagram.post.open': '{description} – opens the post on Instagram',
    'instagram.post.view': 'View on Instagram',
    'instagram.error': 'Unable to load Instagram posts',
    'instagram.empty': 'No Instagram posts available',
    'instagram.loading': 'Loading Instagram posts…',
  },
});
