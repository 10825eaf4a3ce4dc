import sharp from 'sharp';
import { PictureRefusal, processImage, type PipelineLimits, type RefusalReason } from './image-pipeline.js';
import { writeVariantSet, type VariantSetRecord } from './variant-set.js';

/**
 * The catalog's picture worker (docs/decisions.md 121): a process of its own, started by picture-processor.ts at a
 * lower priority, that decodes and encodes one picture at a time. Guests' requests keep the service's own process
 * and the CPU first, and a file that takes the decoder down takes only this process with it.
 */

export interface PictureJob {
  id: number;
  bytes: Uint8Array;
  /** The folder the finished set is renamed to. */
  dir: string;
  allowSvg: boolean;
  limits: PipelineLimits;
}

export type PictureJobAnswer =
  | { id: number; ok: true; record: VariantSetRecord }
  /** `failed`: the service's own fault (the volume could not be written), not the file's. */
  | { id: number; ok: false; reason: RefusalReason | 'failed'; detail: string };

// One picture at a time, each encoder on one thread (processImage runs two of them side by side); libvips' cache
// would only hold on to pictures that are never asked for again.
sharp.concurrency(1);
sharp.cache(false);

process.on('message', (job: PictureJob) => {
  void answer(job).then((reply) => process.send?.(reply));
});

async function answer(job: PictureJob): Promise<PictureJobAnswer> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    const processed = await processImage(bytes, { limits: job.limits, allowSvg: job.allowSvg });
    return { id: job.id, ok: true, record: await writeVariantSet(job.dir, processed, bytes) };
  } catch (error) {
    if (error instanceof PictureRefusal) return { id: job.id, ok: false, reason: error.reason, detail: error.message };
    return { id: job.id, ok: false, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}
