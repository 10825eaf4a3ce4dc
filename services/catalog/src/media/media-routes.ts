import type { Express, Request, Response } from 'express';
import busboy from 'busboy';
import { catalogText, localizeMessage, type UploadedImage } from '@ristorante/contracts';
import { AppError, localeOf, type Logger } from '@ristorante/kit';
import { sniffImage } from './image-sniffing.js';
import { seedName, uploadedName, type MediaStore } from './media-store.js';

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

/**
 * Image uploads and the catalog's own pictures. An upload must prove it is a PNG, JPEG or WebP by its bytes (a
 * renamed file is refused), stays within the size limit, and is stored under a random name on the shared volume.
 */
export function mountMediaRoutes(app: Express, media: MediaStore, maxBytes: number, logger: Logger): void {
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
    const image = sniffImage(upload.bytes);
    if (!image)
      throw new AppError(400, catalogText['catalog.upload.notAnImage'], { file: catalogText['catalog.upload.notAnImage'] });
    const body: UploadedImage = {
      imageUrl: await media.save(upload.bytes, image),
      contentType: image.type,
      bytes: upload.bytes.length,
      width: image.width,
      height: image.height,
    };
    logger.info({ imageUrl: body.imageUrl, bytes: body.bytes }, 'image uploaded');
    res.status(201).json(body);
  });

  const serveFrom = (dir: string, pattern: RegExp, maxAge: number, immutable: boolean) => (req: Request, res: Response) => {
    const name = String(req.params.file);
    if (!pattern.test(name)) throw new AppError(404, catalogText['catalog.image.notFound']);
    // Uploaded files are served as what their bytes proved; nosniff and the default CSP come from helmet.
    res.sendFile(name, { root: dir, maxAge, immutable, dotfiles: 'deny' }, (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) return;
      if (error.status === 404)
        res.status(404).json({ error: localizeMessage(catalogText['catalog.image.notFound'], localeOf(req)) });
      else res.status(500).json({ error: 'Image unavailable' });
    });
  };
  app.get('/api/media/seed/:file', serveFrom(media.seedDir, seedName, oneDay, false));
  app.get('/api/media/:file', serveFrom(media.uploadsDir, uploadedName, oneYear, true));
}
