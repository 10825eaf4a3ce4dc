import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { variantWidths, widthsIn, type Picture, type VariantFormat } from '@ristorante/contracts';

/**
 * Why a file is not taken (docs/decisions.md 121); each has its message in the staff member's language
 * (catalog-messages.ts, `catalog.upload.<reason>`).
 */
export type RefusalReason = 'notAnImage' | 'damaged' | 'tooManyPixels' | 'badDimensions' | 'animated';

export class PictureRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface PipelineLimits {
  /** The decoder refuses an image of more pixels than this, whatever its file's size (a decompression bomb). */
  maxPixels: number;
  /** The longest side, and how much longer than the other it may be: a 1 × 50,000,000 strip is no picture. */
  maxSide: number;
  maxAspect: number;
}

export const defaultLimits: PipelineLimits = { maxPixels: 40_000_000, maxSide: 12_000, maxAspect: 8 };

export interface Variant {
  width: number;
  format: VariantFormat;
  data: Buffer;
}

export interface ProcessedImage {
  picture: Picture;
  variants: Variant[];
}

const decodable = new Set(['jpeg', 'png', 'webp']);

/** Raised with every change to what a set holds (widths, formats, settings): the seed's sets are made again. */
export const pipelineVersion = 3;

/**
 * The encoders' settings: quality a guest cannot tell from more on a phone, at the speed that keeps a 12 MP photo
 * within its three seconds on two cores (the figures are in docs/decisions.md 121). AVIF's effort 2 makes a file
 * a quarter smaller than effort 0 (and an illustration half) for a tenth of a second more; effort 4 takes seconds.
 */
const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 74, effort: 2 }),
  // JPEG has no transparency: what was see-through is white, as on the site's cards.
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }),
};

/** An animated PNG says so in an `acTL` chunk before its image data; the PNG decoder shows only its first frame. */
function isAnimatedPng(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64 * 1024)).toString('latin1');
  const animation = text.indexOf('acTL');
  return animation !== -1 && (text.indexOf('IDAT') === -1 || animation < text.indexOf('IDAT'));
}

function refusalOf(error: unknown): PictureRefusal {
  if (error instanceof PictureRefusal) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new PictureRefusal('tooManyPixels', message);
  if (/unsupported image format|input buffer contains unsupported|is empty/i.test(message))
    return new PictureRefusal('notAnImage', message);
  return new PictureRefusal('damaged', message);
}

/** Width and height as a guest sees the picture: EXIF orientations 5 to 8 turn it a quarter. */
function upright(metadata: Metadata): { width: number; height: number } {
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return turned ? { width: height, height: width } : { width, height };
}

/** Runs `jobs` two at a time: the encoders are single-threaded, the machine has two cores. */
async function twoAtATime<T>(jobs: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

interface Pyramid {
  width: number;
  height: number;
  /** The decoded picture at each width of its set, upright and sRGB. */
  at(width: number): Sharp;
  widths: number[];
}

/**
 * Decodes a file once, at the widest size kept (a JPEG is decoded at a fraction of its size where that
 * suffices), after the checks of what it is: the decoder judges the file, with a pixel limit it enforces itself.
 * Each narrower size is made from the one above it: cheaper than from the top, and as sharp.
 */
async function decodePyramid(bytes: Uint8Array, limits: PipelineLimits, allowSvg: boolean): Promise<Pyramid> {
  const options: SharpOptions = { limitInputPixels: limits.maxPixels, failOn: 'error', sequentialRead: true };
  const metadata = await sharp(bytes, options).metadata();
  if (!metadata.format || !(decodable.has(metadata.format) || (allowSvg && metadata.format === 'svg')))
    throw new PictureRefusal('notAnImage', metadata.format);
  if ((metadata.pages ?? 1) > 1 || (metadata.format === 'png' && isAnimatedPng(bytes))) throw new PictureRefusal('animated');
  const { width, height } = upright(metadata);
  const longer = Math.max(width, height);
  if (width < 1 || height < 1 || longer > limits.maxSide || longer > limits.maxAspect * Math.min(width, height))
    throw new PictureRefusal('badDimensions', `${width}×${height}`);

  const widths = variantWidths(width);
  const top = await sharp(bytes, options)
    .autoOrient()
    .resize({ width: widths[widths.length - 1] })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sizes = new Map([[widths[widths.length - 1]!, top]]);
  let above = top;
  for (const each of [...widths].reverse().slice(1)) {
    above = await sharp(above.data, { raw: above.info }).resize({ width: each }).raw().toBuffer({ resolveWithObject: true });
    sizes.set(each, above);
  }
  return {
    // The widest variant's size is the picture's: the same set of widths follows from it (variantWidths).
    width: top.info.width,
    height: top.info.height,
    widths,
    at: (each) => {
      const size = sizes.get(each)!;
      return sharp(size.data, { raw: size.info });
    },
  };
}

type Options = { limits?: PipelineLimits; allowSvg?: boolean };

/**
 * A picture as guests get it (docs/decisions.md 121): decoded and checked (decodePyramid), turned upright by its
 * EXIF orientation, converted to sRGB, stripped of every piece of metadata (EXIF, GPS, XMP, IPTC, comments, the
 * colour profile: sharp writes none unless asked), and encoded at each width of its set in AVIF, WebP and JPEG,
 * never wider than it is; with a tiny blurred stand-in. `allowSvg` is for the seed's own illustrations only, never
 * for an upload (an SVG can carry script).
 */
export async function processImage(
  bytes: Uint8Array,
  { limits = defaultLimits, allowSvg = false }: Options = {},
): Promise<ProcessedImage> {
  try {
    const pyramid = await decodePyramid(bytes, limits, allowSvg);
    const jobs = (['avif', 'webp', 'jpg'] as const).flatMap((format) =>
      widthsIn(format, pyramid.width).map((width) => async (): Promise<Variant> => ({
        width,
        format,
        data: await encoders[format](pyramid.at(width)).toBuffer(),
      })),
    );
    const variants = await twoAtATime(jobs);
    const placeholder = await placeholderOf(pyramid.at(pyramid.widths[0]!));
    return { picture: { width: pyramid.width, height: pyramid.height, placeholder }, variants };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** What processImage says of a picture, without encoding its variants (the seed's description is checked so). */
export async function describeImage(
  bytes: Uint8Array,
  { limits = defaultLimits, allowSvg = false }: Options = {},
): Promise<Picture> {
  try {
    const pyramid = await decodePyramid(bytes, limits, allowSvg);
    return { width: pyramid.width, height: pyramid.height, placeholder: await placeholderOf(pyramid.at(pyramid.widths[0]!)) };
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * Twelve pixels across, as a WebP in a `data:` URL (some 100 bytes): the page shows it stretched, which blurs it,
 * until the picture arrives. None for a picture with see-through parts (the blur would show through them).
 */
async function placeholderOf(smallest: Sharp): Promise<string | null> {
  const tiny = smallest.resize({ width: 12 });
  const { isOpaque } = await tiny.clone().stats();
  if (!isOpaque) return null;
  const data = await tiny.webp({ quality: 30 }).toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}
