/** `text` with its own `%`, `_` and `\` taken literally in an ILIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** An ILIKE pattern matching `text` anywhere. */
export const likeText = (text: string) => `%${escapeLike(text)}%`;
/** An ILIKE pattern matching what starts with `text`. */
export const likePrefix = (text: string) => `${escapeLike(text)}%`;
