/**
 * LIKE/ILIKE searches for what a user typed: `%`, `_` and `\` in the text match themselves, not any
 * text or any character. Use the pattern with `ESCAPE '\'` (LIKE_ESCAPE) so the escape character is
 * stated rather than assumed.
 */
export const LIKE_ESCAPE = "ESCAPE '\\'";

/** The pattern of "contains `text`" for `col ILIKE $n ESCAPE '\'`. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
