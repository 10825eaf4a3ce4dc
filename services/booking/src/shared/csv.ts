import type { Response } from 'express';
import { berlinDate, berlinTime, type Locale } from '@ristorante/contracts';

/**
 * CSV as spreadsheet programs open it (docs/decisions.md 71): UTF-8 with a byte-order mark (without one, Excel
 * reads umlauts as Windows-1252), CRLF line ends, every cell quoted. German Excel splits columns at `;`, English
 * at `,`, so the separator follows the staff's language.
 */
const byteOrderMark = '\uFEFF';
const csvSeparator: Record<Locale, string> = { de: ';', en: ',' };

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before one) gets a
 * leading apostrophe: `=HYPERLINK(…)` typed into a booking form stays text (OWASP, CSV injection).
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: string | number | null): string {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : neutralise(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: Array<Array<string | number | null>>, locale: Locale): string {
  const separator = csvSeparator[locale];
  const lines = [header, ...rows].map((row) => row.map(cell).join(separator));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV file for download, never cached (it holds guests' details). */
export function sendCsv(res: Response, filename: string, csv: string): void {
  res
    .status(200)
    .setHeader('content-type', 'text/csv; charset=utf-8')
    .setHeader('content-disposition', `attachment; filename="${filename}"`)
    .setHeader('cache-control', 'no-store')
    .send(csv);
}

/** A timestamp as Berlin reads it, `2026-11-23 18:04`: the restaurant's clock, sortable as text. */
export function berlinTimestamp(iso: string): string {
  const instant = new Date(iso);
  return `${berlinDate(instant)} ${berlinTime(instant)}`;
}

/** `reservierungen-2026-11-23.csv`: named after what it holds and the (Berlin) day it was exported. */
export const csvFileName = (name: string, now: Date) => `${name}-${berlinDate(now)}.csv`;
