import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import { mediaPaths } from '@ristorante/contracts';
import type { ImageSize } from '../gallery/gallery-repository.js';
import { extensionOf, sniffImage, type SniffedImage } from './image-sniffing.js';

/** The seed content's pictures ship with the service, beside its migrations. */
export const seedImagesDir = fileURLToPath(new URL('../../seed/images', import.meta.url));

/** Upload names are random UUIDs: unguessable, never reused, so their answers can be cached for good. */
export const uploadedName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
export const seedName = /^[a-z0-9][a-z0-9-]*\.svg$/;

export interface MediaStore {
  uploadsDir: string;
  seedDir: string;
  /** Stores a checked image under a fresh random name; returns its public URL. */
  save(bytes: Uint8Array, image: SniffedImage): Promise<string>;
  /** The size of one of our own images by its public URL; undefined for other addresses or missing files. */
  sizeOf(url: string): Promise<ImageSize | undefined>;
}

export async function createMediaStore(uploadsDir: string, seedDir = seedImagesDir): Promise<MediaStore> {
  const root = path.resolve(uploadsDir);
  await mkdir(root, { recursive: true });
  return {
    uploadsDir: root,
    seedDir,
    async save(bytes, image) {
      const name = `${randomUUID()}.${extensionOf(image.type)}`;
      // Written aside, then renamed: another replica serving the volume never sees half a file.
      const partial = path.join(root, `.${name}.partial`);
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path.join(root, name));
      return `${mediaPaths.uploads}${name}`;
    },
    async sizeOf(url) {
      try {
        if (url.startsWith(mediaPaths.seed)) {
          const file = checked(seedDir, url.slice(mediaPaths.seed.length), seedName);
          if (!file) return undefined;
          const size = imageSize(await readFile(file));
          return size.width && size.height ? { width: size.width, height: size.height } : undefined;
        }
        const file = url.startsWith(mediaPaths.uploads)
          ? checked(root, url.slice(mediaPaths.uploads.length), uploadedName)
          : undefined;
        const image = file && sniffImage(await readFile(file));
        return image ? { width: image.width, height: image.height } : undefined;
      } catch {
        return undefined; // a missing or unreadable file: the entry simply has no known size
      }
    },
  };
}

function checked(dir: string, name: string, pattern: RegExp): string | undefined {
  return pattern.test(name) ? path.join(dir, name) : undefined;
}
