/** RabbitMQ topic matching: words split on dots, `*` is exactly one word, `#` is zero or more. */
export function topicMatches(pattern: string, routingKey: string): boolean {
  return matchWords(pattern.split('.'), routingKey.split('.'));
}

function matchWords(pattern: string[], words: string[]): boolean {
  if (pattern.length === 0) return words.length === 0;
  const [head, ...rest] = pattern;
  if (head === '#') {
    for (let skip = 0; skip <= words.length; skip++) {
      if (matchWords(rest, words.slice(skip))) return true;
    }
    return false;
  }
  if (words.length === 0) return false;
  return (head === '*' || head === words[0]) && matchWords(rest, words.slice(1));
}
