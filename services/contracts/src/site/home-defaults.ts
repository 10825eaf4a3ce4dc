import { standInPaths } from './restaurant-defaults.js';

/** A text in both languages. */
export interface HomeText {
  de: string;
  en: string;
}

/** The home page's texts and pictures as the owner keeps them (docs/decisions.md 152); the schema is home-content.ts. */
export interface HomeContent {
  /** `{name}` in the heading is the restaurant's name, as the owner keeps it in Settings. */
  hero: { title: HomeText; lead: HomeText; imageUrl: string | null };
  original: { title: HomeText; text: HomeText; motto: HomeText };
  features: Array<{ title: HomeText; text: HomeText; imageUrl: string }>;
  promise: { title: HomeText; text: HomeText };
}

/**
 * The first install's home page: the texts and seed pictures it showed before the owner could change them, so a new
 * install looks as it did. Its own module, free of the validation library, because the home page falls back to it.
 */
export const defaultHomeContent: HomeContent = {
  hero: {
    title: { de: 'Willkommen in der {name}', en: 'Welcome to {name}' },
    lead: {
      de: 'Hausgemachte Pasta, frischer Fisch aus dem Mittelmeer und Rinderfilet, direkt am Tisch flambiert.',
      en: 'Homemade pasta, fresh Mediterranean fish and beef tenderloin flambéed at the table.',
    },
    imageUrl: null,
  },
  original: {
    title: { de: 'Das Original!', en: 'The Original!' },
    text: {
      de: 'Seit März 2025 steht ein neues Team in unserer Küche und im Service, mit einem alten Versprechen: italienische Küche, wie man sie in einer Trattoria isst – ehrlich, frisch und mit Zeit gemacht.',
      en: 'Since March 2025 a new team has been cooking and serving here, with an old promise: Italian food as you eat it in a trattoria – honest, fresh and made with time.',
    },
    motto: { de: 'Bleiben, genießen, verweilen.', en: 'Stay, enjoy, linger.' },
  },
  features: [
    {
      title: { de: 'Hausgemachte Pasta', en: 'Homemade pasta' },
      text: {
        de: 'Jeden Morgen frisch von Hand gemacht: Tagliatelle, Pappardelle, Ravioli.',
        en: 'Made fresh by hand every morning: tagliatelle, pappardelle, ravioli.',
      },
      imageUrl: '/api/media/seed/food-tagliatelle-ragu.svg',
    },
    {
      title: { de: 'Frischer Fisch aus dem Mittelmeer', en: 'Fresh Mediterranean fish' },
      text: {
        de: 'Dorade, Wolfsbarsch und Gamberoni, so einfach zubereitet, wie das Meer es verlangt.',
        en: 'Sea bream, sea bass and king prawns, prepared as simply as the sea asks for.',
      },
      imageUrl: '/api/media/seed/food-fresh-fish-on-ice.svg',
    },
    {
      title: { de: 'Rinderfilet, am Tisch flambiert', en: 'Beef tenderloin flambéed at your table' },
      text: {
        de: 'Unser Klassiker: zart gebraten und vor Ihren Augen mit Brandy flambiert.',
        en: 'Our classic: seared tender and flambéed with brandy before your eyes.',
      },
      imageUrl: '/api/media/seed/food-beef-tenderloin-flambe.svg',
    },
  ],
  promise: {
    title: { de: 'Unser Versprechen', en: 'Our promise' },
    text: {
      de: 'Bei uns hetzt niemand. Nehmen Sie sich Zeit für ein Glas Wein, ein zweites Dessert und gute Gespräche – Ihr Tisch gehört Ihnen für den ganzen Abend.',
      en: 'Nobody rushes here. Take your time for a glass of wine, a second dessert and good conversation – your table is yours for the whole evening.',
    },
  },
};

/**
 * The paths of the home page's fields that still hold a bracketed stand-in (`hero.lead.en`, `features.1.title.de`),
 * in the form's order: what the go-live check lists (docs/decisions.md 152). The first install's texts are real
 * ones, so this is empty until someone saves a `[…]`.
 */
export const homeStandIns = (content: HomeContent): string[] => standInPaths(content);

/** The heading as guests read it: `{name}` is the restaurant's name. */
export const homeHeading = (title: string, restaurantName: string) => title.replaceAll('{name}', restaurantName);
