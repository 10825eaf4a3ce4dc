/** Text as HTML: every character that could open markup escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One line of a description: escaped, with its `code` spans as code. */
export function inlineText(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * A description as the document writes it (CommonMark, of which it uses only paragraphs, `- ` lists and code
 * spans): paragraphs and lists.
 */
export function blockText(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${inlineText(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${inlineText(lines.join(' '))}</p>`;
    })
    .join('\n');
}

/** An id for an anchor: letters, digits and dashes. */
export const anchorOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
