// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/interior-bar-counter.svg */
export const seedPictureInteriorBarCounter: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAACwAQCdASoMAAkABABoJbACdACkIQ0AAPpByTshJUW6DLBuQsKVvk0McF+URQKA05XewXz+3Hh7eea3sGVAAA==',
};
/** /api/media/seed/interior-dining-room.svg */
export const seedPictureInteriorDiningRoom: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADwAQCdASoMAAkABABoJbACdAYtBuE0dLAA/uutiq3HzmW9MjzgF9Pnv4oBq9SeZVAlKtrlWNssLPfr/v+6jlQ5vc0lXctGdJuCPqS43WRcAAAA',
};
/** /api/media/seed/interior-wine-shelf.svg */
export const seedPictureInteriorWineShelf: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAAQAgCdASoMAAkABABoJQBOgCHgN1bDewEAAP5s85KTiRJiX+JiFqyiYfWcrqcPZF8zTUE78J9bxrwDGZb0pKEXQlV6QAAA',
};
