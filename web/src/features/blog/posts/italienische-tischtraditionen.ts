import type { BlogPost } from './blog-post';

export const italienischeTischtraditionen: BlogPost = {
  slug: 'italienische-tischtraditionen',
  category: 'traditions',
  author: 'Paolo Greco',
  date: '2025-12-09',
  image: 'italienische-tischtraditionen.svg',
  loadBody: async () => (await import('./italienische-tischtraditionen.body')).body,
  text: {
    de: {
      title: 'Vom Aperitivo bis zum Caffè: wie Italien zu Abend isst',
      excerpt:
        'Antipasto, Primo, Secondo, Dolce – und warum nach dem Essen niemand einen Cappuccino bestellt. Restaurantleiter Paolo Greco erklärt die Traditionen eines italienischen Abends und wie wir sie in Berlin leben.',
      imageAlt:
        'Illustration: eine Espressokanne, zwei Espressotassen, ein Teller Cantucci und ein Glas Aperitivo auf einem Tisch',
      readTime: 3,
    },
    en: {
      title: 'From aperitivo to caffè: how Italy dines',
      excerpt:
        'Antipasto, primo, secondo, dolce – and why nobody orders a cappuccino after dinner. Restaurant manager Paolo Greco explains the traditions of an Italian evening and how we live them in Berlin.',
      imageAlt: 'Illustration: a moka pot, two espresso cups, a plate of cantucci and an aperitivo glass on a table',
      readTime: 3,
    },
  },
};
