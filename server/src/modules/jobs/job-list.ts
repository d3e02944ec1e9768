import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { JobsPage } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { selectSummaries } from './job-summary.ts';
import { filterConditions, keywordWords, type ListJobsQuery, searchKey } from './jobs-service.ts';
import { kathmanduToday } from './kathmandu-date.ts';

export type ListSort = 'newest' | 'oldest' | 'relevance';

/** The sort a query asks for: unset means relevance when there are keywords, else newest. */
export function effectiveSort(query: Pick<ListJobsQuery, 'q' | 'sortBy'>): ListSort {
  const hasWords = keywordWords(query.q).length > 0;
  const sort = query.sortBy ?? (hasWords ? 'relevance' : 'newest');
  return sort === 'relevance' && !hasWords ? 'newest' : sort;
}

/**
 * Relevance of a keyword match (only for rows that already match every word): each word found in the title
 * counts 2, found among the skills 1; ties fall back to newest first. search_text begins with the title
 * (trigger jobs_search_fields), so "in the title" is a find within its first char_length(title) characters: one
 * strpos on text the page query reads anyway, measured several times cheaper than lower(normalize(title)).
 */
function relevance(words: string[]): SQL {
  const terms = words.map((word) => {
    const key = sql`lower(${word})`;
    return sql`(case when strpos(${jobs.searchText}, ${key}) between 1 and char_length(${jobs.title}) then 2 else 0 end + case when strpos(array_to_string(${jobs.skillKeys}, ' '), ${key}) > 0 then 1 else 0 end)`;
  });
  return sql.join(terms, sql` + `);
}

/** The filter set of a query (no paging, no sort), normalised: equal filters give equal keys. */
export function filterKey(query: ListJobsQuery, today: string): string {
  const sorted = (list: string[] | undefined) => [...new Set(list ?? [])].sort();
  return JSON.stringify([
    today,
    keywordWords(query.q),
    query.categoryId ?? null,
    query.industryId ?? null,
    query.salaryRange ?? null,
    sorted(query.jobTypes),
    sorted(query.locationIds),
    sorted(query.experienceLevels),
    sorted(query.educationLevels),
    sorted((query.skills ?? []).map(searchKey)),
  ]);
}

/** Where a page of a newest/oldest list ends: its last row's exact posting time (as text, µs kept) and id. */
export type PageCursor = { createdAt: string; id: string };

/**
 * What a list may reuse between requests, kept exact by invalidation (PublicCache): the total of a filter set,
 * the cursor at the end of a page, which lets the next page start there instead of skipping rows, and the
 * ranked ids of a keyword search.
 */
export type ListMemo = {
  total: (filterKey: string, count: () => Promise<number>) => Promise<number>;
  cursor: (pageKey: string) => PageCursor | undefined;
  rememberCursor: (pageKey: string, cursor: PageCursor, generation: number) => void;
  generation: () => number;
  /** The ordered ids of all matches of a keyword search (sliceRanked), loaded once per change. */
  ranked: (rankKey: string, load: () => Promise<string>) => Promise<string>;
};

const noMemo: ListMemo = {
  total: (_key, count) => count(),
  cursor: () => undefined,
  rememberCursor: () => undefined,
  generation: () => 0,
  ranked: (_key, load) => load(),
};

/**
 * The statements of a list: the page's ids in order (from `after`, the previous page's cursor, when known; else
 * by OFFSET), the count of all matches, and all matches' ids in order (keyword searches). Exposed for the
 * bench's EXPLAIN.
 */
export function listStatements(db: Db, query: ListJobsQuery, today: string, after?: PageCursor) {
  const conditions = filterConditions(query, today);
  const where = and(...conditions);
  const sort = effectiveSort(query);
  const words = keywordWords(query.q);
  let order: SQL[];
  let pageWhere = where;
  let offset = (query.page - 1) * query.pageSize;
  if (sort === 'relevance') {
    order = [sql`${relevance(words)} desc`, desc(jobs.createdAt), desc(jobs.id)];
  } else {
    const direction = sort === 'oldest' ? asc : desc;
    order = [direction(jobs.createdAt), direction(jobs.id)];
    if (after) {
      // A row comparison on the index's own columns: the scan starts right after the cursor (keyset paging).
      const past = sort === 'oldest' ? sql`>` : sql`<`;
      pageWhere = and(
        ...conditions,
        sql`(${jobs.createdAt}, ${jobs.id}) ${past} (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
      offset = 0;
    }
  }
  const pageColumns = { id: jobs.id, createdAt: sql<string>`${jobs.createdAt}::text` };
  return {
    page: db
      .select(pageColumns)
      .from(jobs)
      .where(pageWhere)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset),
    count: db.select({ total: count() }).from(jobs).where(where),
    /** Every match's id in order, as one comma-separated text (one row, whatever the number of matches). */
    ranked: db
      .select({ ids: sql<string | null>`string_agg(${jobs.id}::text, ',' order by ${sql.join(order, sql`, `)})` })
      .from(jobs)
      .where(where),
  };
}

const ID_LENGTH = 36;

const rankedLength = (ranked: string) => (ranked.length === 0 ? 0 : (ranked.length + 1) / (ID_LENGTH + 1));

/**
 * The ids of a ranked list (comma-separated uuids, 37 characters apart) from position `from`, at most `count`;
 * `reversed` reads it from the end (oldest first from a newest-first list).
 */
export function sliceRanked(ranked: string, from: number, count: number, reversed = false): string[] {
  const length = rankedLength(ranked);
  const ids: string[] = [];
  for (let i = from; i < Math.min(from + count, length); i += 1) {
    const start = (reversed ? length - 1 - i : i) * (ID_LENGTH + 1);
    ids.push(ranked.slice(start, start + ID_LENGTH));
  }
  return ids;
}

export async function listJobs(
  db: Db,
  query: ListJobsQuery,
  today = kathmanduToday(),
  memo: ListMemo = noMemo,
): Promise<JobsPage> {
  const key = filterKey(query, today);
  const sort = effectiveSort(query);
  const pageKey = (page: number) => `${key}:${sort}:${query.pageSize}:${page}`;
  const generation = memo.generation();
  const offset = (query.page - 1) * query.pageSize;
  let ids: string[];
  let total: number;
  if (keywordWords(query.q).length > 0) {
    // A keyword search visits every match to rank or sort it, whatever the page: do it once per filter set and
    // order, and keep the whole ordered id list (one text, 37 bytes an id). Its length is the exact total; every
    // page of it, up to the next change, is a slice. Oldest first is the newest-first list read backwards
    // ((created_at, id) is unique), so the two date sorts share one list.
    const byDate = sort !== 'relevance';
    const statements = listStatements(db, byDate ? { ...query, sortBy: 'newest' } : query, today);
    const ranked = await memo.ranked(
      `${key}:${byDate ? 'date' : 'relevance'}`,
      async () => (await statements.ranked)[0]?.ids ?? '',
    );
    total = rankedLength(ranked);
    ids = sliceRanked(ranked, offset, query.pageSize, sort === 'oldest');
  } else {
    // A filter-only page walks an index in order and stops after pageSize rows past the previous page's cursor
    // (keyset) or offset + pageSize; the exact total is a separate count run at once on a second pooled
    // connection, remembered per filter set, so a repeated filter (any page, any sort) never counts again.
    const after = memo.cursor(pageKey(query.page - 1));
    const statements = listStatements(db, query, today, after);
    const [rows, counted] = await Promise.all([
      statements.page,
      memo.total(key, async () => (await statements.count)[0]?.total ?? 0),
    ]);
    const last = rows.at(-1);
    if (last) memo.rememberCursor(pageKey(query.page), last, generation);
    ids = rows.map((row) => row.id);
    total = counted;
  }
  return { items: await selectSummaries(db, ids), total, page: query.page, pageSize: query.pageSize };
}
