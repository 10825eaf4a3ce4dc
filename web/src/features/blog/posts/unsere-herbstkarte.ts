import type { BlogPost } from './blog-post';

export const unsereHerbstkarte: BlogPost = {
  slug: 'unsere-herbstkarte',
  category: 'seasonal-menu',
  author: 'Sofia Conti',
  date: '2026-10-20',
  image: 'unsere-herbstkarte.svg',
  loadBody: async () => (await import('./unsere-herbstkarte.body')).body,
  text: {
    de: {
      title: 'Unsere Herbstkarte: Kürbis, Steinpilze und weißer Trüffel',
      excerpt:
        'Wenn die Tage kürzer werden, wird unsere Küche wärmer. Souschefin Sofia Conti stellt die Gerichte der neuen Herbstkarte vor – von Kürbisravioli bis zu Tagliolini mit weißem Trüffel aus Alba.',
      imageAlt: 'Illustration: ein Kürbis, Steinpilze, Kastanien und Herbstlaub auf hellem Grund',
      readTime: 3,
    },
    en: {
      title: 'Our autumn menu: pumpkin, porcini and white truffle',
      excerpt:
        'As the days grow shorter, our kitchen grows warmer. Sous-chef Sofia Conti introduces the dishes of our new autumn menu – from pumpkin ravioli to tagliolini with white truffle from Alba.',
      imageAlt: 'Illustration: a pumpkin, porcini mushrooms, chestnuts and autumn leaves on a light background',
      readTime: 3,
    },
  },
};
