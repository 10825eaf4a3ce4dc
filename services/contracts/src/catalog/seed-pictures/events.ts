// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/events-live-music.svg */
export const seedPictureEventsLiveMusic: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRmYAAABXRUJQVlA4IFoAAADwAQCdASoQAAwAA4BaJbACdAD0dAA2dAAA/vK++uLbl060WxxKW0aMcC4Kui47b3IKikUloHliRHtomtvr/aH0V4uePIS2SP+v1CCEGA7gtbDLZCGa/AB/AAA=',
};
/** /api/media/seed/events-pasta-class.svg */
export const seedPictureEventsPastaClass: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRmoAAABXRUJQVlA4IF4AAABQAgCdASoQAAwAA4BaJbACdLoAEJiYitfE14AA/pt+f2QGBCRySPcRDjAcVcUgouvrFY/nb7QhL2+C8gPFQf/IzYdhuiLs8FG/GEeJiV/8YGDT5dPVHW2wMLeTwAAA',
};
/** /api/media/seed/events-wine-tasting.svg */
export const seedPictureEventsWineTasting: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlQAAABXRUJQVlA4IEgAAADQAQCdASoQAAwAA4BaJbACdAEOjBaQQAD+2SmzUfqxBgcPNWFS/g4k7OUH/8GzvOsdY+YIzgkifyqLrmazjCY7t+2O/BwGAAA=',
};
