import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantWidths, widthsIn } from '@ristorante/contracts';
import { PictureRefusal, processImage, type ProcessedImage } from '../src/media/image-pipeline.js';
import { phonePhoto, telltales } from './support/phone-photo.js';

/** The pipeline on its own (docs/decisions.md 121): what guests would get of a file, and what is refused. */

async function refusalOf(bytes: Uint8Array, options?: Parameters<typeof processImage>[1]): Promise<string> {
  try {
    await processImage(bytes, options);
  } catch (error) {
    if (error instanceof PictureRefusal) return error.reason;
    throw error;
  }
  throw new Error('the file was taken');
}

/** Every piece of metadata a variant still carries, read back with a real EXIF parser and by libvips. */
async function metadataLeft(data: Buffer): Promise<unknown[]> {
  const parsed = await exifr
    .parse(data, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: true })
    .catch(() => undefined);
  const { exif, xmp, iptc, icc } = await sharp(data).metadata();
  const text = data.toString('latin1');
  return [parsed, exif, xmp, iptc, icc, ...telltales.filter((word) => text.includes(word))].filter(
    (found) => found !== undefined && !(typeof found === 'object' && Object.keys(found as object).length === 0),
  );
}

describe('the image pipeline', () => {
  let photo: ProcessedImage;

  it('when a phone photo held upright comes with GPS, camera and author in its EXIF, then no variant keeps any of it', async () => {
    const original = await phonePhoto({ width: 2400, height: 1800, orientation: 6 });
    // The original does carry it all: the check below would see it.
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(52.52, 2) });
    expect((await metadataLeft(original)).length).toBeGreaterThan(0);

    photo = await processImage(original);
    expect(photo.variants.length).toBeGreaterThan(0);
    for (const variant of photo.variants) {
      expect(await metadataLeft(variant.data), `${variant.width}.${variant.format}`).toEqual([]);
      expect((await sharp(variant.data).metadata()).orientation ?? 1).toBe(1);
    }
  });

  it('when it was taken on its side (EXIF orientation 6), then every variant stands upright: tall, not wide', async () => {
    // 2400 × 1800 pixels lying on their side are an 1800 × 2400 picture; the widest variant is 1800 across.
    expect(photo.picture).toMatchObject({ width: 1800, height: 2400 });
    for (const variant of photo.variants) {
      const { width, height } = await sharp(variant.data).metadata();
      expect(width).toBe(variant.width);
      expect(height).toBe(Math.round((variant.width * 2400) / 1800));
    }
  });

  it('when the pixels lie on their side, then they are turned the way the camera said: what was on the left is on top', async () => {
    // Left half red, right half blue, stored sideways: a phone held upright shows red above blue.
    const halves = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 200, height: 300, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { variants } = await processImage(halves);
    const jpeg = variants.find((variant) => variant.format === 'jpg')!;
    const { data, info } = await sharp(jpeg.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect([info.width, info.height]).toEqual([300, 400]);
    const [top, bottom] = [pixel(150, 50), pixel(150, 350)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('when variants are made, then each width of the set in AVIF (to 1280), WebP and JPEG, never wider than the picture', async () => {
    const made = (format: string) =>
      photo.variants.filter((variant) => variant.format === format).map((variant) => variant.width);
    expect(made('jpg')).toEqual([320, 640, 960, 1280, 1800]);
    expect(made('webp')).toEqual([320, 640, 960, 1280, 1800]);
    expect(made('avif')).toEqual([320, 640, 960, 1280]);
    for (const variant of photo.variants) {
      expect((await sharp(variant.data).metadata()).format).toBe(
        variant.format === 'jpg' ? 'jpeg' : variant.format === 'avif' ? 'heif' : 'webp',
      );
    }

    const small = await processImage(await phonePhoto({ width: 500, height: 375 }));
    expect(small.picture).toMatchObject({ width: 500, height: 375 });
    expect(small.variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([320, 320, 320, 500, 500, 500]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(widthsIn('avif', 4032)).toEqual([320, 640, 960, 1280]);
  });

  it('when a picture is processed, then its stand-in is a tiny WebP; a picture with see-through parts has none', async () => {
    expect(photo.picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    const tiny = Buffer.from(photo.picture.placeholder!.split(',')[1]!, 'base64');
    expect(tiny.length).toBeLessThan(200);
    expect((await sharp(tiny).metadata()).width).toBe(12);

    const seeThrough = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.3 } },
    })
      .png()
      .toBuffer();
    const processed = await processImage(seeThrough);
    expect(processed.picture.placeholder).toBeNull();
    // Transparency stays where the format has it; JPEG gets white.
    expect((await sharp(processed.variants.find((variant) => variant.format === 'webp')!.data).metadata()).hasAlpha).toBe(true);
    const jpeg = processed.variants.find((variant) => variant.format === 'jpg')!.data;
    const { dominant } = await sharp(jpeg).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it('when a picture is CMYK or carries a colour profile, then it is converted to sRGB and the profile left behind', async () => {
    const cmyk = await sharp(await phonePhoto({ width: 600, height: 450 }))
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const fromCmyk = await processImage(cmyk);
    for (const variant of fromCmyk.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.space).toBe('srgb');
      expect(metadata.icc).toBeUndefined();
    }
    const p3 = await sharp(await phonePhoto({ width: 600, height: 450 }))
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    for (const variant of (await processImage(p3)).variants) expect((await sharp(variant.data).metadata()).icc).toBeUndefined();
  });

  describe('what is refused, by what the decoder finds', () => {
    it('when a photo is cut off half way, then it is damaged', async () => {
      const whole = await phonePhoto({ width: 800, height: 600 });
      expect(await refusalOf(whole.subarray(0, whole.length / 2))).toBe('damaged');
      const png = await sharp(whole).png().toBuffer();
      expect(await refusalOf(png.subarray(0, png.length - 40))).toBe('damaged');
    });

    it('when a 150 KB PNG unpacks to 7000 × 7000 pixels (a decompression bomb), then it has too many pixels', async () => {
      const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(200_000);
      expect(await refusalOf(bomb)).toBe('tooManyPixels');
    });

    it('when a few bytes claim 30,000 × 30,000 or 1 × 50,000,000 pixels, then the decoder refuses them before decoding', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
        .png()
        .toBuffer();
      const claiming = (width: number, height: number) => {
        const bytes = Buffer.from(png);
        bytes.writeUInt32BE(width, 16);
        bytes.writeUInt32BE(height, 20);
        return bytes;
      };
      expect(png.length).toBeLessThan(2048);
      expect(await refusalOf(claiming(30_000, 30_000))).toBe('tooManyPixels');
      expect(await refusalOf(claiming(1, 50_000_000))).toBe('tooManyPixels');
      // Within the pixel limit but no picture's shape: a strip 20,000 long.
      expect(await refusalOf(claiming(20_000, 100))).toBe('badDimensions');
    });

    it('when a picture moves (animated WebP or PNG), then it is refused as animated', async () => {
      // Three frames of 40 × 40, stacked in one raw picture of 40 × 120, written as one animated WebP.
      // Frames that differ (identical ones would be merged into one).
      const frames = Buffer.alloc(40 * 120 * 4, 255);
      for (let frame = 0; frame < 3; frame++) frames.fill(frame * 100, frame * 40 * 40 * 4, frame * 40 * 40 * 4 + 40 * 40 * 2);
      const animated = await sharp(frames, { raw: { width: 40, height: 120, channels: 4, pageHeight: 40 } })
        .webp({ loop: 0, delay: [100, 100, 100] })
        .toBuffer();
      expect((await sharp(animated).metadata()).pages).toBe(3);
      expect(await refusalOf(animated)).toBe('animated');

      // An animated PNG (APNG): its acTL chunk stands before the image data.
      const still = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#aa0000' } })
        .png()
        .toBuffer();
      const actl = Buffer.from([0, 0, 0, 8, 0x61, 0x63, 0x54, 0x4c, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
      const apng = Buffer.concat([still.subarray(0, 33), actl, still.subarray(33)]);
      expect(await refusalOf(apng)).toBe('animated');
    });

    it('when a file is no picture (text, an SVG from outside, empty), then it is not an image', async () => {
      expect(await refusalOf(new TextEncoder().encode('just some words, honestly'))).toBe('notAnImage');
      const svg = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      expect(await refusalOf(svg)).toBe('notAnImage');
      expect(await refusalOf(new Uint8Array())).toBe('notAnImage');
    });
  });
});
