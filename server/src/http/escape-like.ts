/** `%`, `_` and the backslash of a caller's text as plain characters in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
