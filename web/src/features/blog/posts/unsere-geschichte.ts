import type { BlogPost } from './blog-post';

export const unsereGeschichte: BlogPost = {
  slug: 'unsere-geschichte',
  category: 'our-story',
  author: 'Giulia Rossi',
  date: '2025-05-06',
  image: 'unsere-geschichte.svg',
  loadBody: async () => (await import('./unsere-geschichte.body')).body,
  text: {
    de: {
      title: 'Unsere Geschichte: Warum wir La Sosta heißen',
      excerpt:
        'Seit März 2025 kocht und bedient bei uns ein neues Team. Inhaberin Giulia Rossi erzählt, wie sie die Trattoria gefunden hat, wer heute in Küche und Gastraum steht – und was unser Name mit einem langen Abend zu tun hat.',
      imageAlt:
        'Illustration: die Fassade der Trattoria La Sosta am Abend, mit gestreifter Markise, warm erleuchteten Fenstern und einem Tisch vor der Tür',
      readTime: 4,
    },
    en: {
      title: 'Our story: why we are called La Sosta',
      excerpt:
        'Since March 2025 a new team has been cooking and serving here. Owner Giulia Rossi tells how she found the trattoria, who is in the kitchen and the dining room today – and what our name has to do with a long evening.',
      imageAlt:
        'Illustration: the front of Trattoria La Sosta in the evening, with a striped awning, warmly lit windows and a table outside the door',
      readTime: 4,
    },
  },
};
