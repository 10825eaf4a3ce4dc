import http from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema, uploadedImageSchema, variantUrl, widthsIn, type UploadedImage } from '@ristorante/contracts';
import { waitFor, startedForTests } from '@ristorante/kit/testing';
import { startCatalogUnderTest } from './support/catalog-under-test.js';
import { phonePhoto, telltales } from './support/phone-photo.js';

// Real encoder output: Chromium's canvas encoders drew these 64×48 pictures (see fixtures/README.md).
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

/** Every address of an upload: each variant stored, and the upload's own address. */
function addressesOf(stored: UploadedImage): string[] {
  const variants = (['avif', 'webp', 'jpg'] as const).flatMap((format) =>
    widthsIn(format, stored.picture.width).map((width) => variantUrl(stored.imageUrl, width, format)!),
  );
  return [...variants, stored.imageUrl];
}

// Pictures are made by a worker at the lowest CPU priority (docs/decisions.md 121): beside a full run's other suites
// it waits its turn, so these tests get minutes, not the default 30 s.
describe('POST /api/gallery/upload', { timeout: 120_000 }, () => {
  // Inside the describe: stopped (its picture worker with it) before the next describe starts a catalog of its own.
  const catalog = startedForTests(() => startCatalogUnderTest({ UPLOAD_MAX_BYTES: String(3 * 1024 * 1024) }));
  const upload = (bytes: Uint8Array, name: string, type: string, headers: Record<string, string> = {}) => {
    const body = new FormData();
    body.append('file', new Blob([bytes], { type }), name);
    return catalog.asAdmin('POST', '/api/gallery/upload', body, headers);
  };
  const storedFiles = async () => (await readdir(catalog.mediaDir)).filter((name) => !name.startsWith('.'));

  it('when a phone photo with GPS, camera and author is uploaded, then only its variants are stored, none with any of it', async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800, orientation: 6 });
    expect(await exifr.gps(photo)).toBeDefined();
    const answer = await upload(photo, 'IMG_2041.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    const stored = uploadedImageSchema.parse(await answer.json());
    // Upright, at most 1920 across (it is 1800 wide standing up), with its stand-in; what a phone now downloads.
    expect(stored).toMatchObject({ contentType: 'image/jpeg', bytes: photo.length, width: 1800, height: 2400 });
    expect(stored.picture).toMatchObject({
      width: 1800,
      height: 2400,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(stored.phoneBytes).toBeLessThan(stored.bytes / 5);
    expect(stored.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.imageUrl).not.toContain('IMG_2041');

    // On the volume: the variant folder, nothing of the original.
    const id = stored.imageUrl.slice('/api/media/'.length, -'.jpg'.length);
    const folder = await readdir(path.join(catalog.mediaDir, id));
    expect(folder).toContain('picture.json');
    expect(folder).toContain('1280.avif');
    expect(folder).not.toContain('1920.jpg');
    expect(await storedFiles()).toContain(id);

    for (const address of addressesOf(stored)) {
      const served = await fetch(`${catalog.base}${address}`);
      expect(served.status, address).toBe(200);
      const type = address.endsWith('.avif') ? 'image/avif' : address.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
      expect(served.headers.get('content-type'), address).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(
        await exifr.parse(bytes, { tiff: true, gps: true, xmp: true, iptc: true }).catch(() => undefined),
        address,
      ).toBeUndefined();
      const text = bytes.toString('latin1');
      expect(
        telltales.filter((word) => text.includes(word)),
        address,
      ).toEqual([]);
      const { width, height, exif } = await sharp(bytes).metadata();
      expect(exif).toBeUndefined();
      expect(height! / width!).toBeCloseTo(2400 / 1800, 1);
    }
    // The upload's own address is its widest JPEG.
    const own = await fetch(`${catalog.base}${stored.imageUrl}`);
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(1800);
  });

  it.each([
    ['terracotta-plate.png', 'image/png'],
    ['terracotta-plate.jpg', 'image/jpeg'],
    ['terracotta-plate.webp', 'image/webp'],
  ])('when %s (as a browser encodes it) is uploaded, then it is taken at its own size, never enlarged', async (name, type) => {
    const answer = await upload(await fixture(name), name, type);
    expect(answer.status).toBe(201);
    const stored = uploadedImageSchema.parse(await answer.json());
    expect(stored).toMatchObject({ width: 64, height: 48, picture: { width: 64, height: 48 } });
    const served = await fetch(`${catalog.base}/api/media/${stored.imageUrl.slice(11, -4)}/64.webp`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
    expect((await fetch(`${catalog.base}/api/media/${stored.imageUrl.slice(11, -4)}/320.webp`)).status).toBe(404);
  });

  it('when the type a file claims is wrong but its bytes are a real image, then its bytes decide', async () => {
    const answer = await upload(await fixture('terracotta-plate.png'), 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    expect(uploadedImageSchema.parse(await answer.json())).toMatchObject({ width: 64, height: 48 });
  });

  it.each([
    ['a text file renamed to .png', new TextEncoder().encode('just some words, honestly'), 'menu.png', 'image/png'],
    [
      'an SVG (it could carry script)',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
      'image/png',
    ],
  ])('when %s is uploaded, then 400 says it is no image and nothing is stored', async (_case, bytes, name, type) => {
    const before = await storedFiles();
    const answer = await upload(bytes, name, type, { 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json())).toEqual({
      error: 'This file is not a PNG, JPEG or WebP image',
      fields: { file: 'This file is not a PNG, JPEG or WebP image' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('when the image is over the size limit, then 413 names the limit in German and nothing is stored', async () => {
    const before = await storedFiles();
    const png = await fixture('terracotta-plate.png');
    const padded = new Uint8Array(3 * 1024 * 1024 + 10);
    padded.set(png);
    const answer = await upload(padded, 'big.png', 'image/png', { 'accept-language': 'de' });
    expect(answer.status).toBe(413);
    expect(errorResponseSchema.parse(await answer.json())).toEqual({
      error: 'Das Bild ist zu groß (höchstens 3 MB)',
      fields: { file: 'Das Bild ist zu groß (höchstens 3 MB)' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('when a body is far over the limit, then 413 comes before it is read', async () => {
    const answer = await upload(new Uint8Array(4 * 1024 * 1024), 'huge.png', 'image/png', { 'accept-language': 'en' });
    expect(answer.status).toBe(413);
    expect(errorResponseSchema.parse(await answer.json()).error).toBe('The image is too large (at most 3 MB)');
  });

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#884422' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  /** A small PNG whose header claims another size. */
  const claiming = async (width: number, height: number) => {
    const bytes = await png(40, 30);
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    return bytes;
  };
  const frames = () => {
    const pixels = Buffer.alloc(40 * 120 * 4, 255);
    for (let frame = 0; frame < 3; frame++) pixels.fill(frame * 100, frame * 6400, frame * 6400 + 3200);
    return sharp(pixels, { raw: { width: 40, height: 120, channels: 4, pageHeight: 40 } })
      .webp({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
  };

  it.each([
    [
      'a photo cut off half way',
      async () => (await phonePhoto({ width: 800, height: 600 })).subarray(0, 60_000),
      'Dieses Bild konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig. Bitte exportieren Sie es erneut.',
    ],
    [
      'a PNG signature with nothing after it',
      () => Promise.resolve(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      'Dieses Bild konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig. Bitte exportieren Sie es erneut.',
    ],
    [
      'a small PNG that unpacks to 7000 × 7000 pixels',
      () => png(7000, 7000),
      'Dieses Bild hat zu viele Pixel (höchstens 40 Megapixel). Bitte verkleinern Sie es und laden Sie es erneut hoch.',
    ],
    [
      'a PNG of a few bytes claiming 30,000 × 30,000 pixels',
      () => claiming(30_000, 30_000),
      'Dieses Bild hat zu viele Pixel (höchstens 40 Megapixel). Bitte verkleinern Sie es und laden Sie es erneut hoch.',
    ],
    [
      'a PNG of a few bytes claiming 1 × 50,000,000 pixels',
      () => claiming(1, 50_000_000),
      'Dieses Bild hat zu viele Pixel (höchstens 40 Megapixel). Bitte verkleinern Sie es und laden Sie es erneut hoch.',
    ],
    [
      'a strip of 20,000 × 100 pixels',
      () => claiming(20_000, 100),
      'Dieses Bild ist zu groß oder zu schmal (höchstens 12.000 Pixel je Seite und höchstens 8-mal so lang wie breit)',
    ],
    ['an animated WebP', frames, 'Animierte Bilder kann die Galerie nicht zeigen; bitte laden Sie ein Standbild hoch'],
  ])(
    'when %s is uploaded, then 400 says why in German, the service stays up and nothing is stored',
    async (_case, make, message) => {
      const before = await storedFiles();
      const answer = await upload(await make(), 'bild.png', 'image/png', { 'accept-language': 'de' });
      expect(answer.status).toBe(400);
      expect(errorResponseSchema.parse(await answer.json())).toEqual({ error: message, fields: { file: message } });
      expect(await storedFiles()).toEqual(before);
      expect((await readdir(catalog.mediaDir)).filter((name) => name.startsWith('.'))).toEqual([]);
      expect((await fetch(`${catalog.base}/healthz`)).status).toBe(200);
    },
  );

  it('when an empty file is uploaded, then 400 asks for an image, in English for an English browser', async () => {
    const answer = await upload(new Uint8Array(), 'empty.jpg', 'image/jpeg', { 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields).toEqual({ file: 'Please choose an image file to upload' });
  });

  it('when the client goes away in the middle of an upload, then the catalog lets go of it at once', async () => {
    const boundary = 'x-interrupted-upload';
    const request = http.request(`${catalog.base}/api/gallery/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        ...(await catalog.adminHeaders('POST', '/api/gallery/upload')),
      },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    request.write(new Uint8Array(20_000));
    // Let the catalog start reading the file, then vanish mid-body, as a tablet losing its network would.
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.destroy();
    await waitFor('the interrupted upload to be let go', () =>
      catalog.logs.lines().some((line) => line.msg === 'upload interrupted: the client went away') ? true : undefined,
    );
  });

  it('when no file or no form is sent, then 400 says what to send', async () => {
    const empty = new FormData();
    empty.append('title', 'no file here');
    const noFile = await catalog.asAdmin('POST', '/api/gallery/upload', empty, { 'accept-language': 'en' });
    expect(noFile.status).toBe(400);
    expect(errorResponseSchema.parse(await noFile.json()).fields).toEqual({ file: 'Please choose an image file to upload' });
    const json = await catalog.asAdmin('POST', '/api/gallery/upload', { imageUrl: 'x' }, { 'accept-language': 'en' });
    expect(json.status).toBe(400);
    expect(errorResponseSchema.parse(await json.json()).error).toBe(
      'Please send the image as a form upload (multipart/form-data)',
    );
  });

  it('when two files come in one upload, then 400 asks for one at a time', async () => {
    const body = new FormData();
    const png = await fixture('terracotta-plate.png');
    body.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    body.append('file', new Blob([png], { type: 'image/png' }), 'b.png');
    const answer = await catalog.asAdmin('POST', '/api/gallery/upload', body, { 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).error).toBe('Please upload one image at a time');
  });

  it('when nobody is signed in, then 401 and nothing is stored', async () => {
    const before = await storedFiles();
    const body = new FormData();
    body.append('file', new Blob([await fixture('terracotta-plate.png')], { type: 'image/png' }), 'a.png');
    const answer = await fetch(`${catalog.base}/api/gallery/upload`, { method: 'POST', body });
    expect(answer.status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  it('when a media name is made up or reaches outside the folder, then 404', async () => {
    for (const path of [
      '/api/media/00000000-0000-4000-8000-000000000000.png',
      '/api/media/..%2Fsecrets.json',
      '/api/media/seed/nope.svg',
    ]) {
      expect((await fetch(`${catalog.base}${path}`)).status, path).toBe(404);
    }
  });
});

/** The picture worker the test process's catalog started (a child of this process), if it is running. */
async function pictureWorkers(): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== process.pid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('picture-worker-process')) found.push(Number(entry));
  }
  return found;
}

describe('the picture worker under strain', { timeout: 120_000 }, () => {
  // An upload may wait a second: with a picture being made (3 s, until the first has been timed), the next is refused.
  const strained = startedForTests(() => startCatalogUnderTest({ PICTURE_MAX_WAIT_MS: '1000' }));
  const send = async (bytes: Uint8Array) => {
    const body = new FormData();
    body.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    return strained.asAdmin('POST', '/api/gallery/upload', body, { 'accept-language': 'de' });
  };

  it('when more uploads come at once than may wait their turn, then those are told when to try again at once, the first is made', async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800 });
    const answers = await Promise.all([send(photo), send(photo), send(photo), send(photo)]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
    expect(errorResponseSchema.parse(await busy[0]!.json()).error).toBe(
      'Gerade werden viele Bilder verarbeitet. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    );
    // The worker ran them one after another: it is one process, at a lower priority than the service.
    const workers = await pictureWorkers();
    expect(workers).toHaveLength(1);
    const niceness = Number((await readFile(`/proc/${workers[0]}/stat`, 'utf8')).split(') ')[1]!.split(' ')[16]);
    expect(niceness).toBe(19);
  });

  it('when the worker dies in the middle of a picture, then that upload is refused, the service answers, and the next is made', async () => {
    const photo = await phonePhoto({ width: 3000, height: 2250 });
    const processing = () => strained.logs.lines().filter((line) => line.msg === 'picture processing').length;
    const before = processing();
    const pending = send(photo);
    await waitFor('the worker to take the photo', () => (processing() > before ? true : undefined));
    // Let it start decoding, then take it down as a crashing decoder would.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const pid of await pictureWorkers()) process.kill(pid, 'SIGKILL');
    const answer = await pending;
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(await answer.json()).fields?.file).toMatch(/konnte nicht gelesen werden/);
    expect((await fetch(`${strained.base}/healthz`)).status).toBe(200);
    expect((await readdir(strained.mediaDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    const next = await send(await readFile(new URL('./fixtures/terracotta-plate.jpg', import.meta.url)));
    expect(next.status).toBe(201);
  });
});
