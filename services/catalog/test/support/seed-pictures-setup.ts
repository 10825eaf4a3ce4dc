import { buildSeedPictures } from '../../src/media/seed-pictures.js';

/**
 * Once per test run, before any file: the seed pictures' variants, as `npm run build` makes them (a fresh clone's
 * first run makes them, ~10 s; later runs find them). Every catalog a test starts then serves them at once.
 */
export default async function setup(): Promise<void> {
  await buildSeedPictures();
}
