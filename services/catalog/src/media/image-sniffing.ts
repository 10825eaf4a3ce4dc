import { imageSize } from 'image-size';

export type UploadableType = 'image/png' | 'image/jpeg' | 'image/webp';

const extensions: Record<UploadableType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const extensionOf = (type: UploadableType) => extensions[type];

/** Browsers choke on giant images; no restaurant photo needs more than ~50 megapixels. */
const maxPixels = 50_000_000;

/** The type its first bytes prove, whatever the file is called or claims to be. */
function magicType(bytes: Uint8Array): UploadableType | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/**
 * Whether the file runs to its format's end: a header that parses is not enough, the first bytes of a photo
 * would pass. PNG ends with its IEND chunk, JPEG with an end-of-image marker (some cameras add a few bytes after
 * it), WebP is as long as its RIFF header says.
 */
function complete(bytes: Uint8Array, type: UploadableType): boolean {
  const length = bytes.length;
  if (type === 'image/png') return String.fromCharCode(...bytes.subarray(length - 8, length - 4)) === 'IEND';
  if (type === 'image/webp') {
    const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
    return riffSize + 8 <= length;
  }
  for (let at = length - 2; at >= Math.max(2, length - 1024); at--) {
    if (bytes[at] === 0xff && bytes[at + 1] === 0xd9) return true;
  }
  return false;
}

const parserNames: Record<UploadableType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export interface SniffedImage {
  type: UploadableType;
  width: number;
  height: number;
}

/**
 * What an uploaded file really is: a PNG, JPEG or WebP whose header parses to sane dimensions, or undefined.
 * A renamed text file, a truncated header or an SVG (which could carry script) all fail.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  const type = magicType(bytes);
  if (!type || bytes.length < 16 || !complete(bytes, type)) return undefined;
  try {
    const size = imageSize(bytes);
    if (size.type !== parserNames[type] || !size.width || !size.height) return undefined;
    const rotated = size.orientation !== undefined && size.orientation >= 5;
    const [width, height] = rotated ? [size.height, size.width] : [size.width, size.height];
    if (width * height > maxPixels) return undefined;
    return { type, width, height };
  } catch {
    return undefined;
  }
}
