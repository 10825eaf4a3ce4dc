import sharp from 'sharp';

/** What a phone writes into a photo's EXIF, and what must never reach a guest. */
export const phoneMetadata = {
  make: 'Telefonmacher',
  model: 'PhoneCam X9 Pro',
  artist: 'Maria Rossi',
  latitude: [52, 31, 12],
  longitude: [13, 24, 36],
} as const;

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation: 6 is a phone held upright (the pixels lie on their side). */
  orientation?: number;
  /** Grain, as a sensor's; more grain, more bytes (a 12 MP photo at 7 is about 1.5 MB, as a phone's is). */
  grain?: number;
  quality?: number;
}

/**
 * A photo as a phone takes it (docs/decisions.md 121): a 4032 × 3024 JPEG by default, with soft shapes and a
 * sensor's grain (so it compresses like a photo, not like a drawing), and EXIF naming the camera, the author
 * and where it was taken.
 */
export async function phonePhoto({ width = 4032, height = 3024, orientation = 1, grain = 7, quality = 90 }: PhotoOptions = {}) {
  const shapes = Array.from(
    { length: 40 },
    (_, index) =>
      `<circle cx="${(index * 397) % width}" cy="${(index * 613) % height}" r="${(width / 40) * (1 + (index % 7))}"
        fill="hsl(${(index * 23) % 360},55%,${40 + (index % 4) * 10}%)" opacity="0.5"/>`,
  ).join('');
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f4d9a6"/><stop offset="1" stop-color="#7a2e1a"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const base = await sharp(Buffer.from(drawing)).removeAlpha().raw().toBuffer();
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain } },
  })
    .raw()
    .toBuffer();
  for (let index = 0; index < base.length; index++) base[index] = Math.max(0, Math.min(255, base[index]! + noise[index]! - 128));
  const [latitude, longitude] = [phoneMetadata.latitude, phoneMetadata.longitude].map((parts) =>
    parts.map((part) => `${part}/1`).join(' '),
  );
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: {
        Make: phoneMetadata.make,
        Model: phoneMetadata.model,
        Artist: phoneMetadata.artist,
        Copyright: phoneMetadata.artist,
      },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: latitude!, GPSLongitudeRef: 'E', GPSLongitude: longitude! },
    })
    .toBuffer();
}

/** The words of the metadata that must not appear anywhere in a file a guest gets. */
// Long enough not to turn up by chance in compressed pixels (as three letters like 'GPS' once did).
/**
 * What the photo's metadata says, looked for in a file's raw bytes: strings long enough that compressed picture
 * data never holds them by chance (a short marker such as 'EXIF' once turned up in a variant's noise and failed a
 * run). Whether a file has an EXIF block at all is read by a parser (exifr, libvips), not by its bytes.
 */
export const telltales = [phoneMetadata.make, phoneMetadata.model, phoneMetadata.artist];
