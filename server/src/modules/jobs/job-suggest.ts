import { and, type SQL, sql } from 'drizzle-orm';
import { SUGGEST_MAX, SUGGEST_MIN_CHARS, type Suggestion, type SuggestionKind } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { categories, jobSearch, jobs, locations, skills } from '../../db/schema.ts';
import { beforeDeadline, keywordWords, searchKey } from './job-conditions.ts';
import { hitIds } from './keyword-search.ts';
import { romanPattern } from './roman-terms.ts';
import { foldLatin, romanizeText } from './romanize.ts';

/** Job titles among the suggestions at most (the rest: skills, categories, districts). */
const MAX_TITLES = 4;
/** Newest title matches read to pick the commonest titles from. */
const TITLE_SAMPLE = 60;
/**
 * Job titles from this many typed characters: two letters are inside most words of the vocabulary, so their
 * title matches are most jobs (lookup names, matched in memory, are offered from SUGGEST_MIN_CHARS).
 */
export const TITLE_MIN_CHARS = 3;

type Named = {
  kind: Exclude<SuggestionKind, 'title'>;
  en: string;
  ne: string;
  enKey: string;
  neKey: string;
  roman: string;
};

/** The skills, categories and districts with their search keys and romanized Nepali names, once per change. */
export type LookupNames = () => Promise<Named[]>;

export async function loadLookupNames(db: Db): Promise<Named[]> {
  const read = (kind: Named['kind'], table: typeof skills | typeof categories | typeof locations) =>
    db
      .select({ en: table.nameEn, ne: table.nameNe })
      .from(table)
      .then((rows) =>
        rows.map((row) => ({
          kind,
          en: row.en,
          ne: row.ne,
          enKey: searchKey(row.en),
          neKey: searchKey(row.ne),
          roman: romanizeText(row.ne),
        })),
      );
  const lists = await Promise.all([read('skill', skills), read('category', categories), read('location', locations)]);
  return lists.flat();
}

/**
 * The lookup names matching every typed word: the English or Nepali name contains it (the Nepali name is
 * offered for Devanagari input), or, for Latin words, a romanized word of the Nepali name matches it by the
 * search's own rule (romanPattern: a word start from 4 folded letters, a whole word below) — then the Nepali name.
 * Each carries both names, for the page to show the one in its language.
 */
export function matchLookups(names: Named[], words: string[]): Suggestion[] {
  const patterns = words.map((word) => {
    const roman = romanPattern(word);
    const folded = roman ? foldLatin(word) : '';
    return { word, roman, folded, prefix: roman !== undefined && !roman.endsWith(' %') };
  });
  const romanHit = (roman: string, p: (typeof patterns)[number]) =>
    p.roman !== undefined && (p.prefix ? roman.includes(` ${p.folded}`) : roman.includes(` ${p.folded} `));
  const out: Suggestion[] = [];
  for (const item of names) {
    const inEn = patterns.every((p) => item.enKey.includes(p.word));
    const inNe = patterns.every((p) => item.neKey.includes(p.word) || romanHit(item.roman, p));
    if (!inEn && !inNe) continue;
    out.push({ kind: item.kind, text: inEn ? item.en : item.ne, names: { name_en: item.en, name_ne: item.ne } });
  }
  // Names that start with the typed text first, then shorter ones.
  const first = patterns[0]?.word ?? '';
  const starts = (s: Suggestion) => (searchKey(s.text).startsWith(first) ? 0 : 1);
  return out.sort((a, b) => starts(a) - starts(b) || a.text.length - b.text.length);
}

/**
 * The titles of open, listed jobs having every typed word in the title (the keyword search's title ids, so
 * romanized words count too), the commonest among the newest TITLE_SAMPLE such jobs first.
 */
async function matchTitles(db: Db, terms: number[][], today: string): Promise<Suggestion[]> {
  const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;
  const where = and(
    beforeDeadline(jobSearch.applicationDeadline, today),
    // The GIN index of title and skill words narrows to jobs having the word there (a word common in
    // descriptions but in no title would otherwise visit all its matches to find none).
    ...terms.map((list) => sql`${hitIds} && ${ids(list)}`),
    ...terms.map((list) => sql`${jobSearch.titleIds} && ${ids(list)}`),
  ) as SQL;
  const { rows } = await db.execute<{ title: string }>(sql`
    select min(j.title) as title from ${jobs} j
    where j.id in (select ${jobSearch.jobId} from ${jobSearch} where ${where}
                   order by ${jobSearch.createdAt} desc limit ${TITLE_SAMPLE})
    group by lower(j.title) order by count(*) desc, min(j.title) limit ${MAX_TITLES}`);
  return rows.map((row) => ({ kind: 'title', text: row.title.trim() }));
}

/**
 * Suggestions for what the seeker has typed (`q`): job titles (from TITLE_MIN_CHARS), then skills, categories and
 * districts, at most SUGGEST_MAX, none below SUGGEST_MIN_CHARS. `terms`: the keyword search's term ids of each word (memoized).
 */
export async function suggest(
  db: Db,
  q: string,
  today: string,
  lookupNames: LookupNames,
  terms: (words: string[]) => Promise<number[][]>,
): Promise<Suggestion[]> {
  const words = keywordWords(q);
  const typed = [...words.join(' ')].length;
  if (typed < SUGGEST_MIN_CHARS) return [];
  const titlesOf = async () => {
    if (typed < TITLE_MIN_CHARS) return [];
    const termLists = await terms(words);
    return termLists.some((list) => list.length === 0) ? [] : matchTitles(db, termLists, today);
  };
  const [titles, names] = await Promise.all([titlesOf(), lookupNames().then((all) => matchLookups(all, words))]);
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const item of [...titles, ...names]) {
    const key = `${item.kind}:${searchKey(item.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === SUGGEST_MAX) break;
  }
  return out;
}
