// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/exterior-facade-evening.svg */
export const seedPictureExteriorFacadeEvening: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAADQAQCdASoMAAkABABoJaACdAEPhrYpgADOJDllTussQUTwY6+rl7foKvNn6pke6tmWIK/Lu2e86wXW2IyLoTS2YAA=',
};
/** /api/media/seed/exterior-hanging-sign.svg */
export const seedPictureExteriorHangingSign: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADQAQCdASoMAAkABABoJaACdAEec81rEAD+k76JMKXKjmLKhT448njqQYrRDSD4Nkim5Hkc70nIAAAA',
};
/** /api/media/seed/exterior-summer-terrace.svg */
export const seedPictureExteriorSummerTerrace: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAADwAQCdASoMAAkABABoJbACdAEU8xQ5OKgA/uAJ4iNmBlKMZENALx33uYaLkIhz1OVJLEOfLkWzfj13PEpLe2PgAAA=',
};
