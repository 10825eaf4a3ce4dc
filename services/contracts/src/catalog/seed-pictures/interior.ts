// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/interior-bar-counter.svg */
export const seedPictureInteriorBarCounter: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAACwAQCdASoQAAwAA4BaJbACdAEJ5rgAAPpzeazvTum7BTMahIFvL2UqY5xgeNGf4qVv7XmvZHNuOf0WKSFDorb+vvKCGI+onsJg3d9wAAA=',
};
/** /api/media/seed/interior-dining-room.svg */
export const seedPictureInteriorDiningRoom: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRoQAAABXRUJQVlA4IHgAAAAQAgCdASoQAAwAA4BaJbACdAYwS8BHaiwAAP7wr0FDCIrrhwqAxE6qAexokWxZksp3lJ8C26xPZGtWfgnnwsXDOrFc1r7HRZ3l7KgpdO4dHMnrrL9H4u6rnlEykxZbbV0dvw79Hs9GHjIbstxYbini+KZKC9T00gA=',
};
/** /api/media/seed/interior-wine-shelf.svg */
export const seedPictureInteriorWineShelf: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRngAAABXRUJQVlA4IGwAAAAwAgCdASoQAAwAA4BaJYgCdAYxZvPGcW7gAAD+2HdcoNnSurIOJdhQy0jdZ4CF4hljV08flRo89APKp4pe6XO64hQtPkBqDcSIH5sYr1XI44LI5VNniJHi6ZjMXzZJxSXQthA+P1FrEpQYAAA=',
};
