// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/blog-ein-tag-in-unserer-kueche.svg */
export const seedPictureBlogEinTagInUnsererKueche: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAAcABABoJaACdAEe0RGFJFAAzj3Hk660wCbFrfeR3zFM7/lykny2B5SO1wtlSFxivKKAAAA=',
};
/** /api/media/seed/blog-italienische-tischtraditionen.svg */
export const seedPictureBlogItalienischeTischtraditionen: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAAcABABoJQBOgBuJZDw+kAD+g2gIkc0xw36E8LZ+0fJMl3V1IeLnbYfObYwA',
};
/** /api/media/seed/blog-unsere-geschichte.svg */
export const seedPictureBlogUnsereGeschichte: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRlQAAABXRUJQVlA4IEgAAAAwAgCdASoMAAcABABoJYgCdAECpsr1QmZjAAD+0fGU1vDrnECF59lXGfArx1pwjIWnMSOhZE/VA/lAwpAVYws2tcNJ3K9sgAA=',
};
/** /api/media/seed/blog-unsere-herbstkarte.svg */
export const seedPictureBlogUnsereHerbstkarte: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADwAQCdASoMAAcABABoJYgCdAEPAcwEWgAA/vI0iVSxswWf2qYzwW20+oda602WiwjuGontkt+BMZGDYO7Mw2qHlAAAAA==',
};
/** /api/media/seed/blog-wein-und-begleitung.svg */
export const seedPictureBlogWeinUndBegleitung: Picture = {
  width: 1200,
  height: 675,
  placeholder:
    'data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAAcABABoJbACdAEVItqNmYAA/p2ts3GrddT0450YsfiwuvPeM+hF6pbSCIXX/v7rlTsAAAA=',
};
