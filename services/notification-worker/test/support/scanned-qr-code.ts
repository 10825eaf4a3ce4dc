import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

type Scanner = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
/** jsqr is a CommonJS bundle: its function is the module itself under one loader and its `default` under another. */
const jsQR = ((jsQRModule as unknown as { default?: Scanner }).default ?? jsQRModule) as unknown as Scanner;

/** The text a PNG's QR code holds, read as a banking app's scanner would (a deposit's GiroCode); undefined if none. */
export function scannedQrCode(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}
