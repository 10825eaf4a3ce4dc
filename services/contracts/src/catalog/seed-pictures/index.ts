// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';
import {
  seedPictureBlogEinTagInUnsererKueche,
  seedPictureBlogItalienischeTischtraditionen,
  seedPictureBlogUnsereGeschichte,
  seedPictureBlogUnsereHerbstkarte,
  seedPictureBlogWeinUndBegleitung,
} from './blog.js';
import { seedPictureDrinkAperolSpritz, seedPictureDrinkEspresso, seedPictureDrinkRedWineGlass } from './drink.js';
import { seedPictureEventsLiveMusic, seedPictureEventsPastaClass, seedPictureEventsWineTasting } from './events.js';
import {
  seedPictureExteriorFacadeEvening,
  seedPictureExteriorHangingSign,
  seedPictureExteriorSummerTerrace,
} from './exterior.js';
import {
  seedPictureFoodAntipastiPlatter,
  seedPictureFoodBeefTenderloinFlambe,
  seedPictureFoodBurrata,
  seedPictureFoodFlambeAtTheTable,
  seedPictureFoodFreshFishOnIce,
  seedPictureFoodGamberoni,
  seedPictureFoodGrilledDorade,
  seedPictureFoodPizzaMargherita,
  seedPictureFoodRavioliSageButter,
  seedPictureFoodTagliatelleRagu,
  seedPictureFoodTiramisu,
} from './food.js';
import { seedPictureInteriorBarCounter, seedPictureInteriorDiningRoom, seedPictureInteriorWineShelf } from './interior.js';
import { seedPictureStaffChefAtThePass, seedPictureStaffPastaMakerRollingDough, seedPictureStaffServiceTeam } from './staff.js';

export * from './blog.js';
export * from './drink.js';
export * from './events.js';
export * from './exterior.js';
export * from './food.js';
export * from './interior.js';
export * from './staff.js';

/** The seed content's pictures by address: their size as guests see them, and their stand-ins. */
export const seedPictures: Readonly<Record<string, Picture>> = {
  '/api/media/seed/blog-ein-tag-in-unserer-kueche.svg': seedPictureBlogEinTagInUnsererKueche,
  '/api/media/seed/blog-italienische-tischtraditionen.svg': seedPictureBlogItalienischeTischtraditionen,
  '/api/media/seed/blog-unsere-geschichte.svg': seedPictureBlogUnsereGeschichte,
  '/api/media/seed/blog-unsere-herbstkarte.svg': seedPictureBlogUnsereHerbstkarte,
  '/api/media/seed/blog-wein-und-begleitung.svg': seedPictureBlogWeinUndBegleitung,
  '/api/media/seed/drink-aperol-spritz.svg': seedPictureDrinkAperolSpritz,
  '/api/media/seed/drink-espresso.svg': seedPictureDrinkEspresso,
  '/api/media/seed/drink-red-wine-glass.svg': seedPictureDrinkRedWineGlass,
  '/api/media/seed/events-live-music.svg': seedPictureEventsLiveMusic,
  '/api/media/seed/events-pasta-class.svg': seedPictureEventsPastaClass,
  '/api/media/seed/events-wine-tasting.svg': seedPictureEventsWineTasting,
  '/api/media/seed/exterior-facade-evening.svg': seedPictureExteriorFacadeEvening,
  '/api/media/seed/exterior-hanging-sign.svg': seedPictureExteriorHangingSign,
  '/api/media/seed/exterior-summer-terrace.svg': seedPictureExteriorSummerTerrace,
  '/api/media/seed/food-antipasti-platter.svg': seedPictureFoodAntipastiPlatter,
  '/api/media/seed/food-beef-tenderloin-flambe.svg': seedPictureFoodBeefTenderloinFlambe,
  '/api/media/seed/food-burrata.svg': seedPictureFoodBurrata,
  '/api/media/seed/food-flambe-at-the-table.svg': seedPictureFoodFlambeAtTheTable,
  '/api/media/seed/food-fresh-fish-on-ice.svg': seedPictureFoodFreshFishOnIce,
  '/api/media/seed/food-gamberoni.svg': seedPictureFoodGamberoni,
  '/api/media/seed/food-grilled-dorade.svg': seedPictureFoodGrilledDorade,
  '/api/media/seed/food-pizza-margherita.svg': seedPictureFoodPizzaMargherita,
  '/api/media/seed/food-ravioli-sage-butter.svg': seedPictureFoodRavioliSageButter,
  '/api/media/seed/food-tagliatelle-ragu.svg': seedPictureFoodTagliatelleRagu,
  '/api/media/seed/food-tiramisu.svg': seedPictureFoodTiramisu,
  '/api/media/seed/interior-bar-counter.svg': seedPictureInteriorBarCounter,
  '/api/media/seed/interior-dining-room.svg': seedPictureInteriorDiningRoom,
  '/api/media/seed/interior-wine-shelf.svg': seedPictureInteriorWineShelf,
  '/api/media/seed/staff-chef-at-the-pass.svg': seedPictureStaffChefAtThePass,
  '/api/media/seed/staff-pasta-maker-rolling-dough.svg': seedPictureStaffPastaMakerRollingDough,
  '/api/media/seed/staff-service-team.svg': seedPictureStaffServiceTeam,
};
