/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` are LIKE's own, so a search for "50%" means those characters. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
