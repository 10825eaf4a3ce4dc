// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/food-antipasti-platter.svg */
export const seedPictureFoodAntipastiPlatter: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAAkABABoJbACdAEe0R7zEAD9K8sKNap6TRyOazU175l9LUnD16pa5AJJ2wVu3AA=',
};
/** /api/media/seed/food-beef-tenderloin-flambe.svg */
export const seedPictureFoodBeefTenderloinFlambe: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAACwAQCdASoMAAkABABoJQBOgBuAXGwQAP7umuDr6FnVhF9ns9X+dcGT2BpsPtZDqof/bWvoJ05mBIHVAAA=',
};
/** /api/media/seed/food-burrata.svg */
export const seedPictureFoodBurrata: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAAAwAgCdASoMAAkABABoJbACdLoAAs2T5z+wwADOI2IIKHDOW1+qG24+I6QDctoXxoTZoFnI19kWaaUNx8z4yxz1S78EOKxnwwAAAA==',
};
/** /api/media/seed/food-flambe-at-the-table.svg */
export const seedPictureFoodFlambeAtTheTable: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAADQAQCdASoMAAkABABoJbACdACv8heKgAD+2m6xH2horl3FwPOgV3PnfSFbSn5rHa+VP1XWNilODme2Fo3N435jDJuCFzAA',
};
/** /api/media/seed/food-fresh-fish-on-ice.svg */
export const seedPictureFoodFreshFishOnIce: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoMAAkABABoJYwCdAEPhrmeqgAA/q2fMN7XcYd6FUrHlqRuejSNERzOZ+qIfz0OMJfN+/mfC4EAAA==',
};
/** /api/media/seed/food-gamberoni.svg */
export const seedPictureFoodGamberoni: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAAAQAgCdASoMAAkABABoJZQCw7EVYGgK1gpAAP7eII5u8w/3t5S789Gs9azlYaXIOletRiTNV4tWw/FNYlOU/AlvlAN1GCueboAAAA==',
};
/** /api/media/seed/food-grilled-dorade.svg */
export const seedPictureFoodGrilledDorade: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAAkABABoJYgCdAERGGbx6AAA/vAIgCUzdTgy+FutHiuPeBulLgsc3elAUJrlznwAAA==',
};
/** /api/media/seed/food-pizza-margherita.svg */
export const seedPictureFoodPizzaMargherita: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAADwAQCdASoMAAkABABoJbACdADp9VMJUugA/ubOqC3CC6aEFwZ6VC14TgH+wLwlaJYr8L272Tg+kKStNJ68Tdr3/9pwsJ5sGPMH87AA',
};
/** /api/media/seed/food-ravioli-sage-butter.svg */
export const seedPictureFoodRavioliSageButter: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAAwAgCdASoMAAkABABoJbACw7EVYNVil937wAD+xgVfVXaQ7BQUpc9kn0ymFHJsWkVQRBmM4tKrDqn6jAGOnboDp6/CAAAA',
};
/** /api/media/seed/food-tagliatelle-ragu.svg */
export const seedPictureFoodTagliatelleRagu: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAQAgCdASoMAAkABABoJYwCdAEU9/JT6eYAAP7rTOOVPJK7YKOXRes23Xy7FLb6Ol1u1Hx1gAA=',
};
/** /api/media/seed/food-tiramisu.svg */
export const seedPictureFoodTiramisu: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADQAQCdASoMAAkABABoJbACdACyZvRIAADtREIJ0qehkzEBt3zDoEMcJsvtmGa9zDQXDt1yp2AAAA==',
};
