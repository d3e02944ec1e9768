import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobSearch, searchTerms } from '../../db/schema.ts';
import { beforeDeadline, type ListJobsQuery, lookupConditions } from './job-conditions.ts';
import { needsRoman, romanizePendingTerms, termMatch } from './roman-terms.ts';

/**
 * Keyword search on job_search (migration 0010), the narrow copy of every open job with its words as
 * search_terms ids. A query word has no whitespace, so it occurs (as a substring) in a job's search text exactly
 * when it occurs in one of the text's words: the terms containing it are found in the small vocabulary
 * (trigram index), and the jobs having any of them by an exact GIN overlap, without reading any text.
 */

/**
 * For each word, the ids of the search_terms containing it (ascending), and for a Latin word also those whose
 * romanized form it matches (roman-terms.ts); an empty list matches no job.
 */
export async function termIdsOf(db: Db, words: string[]): Promise<number[][]> {
  if (words.length === 0) return [];
  if (needsRoman(words)) await romanizePendingTerms(db);
  const columns = words.map(
    (word, i) =>
      sql`array(select ${searchTerms.id} from ${searchTerms} where ${termMatch(word)} order by 1) as ${sql.identifier(`w${i}`)}`,
  );
  const { rows } = await db.execute<Record<string, number[]>>(sql`select ${sql.join(columns, sql`, `)}`);
  return words.map((_, i) => rows[0]?.[`w${i}`] ?? []);
}

/** An int[] literal (a constant to the planner, so it estimates from the column's element statistics). */
export const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/** The expression job_search_hit_ids_idx indexes: the job's title and skill words. */
export const hitIds = sql`(${jobSearch.titleIds} || ${jobSearch.skillIds})`;

/**
 * Relevance of a match: each word found in the title counts 2, among the skills 1 (a word is found in a text
 * when one of the text's words contains it: the same substring rule as the match itself).
 */
function relevance(terms: number[][]): SQL {
  const perWord = terms.map(
    (list) =>
      sql`(case when ${jobSearch.titleIds} && ${ids(list)} then 2 else 0 end + case when ${jobSearch.skillIds} && ${ids(list)} then 1 else 0 end)`,
  );
  return sql.join(perWord, sql` + `);
}

export type KeywordCursor = { createdAt: string; id: string };
export type DateOrder = 'newest' | 'oldest';
/** How many of the best hits the first request of a relevance search keeps, so its next pages are slices. */
export const TOP_HITS = 100;
/** Matches below this many are sorted whole (one bitmap pass); above it an index walk in date order stops early. */
export const WALK_FROM = 2000;

/**
 * The statements of a keyword search (`terms`: termIdsOf of its words, none empty). Exposed for the bench's
 * EXPLAIN. `hit`: the job has a word of the query in its title or skills (relevance > 0).
 */
export function keywordStatements(query: ListJobsQuery, today: string, terms: number[][]) {
  const where = and(
    beforeDeadline(jobSearch.applicationDeadline, today),
    ...lookupConditions(query, jobSearch),
    ...terms.map((list) => sql`${jobSearch.termIds} && ${ids(list)}`),
  ) as SQL;
  const hit = sql`${hitIds} && ${ids([...new Set(terms.flat())].sort((a, b) => a - b))}`;
  const byDate = (
    condition: SQL,
    order: DateOrder,
    limit: number,
    offset: number,
    sortWhole: boolean,
    after?: KeywordCursor,
  ): SQL => {
    const dir = order === 'oldest' ? sql`asc` : sql`desc`;
    const past = after
      ? sql` and (${jobSearch.createdAt}, ${jobSearch.jobId}) ${order === 'oldest' ? sql`>` : sql`<`} (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows = sql`select ${jobSearch.jobId} as id, ${jobSearch.createdAt} as at from ${jobSearch} where ${condition}${past}`;
    // Few matches: fetch them all (bitmap) and sort; many: the planner walks job_search_created_idx in order.
    const from = sortWhole ? sql`(with m as materialized (${rows}) select * from m) r` : sql`(${rows}) r`;
    return sql`select r.id, r.at::text as "createdAt" from ${from} order by r.at ${dir}, r.id ${dir} limit ${limit} offset ${offset}`;
  };
  return {
    /**
     * The first request of a filter set: one pass over the matches gives the exact total, the number of hits,
     * the ids of the best TOP_HITS hits in order (`top`) and the page (`rows`, json), whatever the order.
     */
    firstPage: (order: DateOrder | 'relevance', limit: number, offset: number) => {
      const dir = order === 'oldest' ? sql`asc` : sql`desc`;
      const sorted = order === 'relevance' ? sql`score desc, at desc, id desc` : sql`at ${dir}, id ${dir}`;
      const score = order === 'relevance' ? relevance(terms) : sql`0`;
      return sql`with m as materialized (select ${jobSearch.jobId} as id, ${jobSearch.createdAt} as at, ${score} as score from ${jobSearch} where ${where})
        select (select count(*) from m)::int as total, (select count(*) from m where score > 0)::int as hits,
          (select coalesce(json_agg(t.id order by t.score desc, t.at desc, t.id desc), '[]'::json)
             from (select * from m where score > 0 order by score desc, at desc, id desc limit ${TOP_HITS}) t) as top,
          (select coalesce(json_agg(json_build_object('id', p.id, 'createdAt', p.at::text) order by ${sorted}), '[]'::json)
             from (select * from m order by ${sorted} limit ${limit} offset ${offset}) p) as rows`;
    },
    /** A page of all matches in date order. */
    byDate: (order: DateOrder, limit: number, offset: number, sortWhole: boolean, after?: KeywordCursor) =>
      byDate(where, order, limit, offset, sortWhole, after),
    /** A page of the matches with relevance > 0, best first, ties newest first (one pass over those only). */
    hitsPage: (limit: number, offset: number) =>
      sql`select ${jobSearch.jobId} as id from ${jobSearch} where ${where} and ${hit} order by ${relevance(terms)} desc, ${jobSearch.createdAt} desc, ${jobSearch.jobId} desc limit ${limit} offset ${offset}`,
    /** A page of the matches with relevance 0, newest first: they rank after every hit. */
    restPage: (limit: number, offset: number, sortWhole: boolean) =>
      byDate(sql`${where} and not ${hit}`, 'newest', limit, offset, sortWhole),
  };
}
