// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/drink-aperol-spritz.svg */
export const seedPictureDrinkAperolSpritz: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoQAAwAA4BaJbACdAEXWAAgGAAA/RTmZBVsre5Vc+bNqUByn/3j/nDuzmxOgsnSwQfgAA==',
};
/** /api/media/seed/drink-espresso.svg */
export const seedPictureDrinkEspresso: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADQAQCdASoQAAwAA4BaJbACdAEO+k/xAAD+4wxBaUkuH8P8EUxvGfT7IVxfnKdvILyN+56NY3Nh8WXzdLDCYJ1+5C7T13OC+rLXlDsgAAA=',
};
/** /api/media/seed/drink-red-wine-glass.svg */
export const seedPictureDrinkRedWineGlass: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADwAQCdASoQAAwAA4BaJbACdAEO/0jJhQAA/vYKJ1SzyDiA7I8Vf9dYG4jTaOjaA9G399hdNEJ2iO0pUtRiCxMg4G+/itw67R8wcAChgDlAagAA',
};
