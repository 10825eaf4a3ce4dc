// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/blog-ein-tag-in-unserer-kueche.svg */
export const seedPictureBlogEinTagInUnsererKueche: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAAwAgCdASoQAAkAA4BaJbACdAELz6wmf/42wAD9v01Yxjc7j1FqtmmVxCMXSVK5NHmc/3Rlg4TTi1zbg3PJWA+KMt18EAAA',
};
/** /api/media/seed/blog-italienische-tischtraditionen.svg */
export const seedPictureBlogItalienischeTischtraditionen: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoQAAkAA4BaJYgCsAEOqOhgAAD+nROI9FQUkuuQGDlpX74RbpZRLdU0l0Kiu2QA',
};
/** /api/media/seed/blog-unsere-geschichte.svg */
export const seedPictureBlogUnsereGeschichte: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRmwAAABXRUJQVlA4IGAAAAAwAgCdASoQAAkAA4BaJZACdAYtVlbYCV1pgAD+7NhA81pOSCQSpMZddaTE/Jm3dYgs4ahnuqkCD+o5j8HHlKbbDektsHU33Ywc+NX9AbeUzhUi1EjfappLhQ0OAIrUAAA=',
};
/** /api/media/seed/blog-unsere-herbstkarte.svg */
export const seedPictureBlogUnsereHerbstkarte: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRmIAAABXRUJQVlA4IFYAAAAQAgCdASoQAAkAA4BaJZACdAYstbZL7u0QAP72QqBF0iTypSZCfF7ALSzG+ARawNpBQiw4a3tBPpysHb5I9Rk6z9d8lp8ccjjym/+7sE4TzaOO62AAAA==',
};
/** /api/media/seed/blog-wein-und-begleitung.svg */
export const seedPictureBlogWeinUndBegleitung: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAADwAQCdASoQAAkAA4BaJbACdAEO4e8rjPAA/rm5oqOgw+88hMygcBuJxUcNwkPMyks0QyWJaYnri9iPW+sVVKOkb8/5t0AA',
};
