/**
 * Twice the widest size the catalog keeps (1920 px): what a photo is scaled down to in the browser before it is
 * sent, when it is larger (docs/decisions.md 121). A 48-megapixel phone photo then travels as a few megabytes, not
 * twenty, and fits the upload limit.
 */
export const uploadMaxSide = 3840;

/** The catalog's default upload limit (UPLOAD_MAX_BYTES); a larger file is made smaller here first. */
export const uploadMaxBytes = 5 * 1024 * 1024;

/**
 * The file as it is best sent: unchanged when it is small enough, otherwise drawn upright at most
 * `uploadMaxSide` pixels long and encoded as a JPEG (which also leaves its metadata behind). Where the browser
 * cannot decode it, or the result would not be smaller, the file goes as it is and the catalog judges it.
 */
export async function shrinkForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const longer = Math.max(bitmap.width, bitmap.height);
    if (longer <= uploadMaxSide && file.size <= uploadMaxBytes) return file;
    const scale = Math.min(1, uploadMaxSide / longer);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: what was see-through becomes white, as the catalog's JPEGs do.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** A file size as staff read it: '46 KB', '1,6 MB'. */
export function formatBytes(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
}
