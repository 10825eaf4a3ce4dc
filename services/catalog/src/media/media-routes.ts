import path from 'node:path';
import type { Express, Request, Response } from 'express';
import busboy from 'busboy';
import { catalogText, localizeMessage, mediaPaths, variantFileName, type UploadedImage } from '@ristorante/contracts';
import { AppError, localeOf, type Logger, type Pool } from '@ristorante/kit';
import { PictureRefusal, type PipelineLimits } from './image-pipeline.js';
import { sniffImageType } from './image-sniffing.js';
import { seedName, uploadId, type MediaStore } from './media-store.js';
import { ProcessorBusy, type PictureProcessor } from './picture-processor.js';
import { savePicture } from './picture-repository.js';
import type { UploadMigration } from './upload-migration.js';
import { phoneBytesOf, readVariantSet } from './variant-set.js';

const oneYear = 365 * 24 * 60 * 60 * 1000;
const oneDay = 24 * 60 * 60 * 1000;

interface Upload {
  bytes: Uint8Array;
  truncated: boolean;
}

/**
 * Reads the one file of a multipart upload into memory, refusing at the size limit instead of buffering on.
 * Settles exactly once: with the upload, with a refusal, or when the client goes away mid-body (the gateway
 * drops its connection when the browser does), so no handler is left waiting on a body that never ends.
 */
function readUpload(req: Request, maxBytes: number, logger: Logger): Promise<Upload | undefined> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 8 * 1024, parts: 25 },
      });
    } catch {
      reject(new AppError(400, catalogText['catalog.upload.notMultipart']));
      return;
    }
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      req.off('close', onClose);
      req.unpipe(parser);
      outcome();
    };
    // 'close' also follows a body read to its end; only an incomplete one means the client went away.
    const onClose = () => {
      if (req.complete) return;
      logger.warn('upload interrupted: the client went away');
      finish(() => reject(new AppError(400, 'The upload was interrupted')));
      parser.destroy();
    };
    req.on('close', onClose);

    let upload: Promise<Upload> | undefined;
    let tooMany = false;
    parser.on('file', (_field, stream) => {
      const chunks: Buffer[] = [];
      upload = new Promise((done, fail) => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', fail);
        stream.on('end', () => done({ bytes: Buffer.concat(chunks), truncated: stream.truncated === true }));
      });
      // When the client went away, nobody awaits the file any more: its failure must not go unhandled.
      upload.catch(() => undefined);
      // Over the limit: answer now rather than read the rest of a huge body.
      stream.on('limit', () => finish(() => resolve({ bytes: new Uint8Array(), truncated: true })));
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('error', () => finish(() => reject(new AppError(400, catalogText['catalog.upload.notMultipart']))));
    parser.on('close', () =>
      finish(() => (tooMany ? reject(new AppError(400, catalogText['catalog.upload.tooMany'])) : resolve(upload))),
    );
    req.pipe(parser);
  });
}

/** What a refusal says, with the limits it names. */
function refusal(error: PictureRefusal, limits: PipelineLimits): AppError {
  const message = catalogText[`catalog.upload.${error.reason}`];
  const values = {
    maxMegapixels: Math.floor(limits.maxPixels / 1_000_000),
    maxSide: limits.maxSide,
    maxAspect: limits.maxAspect,
  };
  return new AppError(400, message, { file: message }, values);
}

/** 503, and when the worker should be through what is before it. */
function busy(res: Response, error: ProcessorBusy): AppError {
  res.setHeader('retry-after', String(Math.max(2, Math.ceil(error.retryAfterMs / 1000))));
  return new AppError(503, catalogText['catalog.upload.busy']);
}

export interface MediaRoutesOptions {
  media: MediaStore;
  processor: PictureProcessor;
  migration: UploadMigration;
  pool: Pool;
  maxBytes: number;
  limits: PipelineLimits;
  logger: Logger;
}

const variantName = /^\d{1,4}\.(avif|webp|jpg)$/;
const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/**
 * Image uploads and the catalog's own pictures (docs/decisions.md 121). An upload must start like a PNG, JPEG or
 * WebP, stay within the size limit, and then satisfy the decoder; it is stored only as its variants (no metadata,
 * several widths, three formats) under a random id on the shared volume. Guests are served only variants.
 */
export function mountMediaRoutes(app: Express, options: MediaRoutesOptions): void {
  const { media, processor, migration, maxBytes, logger } = options;
  app.post('/api/gallery/upload', async (req, res) => {
    if (!req.is('multipart/form-data')) throw new AppError(400, catalogText['catalog.upload.notMultipart']);
    const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
    const tooLarge = () =>
      new AppError(413, catalogText['catalog.upload.tooLarge'], { file: catalogText['catalog.upload.tooLarge'] }, { maxMb });
    // The multipart framing adds a little; a body far beyond the limit is refused before it is read.
    if (Number(req.header('content-length') ?? 0) > maxBytes + 64 * 1024) throw tooLarge();
    const upload = await readUpload(req, maxBytes, logger);
    if (upload?.truncated) throw tooLarge();
    const field = { file: catalogText['catalog.upload.fileMissing'] };
    if (!upload || upload.bytes.length === 0) throw new AppError(400, field.file, field);
    if (!sniffImageType(upload.bytes))
      throw new AppError(400, catalogText['catalog.upload.notAnImage'], { file: catalogText['catalog.upload.notAnImage'] });
    const { url, dir } = media.newUpload();
    let set;
    try {
      set = await processor.process(upload.bytes, dir, { urgent: true });
    } catch (error) {
      if (error instanceof PictureRefusal) {
        logger.info({ reason: error.message }, 'upload refused by the decoder');
        throw refusal(error, options.limits);
      }
      if (error instanceof ProcessorBusy) throw busy(res, error);
      throw error;
    }
    const phoneBytes = phoneBytesOf(set);
    await savePicture(options.pool, { url, picture: set.picture, sourceBytes: upload.bytes.length, phoneBytes });
    const body: UploadedImage = {
      imageUrl: url,
      contentType: 'image/jpeg',
      bytes: upload.bytes.length,
      width: set.picture.width,
      height: set.picture.height,
      picture: set.picture,
      phoneBytes,
    };
    logger.info({ imageUrl: url, bytes: body.bytes, phoneBytes }, 'image uploaded');
    res.status(201).json(body);
  });

  const send = (res: Response, file: string, maxAge: number, immutable: boolean, req: Request) => {
    const type = contentTypes[path.extname(file).slice(1)] ?? 'application/octet-stream';
    // Served as what they are; nosniff and the default CSP come from helmet. The folder is the root, so the
    // dot-files rule judges only the name, not a hidden folder the volume sits in (`.data/media`, `.stack/…`).
    res.sendFile(
      path.basename(file),
      { root: path.dirname(file), maxAge, immutable, dotfiles: 'deny', headers: { 'content-type': type } },
      (error?: Error & { status?: number }) => {
        if (!error || res.headersSent) return;
        if (error.status === 404)
          res.status(404).json({ error: localizeMessage(catalogText['catalog.image.notFound'], localeOf(req)) });
        else res.status(500).json({ error: 'Image unavailable' });
      },
    );
  };
  const notFound = () => new AppError(404, catalogText['catalog.image.notFound']);
  /** The widest JPEG of a set: what an address itself serves (to a mail, a feed, a browser without srcset). */
  const widestJpeg = async (dir: string) => {
    const set = await readVariantSet(dir);
    return set && path.join(dir, variantFileName(set.picture.width, 'jpg'));
  };

  app.get('/api/media/seed/:name/:variant', (req, res) => {
    const name = String(req.params.name);
    const variant = String(req.params.variant);
    if (!seedName.test(`${name}.svg`) || !variantName.test(variant)) throw notFound();
    send(res, path.join(media.seedPicturesDir, name, variant), oneDay, false, req);
  });
  // A seed picture's own address: its widest JPEG once made, the illustration itself until then (ours, no metadata).
  app.get('/api/media/seed/:file', async (req, res) => {
    const file = String(req.params.file);
    if (!seedName.test(file)) throw notFound();
    const jpeg = await widestJpeg(media.setDirOf(`${mediaPaths.seed}${file}`)!);
    send(res, jpeg ?? path.join(media.seedImagesDir, file), oneDay, false, req);
  });
  app.get('/api/media/:id/:variant', (req, res) => {
    const id = String(req.params.id);
    const variant = String(req.params.variant);
    if (!uploadId.test(id) || !variantName.test(variant)) throw notFound();
    send(res, path.join(media.uploadsDir, id, variant), oneYear, true, req);
  });
  // An upload's own address: its widest JPEG. One from before the variants has them made first (a guest waits a
  // moment once); its original file is never served.
  app.get('/api/media/:file', async (req, res) => {
    const url = `${mediaPaths.uploads}${String(req.params.file)}`;
    const dir = media.setDirOf(url);
    if (!dir) throw notFound();
    let jpeg = await widestJpeg(dir);
    if (!jpeg) {
      const made = await migration.ensure(url, { urgent: true }).catch((error: unknown) => {
        throw error instanceof ProcessorBusy ? busy(res, error) : error;
      });
      if (made) jpeg = await widestJpeg(dir);
    }
    if (!jpeg) throw notFound();
    send(res, jpeg, oneYear, true, req);
  });
}
