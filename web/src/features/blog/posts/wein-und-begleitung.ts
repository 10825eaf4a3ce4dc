import type { BlogPost } from './blog-post';

export const weinUndBegleitung: BlogPost = {
  slug: 'wein-und-begleitung',
  category: 'wine-pairing',
  author: 'Elena Marchetti',
  date: '2026-06-09',
  image: 'wein-und-begleitung.svg',
  loadBody: async () => (await import('./wein-und-begleitung.body')).body,
  text: {
    de: {
      title: 'Über hundert Weine: wie wir den passenden zu Ihrem Teller finden',
      excerpt:
        'Vom Vermentino zur Dorade bis zum Nebbiolo zum Rinderfilet: Sommelière Elena Marchetti erzählt, wie unsere Weinkarte entstanden ist und nach welchen einfachen Regeln sie Wein und Essen zusammenbringt.',
      imageAlt: 'Illustration: eine Flasche Rotwein, zwei gefüllte Gläser und eine Weintraube auf einem Tisch',
      readTime: 3,
    },
    en: {
      title: 'Over a hundred wines: how we find the right one for your plate',
      excerpt:
        'From vermentino with sea bream to nebbiolo with beef tenderloin: sommelier Elena Marchetti tells how our wine list came about and the simple rules she follows to bring wine and food together.',
      imageAlt: 'Illustration: a bottle of red wine, two filled glasses and a bunch of grapes on a table',
      readTime: 3,
    },
  },
};
