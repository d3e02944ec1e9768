import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { JobsPage } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { didYouMean } from './did-you-mean.ts';
import { filterConditions, keywordWords, type ListJobsQuery, searchKey } from './job-conditions.ts';
import { selectSummaries } from './job-summary.ts';
import { kathmanduToday } from './kathmandu-date.ts';
import { keywordStatements, termIdsOf, WALK_FROM } from './keyword-search.ts';

export type ListSort = 'newest' | 'oldest' | 'relevance';

/** The sort a query asks for: unset means relevance when there are keywords, else newest. */
export function effectiveSort(query: Pick<ListJobsQuery, 'q' | 'sortBy'>): ListSort {
  const hasWords = keywordWords(query.q).length > 0;
  const sort = query.sortBy ?? (hasWords ? 'relevance' : 'newest');
  return sort === 'relevance' && !hasWords ? 'newest' : sort;
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
    sorted(query.jobLevels),
    sorted((query.skills ?? []).map(searchKey)),
  ]);
}

/** Where a page of a newest/oldest list ends: its last row's exact posting time (as text, µs kept) and id. */
export type PageCursor = { createdAt: string; id: string };

/**
 * What a list may reuse between requests, kept exact by invalidation (PublicCache): the total of a filter set
 * (and of a keyword search's hits), and the cursor at the end of a page, which lets the next page start there
 * instead of skipping rows.
 */
export type ListMemo = {
  total: (filterKey: string, count: () => Promise<number>) => Promise<number>;
  cursor: (pageKey: string) => PageCursor | undefined;
  rememberCursor: (pageKey: string, cursor: PageCursor, generation: number) => void;
  generation: () => number;
  /** The ids of a relevance search's best TOP_HITS hits, in order, from its first request. */
  topHits: (filterKey: string, load: () => Promise<string[]>) => Promise<string[]>;
  /** The search_terms ids containing a keyword (termIdsOf), looked up once per change. */
  terms: (word: string, load: () => Promise<number[]>) => Promise<number[]>;
};

const noMemo: ListMemo = {
  total: (_key, count) => count(),
  cursor: () => undefined,
  rememberCursor: () => undefined,
  generation: () => 0,
  terms: (_word, load) => load(),
  topHits: (_key, load) => load(),
};

/**
 * The statements of a list without keywords (keyword searches: keyword-search.ts): the page's ids in order (from
 * `after`, the previous page's cursor, when known; else by OFFSET) and the count of all matches. Exposed for the
 * bench's EXPLAIN.
 */
export function listStatements(db: Db, query: ListJobsQuery, today: string, after?: PageCursor) {
  const conditions = filterConditions(query, today);
  const where = and(...conditions);
  const sort = effectiveSort(query);
  let pageWhere = where;
  let offset = (query.page - 1) * query.pageSize;
  const direction = sort === 'oldest' ? asc : desc;
  const order = [direction(jobs.createdAt), direction(jobs.id)];
  if (after) {
    // A row comparison on the index's own columns: the scan starts right after the cursor (keyset paging).
    const past = sort === 'oldest' ? sql`>` : sql`<`;
    pageWhere = and(
      ...conditions,
      sql`(${jobs.createdAt}, ${jobs.id}) ${past} (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
    offset = 0;
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
  };
}

/** `missing`: for a keyword page, which query words no vocabulary word matches (so nothing can be found). */
type Page = { ids: string[]; total: number; missing?: boolean[] };

/**
 * A keyword page (job_search, keyword-search.ts). The first request of a filter set makes one pass over its
 * matches (GIN overlap): the exact total, the number of hits (matches with a query word in the title or skills)
 * and the page, in any order; total and hits are remembered per filter set. Every later page is bounded: date
 * order walks job_search_created_idx and stops after the page (keyset from the previous page's cursor), or,
 * under WALK_FROM matches, sorts them all; relevance scores only the hits (every word in the title 2, in the
 * skills 1, ties newest first) and takes the other matches newest first by the same walk.
 */
async function keywordPage(
  db: Db,
  query: ListJobsQuery,
  today: string,
  memo: ListMemo,
  key: string,
  pageKey: (page: number) => string,
): Promise<Page> {
  const terms = await Promise.all(
    keywordWords(query.q).map((word) => memo.terms(word, async () => (await termIdsOf(db, [word]))[0] ?? [])),
  );
  if (terms.some((list) => list.length === 0)) {
    return { ids: [], total: 0, missing: terms.map((list) => list.length === 0) };
  }
  const statements = keywordStatements(query, today, terms);
  const run = async <T>(statement: SQL) => (await db.execute<T & Record<string, unknown>>(statement)).rows;
  const offset = (query.page - 1) * query.pageSize;
  const limit = query.pageSize;
  const sort = effectiveSort(query);
  const generation = memo.generation();
  // The first request of a filter set (its total not remembered yet) gets total, hits and page in one pass.
  type FirstPass = { total: number; hits: number; top: string[]; rows: PageCursor[] };
  let first: Promise<FirstPass> | undefined;
  const firstPass = () =>
    (first ??= run<FirstPass>(statements.firstPage(sort, limit, offset)).then(
      (rows) => rows[0] ?? { total: 0, hits: 0, top: [], rows: [] },
    ));
  const total = await memo.total(key, async () => (await firstPass()).total);
  const relevance = sort === 'relevance';
  const hits = relevance ? await memo.total(`${key}:hits`, async () => (await firstPass()).hits) : 0;
  const top = relevance ? await memo.topHits(key, async () => (await firstPass()).top) : [];
  let rows: { id: string; createdAt?: string }[];
  if (first) {
    rows = (await first).rows;
  } else if (sort !== 'relevance') {
    const after = memo.cursor(pageKey(query.page - 1));
    rows = await run<PageCursor>(statements.byDate(sort, limit, after ? 0 : offset, total < WALK_FROM, after));
  } else {
    // Hits first (a slice of the best TOP_HITS, else only the hits are scored), then the other matches newest
    // first: two bounded statements at once.
    const from = Math.max(offset, hits);
    const hitEnd = Math.min(offset + limit, hits);
    const [hitRows, restRows] = await Promise.all([
      offset >= hits
        ? []
        : hitEnd <= top.length
          ? top.slice(offset, hitEnd).map((id) => ({ id }))
          : run<{ id: string }>(statements.hitsPage(limit, offset)),
      offset + limit > hits && total > hits
        ? run<{ id: string }>(statements.restPage(offset + limit - from, from - hits, total - hits < WALK_FROM))
        : [],
    ]);
    rows = [...hitRows, ...restRows];
  }
  const last = rows.at(-1);
  if (last?.createdAt !== undefined && sort !== 'relevance') {
    memo.rememberCursor(pageKey(query.page), { createdAt: last.createdAt, id: last.id }, generation);
  }
  return { ids: rows.map((row) => row.id), total };
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
  let page: Page;
  let suggestion: string | undefined;
  const words = keywordWords(query.q);
  if (words.length > 0) {
    page = await keywordPage(db, query, today, memo, key, pageKey);
    if (page.total === 0 && page.missing) {
      suggestion = await didYouMean(db, words, page.missing, async (q) => {
        const other = { ...query, q, page: 1 };
        const otherKey = filterKey(other, today);
        const found = await keywordPage(
          db,
          other,
          today,
          memo,
          otherKey,
          (n) => `${otherKey}:${sort}:${query.pageSize}:${n}`,
        );
        return found.total > 0;
      });
    }
  } else {
    // A filter-only page walks an index in order and stops after pageSize rows past the previous page's cursor
    // (keyset) or offset + pageSize; the exact total is a separate count run at once on a second pooled
    // connection, remembered per filter set, so a repeated filter (any page, any sort) never counts again.
    const generation = memo.generation();
    const after = memo.cursor(pageKey(query.page - 1));
    const statements = listStatements(db, query, today, after);
    const [rows, counted] = await Promise.all([
      statements.page,
      memo.total(key, async () => (await statements.count)[0]?.total ?? 0),
    ]);
    const last = rows.at(-1);
    if (last) memo.rememberCursor(pageKey(query.page), last, generation);
    page = { ids: rows.map((row) => row.id), total: counted };
  }
  const items = await selectSummaries(db, page.ids);
  const result: JobsPage = { items, total: page.total, page: query.page, pageSize: query.pageSize };
  if (suggestion !== undefined) result.didYouMean = suggestion;
  return result;
}
