import { restaurant } from './restaurant.js';

/** A calendar invite's content type; METHOD must match the VCALENDAR's METHOD. */
export const icsContentType = 'text/calendar; charset=utf-8; method=PUBLISH';
/** The content type of a cancellation (`method: 'CANCEL'`). */
export const icsCancelContentType = 'text/calendar; charset=utf-8; method=CANCEL';

/** A confirmed booking as one calendar event. */
export interface CalendarEntry {
  /** The booking id: with the restaurant's domain it makes the UID, so a second invite updates the first. */
  id: string;
  /** When the invite was made (the event's occurredAt): makes the file reproducible. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  /** Raised by each change of the entry (0 for the first): a calendar applies the highest as an update. */
  sequence?: number;
  /** PUBLISH (the default) adds or updates the entry; CANCEL removes it (RFC 5546 3.2.5), with the same UID. */
  method?: 'PUBLISH' | 'CANCEL';
  /** TENTATIVE while a changed reservation waits for staff to confirm it again. */
  status?: 'CONFIRMED' | 'TENTATIVE';
}

/** A TEXT value per RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((char) => char === '\t' || (char >= ' ' && char !== '\u007f'))
    .join('');
}

/**
 * Folds a content line per RFC 5545 3.1: no line longer than 75 octets (UTF-8), continuation lines start with one
 * space, and a multi-byte character is never split.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** UTC date-time form, e.g. 20261204T183000Z. */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A VCALENDAR with one VEVENT, CRLF line endings, times in UTC (no VTIMEZONE needed). */
export function calendarInvite(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(restaurant.name)}//Notification Worker//DE`,
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`${entry.id}@${restaurant.domain}`)}`,
    // Who sends the entry: RFC 5546 wants it on a CANCEL, and calendars match updates by it.
    `ORGANIZER;CN="${restaurant.name.replace(/"/g, '')}":mailto:${restaurant.email}`,
    `SEQUENCE:${entry.sequence ?? 0}`,
    `DTSTAMP:${icsUtc(entry.stamp)}`,
    `DTSTART:${icsUtc(entry.start)}`,
    `DTEND:${icsUtc(entry.end)}`,
    `SUMMARY:${escapeIcsText(entry.summary)}`,
    `LOCATION:${escapeIcsText(entry.location)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeIcsText(entry.description)}`] : []),
    `STATUS:${entry.method === 'CANCEL' ? 'CANCELLED' : (entry.status ?? 'CONFIRMED')}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
