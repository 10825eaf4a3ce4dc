import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaPaths, type Picture } from '@ristorante/contracts';
import { describeImage, pipelineVersion, processImage } from './image-pipeline.js';
import type { PictureProcessor } from './picture-processor.js';
import { readVariantSet, sha256Of, writeVariantSet } from './variant-set.js';

/** The seed content's pictures ship with the service, beside its migrations. */
export const seedImagesDir = fileURLToPath(new URL('../../seed/images', import.meta.url));

/**
 * Their variants, made from them at build time (docs/decisions.md 121): `npm run build`, the catalog's image and
 * the tests' set-up make them, and the service makes any that are missing when it starts. Not in git.
 */
export const seedPicturesDir = fileURLToPath(new URL('../../seed/pictures', import.meta.url));

export const seedName = /^[a-z0-9][a-z0-9-]*\.svg$/;

/** The seed's picture files, by name (`food-burrata.svg`). */
export async function seedImageNames(dir = seedImagesDir): Promise<string[]> {
  return (await readdir(dir)).filter((name) => seedName.test(name)).sort();
}

export const seedUrlOf = (name: string) => `${mediaPaths.seed}${name}`;
export const seedSetDir = (name: string, dir = seedPicturesDir) => path.join(dir, name.replace(/\.svg$/, ''));

/** The seed pictures whose variant set is missing, or was made from another version of their file. */
async function outdatedSeedPictures(imagesDir: string, picturesDir: string) {
  const outdated: Array<{ name: string; dir: string; bytes: Buffer }> = [];
  for (const name of await seedImageNames(imagesDir)) {
    const dir = seedSetDir(name, picturesDir);
    const bytes = await readFile(path.join(imagesDir, name));
    const made = await readVariantSet(dir);
    if (made?.sourceSha256 === sha256Of(bytes) && made.pipeline === pipelineVersion) continue;
    // A set of an older drawing goes first; only the build and a starting service write here.
    await rm(dir, { recursive: true, force: true });
    outdated.push({ name, dir, bytes });
  }
  return outdated;
}

/**
 * Makes the variant set of every seed picture that has none yet, or an outdated one (one at a time, in this
 * process: for the build and the tests' set-up); answers the names it made.
 */
export async function buildSeedPictures(imagesDir = seedImagesDir, picturesDir = seedPicturesDir): Promise<string[]> {
  const outdated = await outdatedSeedPictures(imagesDir, picturesDir);
  for (const { dir, bytes } of outdated) await writeVariantSet(dir, await processImage(bytes, { allowSvg: true }), bytes);
  return outdated.map(({ name }) => name);
}

/**
 * The service's own check at start: a seed picture whose set is missing (a run from source without a build) is
 * made by the picture worker, in the background, rather than left broken. Answers the names it made.
 */
export async function ensureSeedPictures(
  media: { seedImagesDir: string; seedPicturesDir: string },
  processor: PictureProcessor,
): Promise<string[]> {
  const outdated = await outdatedSeedPictures(media.seedImagesDir, media.seedPicturesDir);
  for (const { dir, bytes } of outdated) await processor.process(bytes, dir, { allowSvg: true });
  return outdated.map(({ name }) => name);
}

/** What the contracts' seed-pictures.ts must say of each seed picture: as processImage describes it. */
export async function describeSeedPictures(imagesDir = seedImagesDir): Promise<Record<string, Picture>> {
  const described: Record<string, Picture> = {};
  for (const name of await seedImageNames(imagesDir))
    described[seedUrlOf(name)] = await describeImage(await readFile(path.join(imagesDir, name)), { allowSvg: true });
  return described;
}
