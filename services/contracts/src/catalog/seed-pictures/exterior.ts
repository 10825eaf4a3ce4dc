// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/exterior-facade-evening.svg */
export const seedPictureExteriorFacadeEvening: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRnYAAABXRUJQVlA4IGoAAACQAgCdASoQAAwAA4BaJbACdDiAByh4Lyvh8IsoHAD2vszBDo+gNfxqwtdMeAWVkaopkJ4skm31m4HhJ9JJMURz7Ff6YIEKtmjJdxieq+nJe1XtYdtSGSfXI5CwRkF7k4OATWYlaTSsHgAA',
};
/** /api/media/seed/exterior-hanging-sign.svg */
export const seedPictureExteriorHangingSign: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAAwAgCdASoQAAwAA4BaJaACdAEUhbwOwM/IAAD+lDc/Hhm72ORtrmVzWX2TwgpAQ7gjV2mqW4kAM316pbctG7s9iMi4AAAA',
};
/** /api/media/seed/exterior-summer-terrace.svg */
export const seedPictureExteriorSummerTerrace: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRmIAAABXRUJQVlA4IFYAAAAQAgCdASoQAAwAA4BaJbACdAEObiKK5IAAAP7x/Xu/oLWCq2yiAGtjhZyI110v/6WZjMpBy856q8tQwB2ojenLTDrvCH7G9wf0kyddXRsbvWennyfAAA==',
};
