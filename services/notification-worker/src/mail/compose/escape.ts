const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: guest input (`<script>`, quotes, ampersands) arrives as harmless, visible text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char]!);
}

/** Escaped text whose line breaks stay visible (messages, special requests). */
export function escapeHtmlLines(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * A value fit for a header line such as the subject: every run of line breaks, tabs and other vertical space
 * becomes one space, so `Bob\r\nBcc: x@y` cannot start a header of its own.
 */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ');
}

/** A guest's text for a subject: on one line, trimmed, and cut with an ellipsis when very long. */
export function subjectPart(value: string, maxLength = 80): string {
  const line = oneLine(value).trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}
