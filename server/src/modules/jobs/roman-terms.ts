import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchTerms } from '../../db/schema.ts';
import { escapeLike } from '../../http/escape-like.ts';
import { searchKey } from './job-conditions.ts';
import { romanizeText, romanQuery } from './romanize.ts';

/**
 * search_terms.roman: the vocabulary's romanized forms. The triggers that add words run in PostgreSQL, where
 * Sanscript does not, so a new word arrives with roman null and the app romanizes it: before any Latin query
 * word is looked up (so no search ever misses a word a job has), at start-up and after the seeds. Romanizing
 * is deterministic, so two instances doing it at once write the same value.
 */
const BATCH = 2000;
const filling = new WeakMap<Db, Promise<number>>();

/** Romanizes every term still without a roman form; resolves to how many there were. Single-flight per Db. */
export function romanizePendingTerms(db: Db): Promise<number> {
  const running = filling.get(db);
  if (running) return running;
  const started = fill(db).finally(() => filling.delete(db));
  filling.set(db, started);
  return started;
}

async function fill(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await db
      .select({ id: searchTerms.id, term: searchTerms.term })
      .from(searchTerms)
      .where(isNull(searchTerms.roman))
      .orderBy(searchTerms.id)
      .limit(BATCH);
    if (pending.length === 0) return done;
    const values = JSON.stringify(pending.map((row) => ({ id: row.id, roman: romanizeText(row.term) })));
    await db.execute(sql`update ${searchTerms} set roman = v.roman
      from json_to_recordset(${values}::json) as v(id int, roman text)
      where ${searchTerms.id} = v.id and ${searchTerms.roman} is null`);
    done += pending.length;
    if (pending.length < BATCH) return done;
  }
}

/**
 * The LIKE pattern a Latin query word matches romanized words with: none under ROMAN_MIN folded letters, a
 * whole word under ROMAN_PREFIX_MIN ("pal" finds पाल, not लेखापाल or पालिका), else a word start ("pokhara"
 * finds पोखरा and पोखरामा, "lekha" finds लेखापाल; "khapal" finds nothing: not a word start).
 */
export function romanPattern(word: string): string | undefined {
  const roman = romanQuery(word);
  if (!roman) return undefined;
  return roman.wholeWord ? `% ${escapeLike(roman.folded)} %` : `% ${escapeLike(roman.folded)}%`;
}

/** Whether any of `words` is also looked up among romanized words (so pending terms must be romanized first). */
export const needsRoman = (words: string[]) => words.some((word) => romanPattern(word) !== undefined);

/** The condition on search_terms for one query word: the word inside the term, or (Latin) inside its roman form. */
export function termMatch(word: string) {
  const plain = sql`${searchTerms.term} like lower(${`%${escapeLike(word)}%`})`;
  const roman = romanPattern(word);
  return roman ? sql`(${plain} or ${searchTerms.roman} like ${roman})` : plain;
}

/**
 * termMatch for a text at hand rather than the vocabulary: the word inside the text (searchKey, so case and
 * Unicode form do not matter), or, typed in Latin letters, among the text's romanized Devanagari words ("lekha"
 * finds "लेखा (ट्याली)", "pokhara" finds "पोखरा").
 */
export function wordMatchesText(word: string, text: string): boolean {
  if (searchKey(text).includes(searchKey(word))) return true;
  const roman = romanQuery(word);
  if (!roman) return false;
  return romanizeText(text).includes(roman.wholeWord ? ` ${roman.folded} ` : ` ${roman.folded}`);
}
