// No zod here: the guest pages import these values, and a module that builds schemas would bring zod into their
// chunks (docs/pitfalls.md). The schema of a picture is in picture-schema.ts.

/**
 * What the catalog knows of one of its own pictures (docs/decisions.md 121): its size as guests see it (upright),
 * and a tiny blurred stand-in to show until it arrives (a `data:` URL; null for a picture with transparency,
 * where a blur behind it would show through).
 */
export interface Picture {
  width: number;
  height: number;
  placeholder: string | null;
}

export type VariantFormat = 'avif' | 'webp' | 'jpg';

/** The widths every picture is stored at, never wider than it is (docs/decisions.md 121). */
export const standardWidths = [320, 640, 960, 1280, 1920] as const;
const widest = 1920;

/**
 * AVIF is made up to this width: above it, encoding costs more than the upload's whole budget of seconds, and a
 * browser that wants more takes the 1280 (or the WebP, which goes on to 1920).
 */
export const avifMaxWidth = 1280;

/** The widths a picture of this width is stored at: the standard ones below it, and its own width capped at 1920. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, widest);
  return [...standardWidths.filter((standard) => standard < top), top];
}

/** The widths stored in one format. */
export function widthsIn(format: VariantFormat, width: number): number[] {
  const widths = variantWidths(width);
  return format === 'avif' ? widths.filter((each) => each <= avifMaxWidth) : widths;
}

const uploadUrl = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:png|jpg|webp)$/;
const seedUrl = /^\/api\/media\/seed\/([a-z0-9][a-z0-9-]*)\.svg$/;

/**
 * Where a picture's variants live: an upload's by its random name, a seed picture's by its name
 * (`/api/media/<uuid>` or `/api/media/seed/<name>`); undefined for any other address (another site's).
 */
export function variantBase(imageUrl: string): string | undefined {
  const upload = uploadUrl.exec(imageUrl);
  if (upload) return `/api/media/${upload[1]}`;
  const seed = seedUrl.exec(imageUrl);
  return seed ? `/api/media/seed/${seed[1]}` : undefined;
}

export const variantFileName = (width: number, format: VariantFormat) => `${width}.${format}`;

/** The address of one variant, e.g. `/api/media/<uuid>/640.avif`. */
export function variantUrl(imageUrl: string, width: number, format: VariantFormat): string | undefined {
  const base = variantBase(imageUrl);
  return base && `${base}/${variantFileName(width, format)}`;
}

export interface PictureSources {
  /** `srcset` of each modern format, widest last. */
  avif: string;
  webp: string;
  /**
   * The `src` for a browser that takes neither (none made since 2020): a JPEG of a middling width. No JPEG `srcset`:
   * every browser that reads one takes WebP, and the page's HTML stays within one round trip (docs/pitfalls.md).
   */
  fallback: string;
}

/** What a `<picture>` offers of one of the catalog's pictures; undefined for an address with no variants. */
export function pictureSources(imageUrl: string, picture: Picture): PictureSources | undefined {
  const base = variantBase(imageUrl);
  if (!base) return undefined;
  const set = (format: VariantFormat) =>
    widthsIn(format, picture.width)
      .map((width) => `${base}/${variantFileName(width, format)} ${width}w`)
      .join(', ');
  const jpgWidths = widthsIn('jpg', picture.width);
  const fallback = [...jpgWidths].reverse().find((width) => width <= 960) ?? jpgWidths[0]!;
  return { avif: set('avif'), webp: set('webp'), fallback: `${base}/${variantFileName(fallback, 'jpg')}` };
}

/** The AVIF a screen `cssWidth` pixels wide at `density` picks for a picture shown across it (a phone's gallery). */
export function variantPickedFor(
  cssWidth: number,
  density: number,
  pictureWidth: number,
  format: VariantFormat = 'avif',
): number {
  const widths = widthsIn(format, pictureWidth);
  const wanted = cssWidth * density;
  return widths.find((width) => width >= wanted) ?? widths[widths.length - 1]!;
}
