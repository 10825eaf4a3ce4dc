// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/drink-aperol-spritz.svg */
export const seedPictureDrinkAperolSpritz: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACQAQCdASoMAAkABABoJagCdACRbAAA/SCnKXzqlIZI4BmsVL+HbmyHys65TUwAAAA=',
};
/** /api/media/seed/drink-espresso.svg */
export const seedPictureDrinkEspresso: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAACwAQCdASoMAAkABABoJbACdADbvMAAAP7L9fLzZxrbS3mUGrL3w6rvEo0cUMnX3DqzeDld7xt+3r2PDAAAAA==',
};
/** /api/media/seed/drink-red-wine-glass.svg */
export const seedPictureDrinkRedWineGlass: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADQAQCdASoMAAkABABoJbACdAEO4/rwQAD+839vgDF/3Xu0/IqT5rZAIuEh4R1QPf0XGGpArzrLHrypT50jDnu+aAAAAA==',
};
