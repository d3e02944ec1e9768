import { type SQL, sql } from 'drizzle-orm';

/** Words shorter than this match too much to be worth a search (a prefix of one letter is most of the list). */
const MIN_WORD = 2;
const MAX_WORDS = 8;

/** A whole email address, kept as one word: the searched text holds it whole too. */
const EMAIL = /^[\p{L}\p{M}\p{N}._+-]+@[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * The words of an admin search: letters, marks and digits of any script, lower-cased in NFC, or a whole email
 * address; each must be the start of a word of the searched text (a name, an email or its parts, a job's
 * title…). Empty: no search.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .flatMap((chunk) => (EMAIL.test(chunk) ? [chunk] : chunk.split(/[^\p{L}\p{M}\p{N}]+/u)))
    .filter((word) => [...word].length >= MIN_WORD);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * `document @@ query` for the words (each a prefix, all required), or null without words. The words hold only
 * letters, marks, digits and an email's . _ + - @, so quoting them as lexemes is safe; the query text is a bound
 * parameter.
 */
export function matchesWords(document: SQL, words: string[]): SQL | null {
  if (words.length === 0) return null;
  const query = words.map((word) => `'${word}':*`).join(' & ');
  return sql`${document} @@ to_tsquery('simple'::regconfig, ${query})`;
}
