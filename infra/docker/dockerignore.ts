/**
 * `.dockerignore` as Docker reads it: one pattern a line (`#` comments), `*` and `?` within a path segment, `**`
 * across segments, `!` re-including. A path is left out when the last pattern matching it, or one of its parent
 * folders, is not a `!` one.
 */
export function dockerignoreMatcher(text: string): (path: string) => boolean {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const exception = line.startsWith('!');
      const pattern = (exception ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { exception, regex: new RegExp(`^${toRegex(pattern)}$`) };
    });
  return (path) => {
    const parts = path.split('/');
    const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let excluded = false;
    for (const { exception, regex } of patterns) if (candidates.some((candidate) => regex.test(candidate))) excluded = !exception;
    return excluded;
  };
}

function toRegex(pattern: string): string {
  let regex = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const rest = pattern.slice(index);
    if (rest.startsWith('**/')) {
      regex += '(?:.*/)?';
      index += 2;
    } else if (rest.startsWith('**')) {
      regex += '.*';
      index += 1;
    } else if (pattern[index] === '*') regex += '[^/]*';
    else if (pattern[index] === '?') regex += '[^/]';
    else regex += pattern[index]!.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return regex;
}
