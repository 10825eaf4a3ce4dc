import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { variantFileName, variantPickedFor, type Picture } from '@ristorante/contracts';
import { pipelineVersion, type ProcessedImage } from './image-pipeline.js';

/** What a variant set's folder says of itself, beside its files: enough to describe it again without the database. */
export interface VariantSetRecord {
  picture: Picture;
  /** Each file's name and size in bytes. */
  files: Array<{ name: string; bytes: number }>;
  /** The bytes the picture came as, and their SHA-256: a seed picture whose file changed is made again. */
  sourceBytes: number;
  sourceSha256: string;
  /** The pipeline that made it (image-pipeline.ts, `pipelineVersion`). */
  pipeline: number;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const recordFileName = 'picture.json';

/** Folders being written start with a dot and end so: never served, swept when a crash left them. */
export const partialMark = '.partial-';

/**
 * Writes a processed picture's variants into `dir` all at once (docs/decisions.md 121): into a hidden folder
 * beside it, then renamed, so no reader (another replica serving the shared volume) ever sees half a set, and a
 * crash half way leaves only a hidden folder the sweeper removes. When `dir` is already there (another replica
 * made the same set first), that one stands and is answered.
 */
export async function writeVariantSet(dir: string, processed: ProcessedImage, source: Uint8Array): Promise<VariantSetRecord> {
  const partial = path.join(path.dirname(dir), `.${path.basename(dir)}${partialMark}${randomBytes(6).toString('hex')}`);
  await mkdir(partial, { recursive: true });
  try {
    const files = [];
    for (const variant of processed.variants) {
      const name = variantFileName(variant.width, variant.format);
      await writeFile(path.join(partial, name), variant.data);
      files.push({ name, bytes: variant.data.length });
    }
    const record: VariantSetRecord = {
      picture: processed.picture,
      files,
      sourceBytes: source.byteLength,
      sourceSha256: sha256Of(source),
      pipeline: pipelineVersion,
    };
    await writeFile(path.join(partial, recordFileName), JSON.stringify(record));
    try {
      await rename(partial, dir);
      return record;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      return await readVariantSet(dir).then((existing) => existing ?? Promise.reject(error));
    }
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** A finished set's record, or undefined when there is none. */
export async function readVariantSet(dir: string): Promise<VariantSetRecord | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, recordFileName), 'utf8')) as VariantSetRecord;
  } catch {
    return undefined;
  }
}

/** The bytes a phone downloads for the picture shown across its screen: the AVIF a 360 px screen at 3× picks. */
export function phoneBytesOf(record: VariantSetRecord): number {
  const name = variantFileName(variantPickedFor(360, 3, record.picture.width), 'avif');
  return record.files.find((file) => file.name === name)?.bytes ?? record.sourceBytes;
}
