const graphemes = new Intl.Segmenter('de', { granularity: 'grapheme' });
const firstGrapheme = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/**
 * A reviewer as the public page names them: first name and the initial of the last ('Anna Schmidt' → 'Anna S.';
 * 'Schmidt, Anna' → 'Anna S.'). A single word that looks like an address or a handle (an '@' or digits) shows
 * its initial only. Initials are whole characters, so an emoji or an accented letter is never cut in half.
 */
export function publicName(fullName: string): string {
  const ordered = fullName.includes(',') ? fullName.split(',').reverse().join(' ') : fullName;
  const parts = ordered
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (parts.length === 0) return '';
  const [first, ...rest] = parts as [string, ...string[]];
  const last = rest.at(-1);
  if (!last) return /[@\d]/.test(first) ? `${firstGrapheme(first)}.` : first;
  const initial = firstGrapheme(last);
  const upper = initial.toUpperCase();
  return `${first} ${[...graphemes.segment(upper)].length === 1 ? upper : initial}.`;
}
