import { featureMessages } from '../../i18n/feature-messages';

/**
 * The blog's UI texts (ids start with 'blog.'). The posts themselves are the owner's, read from the catalog
 * (docs/decisions.md 150). The category ids end in the category's key (contracts' blogCategories).
 */
export const blogMessages = featureMessages({
  de: {
    'blog.title': 'Blog',
    'blog.lead':
      'Geschichten aus Küche, Weinkeller und Gastraum – erzählt von dem Team, das seit März 2025 in der {name} kocht und bedient.',
    'blog.categories.label': 'Kategorien',
    'blog.category.all': 'Alle',
    'blog.category.our-story': 'Unsere Geschichte',
    'blog.category.kitchen-stories': 'Aus der Küche',
    'blog.category.seasonal-menu': 'Saisonale Karte',
    'blog.category.wine-pairing': 'Wein & Begleitung',
    'blog.category.traditions': 'Traditionen',
    'blog.count': '{count, plural, one {# Beitrag} other {# Beiträge}}',
    'blog.featured': 'Neuester Beitrag',
    'blog.author': 'Von {author}',
    'blog.readTime': '{minutes} Min. Lesezeit',
    'blog.reserve.title': 'Lust auf einen Abend bei uns?',
    'blog.reserve.text': 'Bleiben, genießen, verweilen: Ihr Tisch gehört Ihnen für den ganzen Abend.',
    'blog.reserve.button': 'Tisch reservieren',
    'blog.back': 'Zurück zum Blog',
    'blog.error': 'Die Beiträge konnten nicht geladen werden.',
    'blog.feed': 'Blog (Atom-Feed)',
  },
  en: {
    'blog.title': 'Blog',
    'blog.lead':
      'Stories from the kitchen, the wine cellar and the dining room – told by the team that has been cooking and serving at {name} since March 2025.',
    'blog.categories.label': 'Categories',
    'blog.category.all': 'All',
    'blog.category.our-story': 'Our Story',
    'blog.category.kitchen-stories': 'Kitchen Stories',
    'blog.category.seasonal-menu': 'Seasonal Menu',
    'blog.category.wine-pairing': 'Wine & Pairing',
    'blog.category.traditions': 'Traditions',
    'blog.count': '{count, plural, one {# post} other {# posts}}',
    'blog.featured': 'Latest post',
    'blog.author': 'By {author}',
    'blog.readTime': '{minutes} min read',
    'blog.reserve.title': 'Fancy an evening with us?',
    'blog.reserve.text': 'Stay, enjoy, linger: your table is yours for the whole evening.',
    'blog.reserve.button': 'Make a Reservation',
    'blog.back': 'Back to Blog',
    'blog.error': 'The posts could not be loaded.',
    'blog.feed': 'Blog (Atom feed)',
  },
});
