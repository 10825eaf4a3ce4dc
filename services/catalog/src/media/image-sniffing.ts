export type UploadableType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * The type a file's first bytes claim, whatever it is called: a first, cheap gate before the decoder, which then
 * judges the whole file (docs/decisions.md 121). A renamed text file or an SVG (which could carry script) stops here.
 */
export function sniffImageType(bytes: Uint8Array): UploadableType | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
