/** An ILIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
