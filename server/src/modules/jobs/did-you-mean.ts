import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchTerms } from '../../db/schema.ts';
import { romanPattern } from './roman-terms.ts';
import { foldLatin } from './romanize.ts';

/** How alike (pg_trgm similarity, 0..1) a vocabulary word must be to a query word to be offered instead. */
export const DID_YOU_MEAN_SIMILARITY = 0.35;
const CANDIDATES = 3;

/** A vocabulary word without the punctuation glued to it in the text ("pokhara," → "pokhara"). */
const bare = (term: string) => term.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');

/**
 * The vocabulary words closest in spelling to `word` (trigram similarity on the word, and for a Latin word also
 * on the romanized forms of Devanagari words, so "pokhra" offers पोखरा), best first, at most CANDIDATES, never
 * the word itself. Uses search_terms' trigram indexes (`%`).
 */
export async function closeSpellings(db: Db, word: string): Promise<string[]> {
  const roman = romanPattern(word) !== undefined ? ` ${foldLatin(word)} ` : undefined;
  const score = roman
    ? sql`greatest(similarity(${searchTerms.term}, ${word}), coalesce(similarity(${searchTerms.roman}, ${roman}), 0))`
    : sql`similarity(${searchTerms.term}, ${word})`;
  const match = roman
    ? sql`(${searchTerms.term} % ${word} or ${searchTerms.roman} % ${roman})`
    : sql`${searchTerms.term} % ${word}`;
  const { rows } = await db.execute<{ term: string }>(
    sql`select ${searchTerms.term} as term from ${searchTerms} where ${match} and ${score} >= ${DID_YOU_MEAN_SIMILARITY}
        order by ${score} desc, ${searchTerms.term} limit ${CANDIDATES * 4}`,
  );
  const seen = new Set<string>([word]);
  const out: string[] = [];
  for (const { term } of rows) {
    const candidate = bare(term);
    if (candidate.length < 2 || seen.has(candidate)) continue;
    seen.add(candidate);
    out.push(candidate);
    if (out.length === CANDIDATES) break;
  }
  return out;
}

/**
 * "Did you mean …" for a keyword search that found nothing: each query word no vocabulary word contains
 * (`missing`) is replaced by its closest spellings in turn, and the first query so spelled that finds jobs
 * (`finds`, the list's own count) is the suggestion. Undefined when no word is missing or nothing close finds
 * anything.
 */
export async function didYouMean(
  db: Db,
  words: string[],
  missing: boolean[],
  finds: (q: string) => Promise<boolean>,
): Promise<string | undefined> {
  if (!missing.some(Boolean)) return undefined;
  const options = await Promise.all(
    words.map(async (word, i) => (missing[i] ? await closeSpellings(db, word) : [word])),
  );
  if (options.some((list) => list.length === 0)) return undefined;
  for (let rank = 0; rank < CANDIDATES; rank += 1) {
    const q = options.map((list) => list[Math.min(rank, list.length - 1)]).join(' ');
    if (rank > 0 && options.every((list) => list.length <= rank)) break;
    if (await finds(q)) return q;
  }
  return undefined;
}
