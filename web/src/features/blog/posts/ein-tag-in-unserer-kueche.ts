import type { BlogPost } from './blog-post';

export const einTagInUnsererKueche: BlogPost = {
  slug: 'ein-tag-in-unserer-kueche',
  category: 'kitchen-stories',
  author: 'Luca Ferrante',
  date: '2025-09-16',
  image: 'ein-tag-in-unserer-kueche.svg',
  loadBody: async () => (await import('./ein-tag-in-unserer-kueche.body')).body,
  text: {
    de: {
      title: 'Ein Tag in unserer Küche: Pasta, Fisch und Flammen',
      excerpt:
        'Um acht Uhr morgens ist der Gastraum noch leer, aber in der Küche wird schon Teig geknetet. Küchenchef Luca Ferrante nimmt Sie mit durch einen Tag – vom ersten Ei bis zum flambierten Rinderfilet am Abend.',
      imageAlt:
        'Illustration: ein Holzbrett mit einem Mehlberg, aufgeschlagenen Eiern, einem Nudelholz und Nestern frischer Tagliatelle',
      readTime: 3,
    },
    en: {
      title: 'A day in our kitchen: pasta, fish and flames',
      excerpt:
        'At eight in the morning the dining room is still empty, but in the kitchen dough is already being kneaded. Head chef Luca Ferrante takes you through a day – from the first egg to the beef tenderloin flambéed in the evening.',
      imageAlt: 'Illustration: a wooden board with a mound of flour, cracked eggs, a rolling pin and nests of fresh tagliatelle',
      readTime: 3,
    },
  },
};
