import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { mediaPaths } from '@ristorante/contracts';
import { seedImagesDir, seedName, seedPicturesDir, seedSetDir } from './seed-pictures.js';

/**
 * An upload's address names its random id (unguessable, never reused, so every answer can be cached for good); its
 * variants are in the folder of that id (docs/decisions.md 121). Addresses ending .png or .webp are from before the
 * variants: the same upload, served as its widest JPEG once processed.
 */
export const uploadedName = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/;
export const uploadId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export { seedName };

export interface MediaStore {
  /** The shared volume: an upload's variant folder per id, and the files from before the variants until migrated. */
  uploadsDir: string;
  /** The seed's own pictures (SVG) and their variants. */
  seedImagesDir: string;
  seedPicturesDir: string;
  /** The variant folder of one of our addresses (an upload's or a seed picture's); undefined for any other. */
  setDirOf(url: string): string | undefined;
  /** A new upload's address and the folder its variants go to. */
  newUpload(): { url: string; dir: string };
}

export async function createMediaStore(
  uploadsDir: string,
  seed: { imagesDir: string; picturesDir: string } = { imagesDir: seedImagesDir, picturesDir: seedPicturesDir },
): Promise<MediaStore> {
  const root = path.resolve(uploadsDir);
  await mkdir(root, { recursive: true });
  return {
    uploadsDir: root,
    seedImagesDir: seed.imagesDir,
    seedPicturesDir: seed.picturesDir,
    setDirOf(url) {
      if (url.startsWith(mediaPaths.seed)) {
        const name = url.slice(mediaPaths.seed.length);
        return seedName.test(name) ? seedSetDir(name, seed.picturesDir) : undefined;
      }
      const upload = url.startsWith(mediaPaths.uploads) ? uploadedName.exec(url.slice(mediaPaths.uploads.length)) : null;
      return upload ? path.join(root, upload[1]!) : undefined;
    },
    newUpload() {
      const id = randomUUID();
      return { url: `${mediaPaths.uploads}${id}.jpg`, dir: path.join(root, id) };
    },
  };
}
