import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/** The image's name in the mail (`cid:`), which the HTML part shows it by. */
export const girocodeCid = 'girocode@trattoria';

/**
 * A GiroCode as a PNG (docs/decisions.md 165): the EPC069-12 text as a QR code at error correction M, as the
 * guidelines ask, drawn here (no service sees the payment). Black modules on white, six pixels each, with the four
 * modules of quiet zone a scanner needs. Synchronous, as composing a mail is.
 */
export function girocodePng(payload: string): Buffer {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const scale = 6;
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      const shade = inside && modules.get(row, column) ? 0 : 255;
      const at = (y * side + x) * 4;
      png.data[at] = shade;
      png.data[at + 1] = shade;
      png.data[at + 2] = shade;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
