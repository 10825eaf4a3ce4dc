import http from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema, uploadedImageSchema } from '@ristorante/contracts';
import { waitFor, startedForTests } from '@ristorante/kit/testing';
import { startCatalogUnderTest } from './support/catalog-under-test.js';

// Real encoder output: Chromium's canvas encoders drew these 64×48 pictures (see fixtures/README.md).
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

const catalog = startedForTests(() => startCatalogUnderTest({ UPLOAD_MAX_BYTES: String(64 * 1024) }));

const upload = (bytes: Uint8Array, name: string, type: string, headers: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), name);
  return catalog.asAdmin('POST', '/api/gallery/upload', body, headers);
};
const storedFiles = async () => (await readdir(catalog.mediaDir)).filter((name) => !name.startsWith('.'));

describe('POST /api/gallery/upload', () => {
  it.each([
    ['terracotta-plate.png', 'image/png'],
    ['terracotta-plate.jpg', 'image/jpeg'],
    ['terracotta-plate.webp', 'image/webp'],
  ])('when %s is uploaded, then it is stored under a random name and served as it was', async (name, type) => {
    const bytes = await fixture(name);
    const answer = await upload(bytes, name, type);
    expect(answer.status).toBe(201);
    const stored = uploadedImageSchema.parse(await answer.json());
    expect(stored).toMatchObject({ contentType: type, bytes: bytes.length, width: 64, height: 48 });
    expect(stored.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.(png|jpg|webp)$/);
    expect(stored.imageUrl).not.toContain('terracotta');

    const served = await fetch(`${catalog.base}${stored.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('when the type a file claims is wrong but its bytes are a real image, then its bytes decide', async () => {
    const answer = await upload(await fixture('terracotta-plate.png'), 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    expect(uploadedImageSchema.parse(await answer.json())).toMatchObject({ contentType: 'image/png' });
  });

  it.each([
    ['a text file renamed to .png', new TextEncoder().encode('just some words, honestly'), 'menu.png', 'image/png'],
    [
      'an SVG (it could carry script)',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
      'image/png',
    ],
    [
      'a PNG signature with nothing after it',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'broken.png',
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
    const padded = new Uint8Array(70 * 1024);
    padded.set(png);
    const answer = await upload(padded, 'big.png', 'image/png', { 'accept-language': 'de' });
    expect(answer.status).toBe(413);
    expect(errorResponseSchema.parse(await answer.json())).toEqual({
      error: 'Das Bild ist zu groß (höchstens 0,1 MB)',
      fields: { file: 'Das Bild ist zu groß (höchstens 0,1 MB)' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('when a body is far over the limit, then 413 comes before it is read', async () => {
    const answer = await upload(new Uint8Array(400 * 1024), 'huge.png', 'image/png', { 'accept-language': 'en' });
    expect(answer.status).toBe(413);
    expect(errorResponseSchema.parse(await answer.json()).error).toBe('The image is too large (at most 0.1 MB)');
  });

  it.each(['terracotta-plate.png', 'terracotta-plate.jpg', 'terracotta-plate.webp'])(
    'when only the first part of %s arrives, then it is no image: a header that parses is not enough',
    async (name) => {
      const bytes = await fixture(name);
      const answer = await upload(bytes.subarray(0, Math.floor(bytes.length / 2)), name, 'image/png');
      expect(answer.status).toBe(400);
    },
  );

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
