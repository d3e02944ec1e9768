import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { JobsPage } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { selectSummaries } from './job-summary.ts';
import { filterConditions, keywordWords, type ListJobsQuery, searchKey } from './jobs-service.ts';
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
  /** The search_terms ids containing a keyword (termIdsOf), looked up once per change. */
  terms: (word: string, load: () => Promise<number[]>) => Promise<number[]>;
};

const noMemo: ListMemo = {
  total: (_key, count) => count(),
  cursor: () => undefined,
  rememberCursor: () => undefined,
  generation: () => 0,
  terms: (_word, load) => load(),
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

type Page = { ids: string[]; total: number };

/**
 * A keyword page, bounded whatever the number of matches: the exact total (and, for relevance, the number of
 * hits: matches with a query word in the title or skills) is one count over job_search by GIN overlap,
 * remembered per filter set; the page itself never ranks or sorts every match. Date order: an index walk in
 * order that stops after the page (keyset from the previous page's cursor), or, under WALK_FROM matches, all
 * matches sorted. Relevance: hits first (only they are scored: every word in the title 2, in the skills 1,
 * ties newest first), then the other matches newest first, a date-ordered walk like the above.
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
  if (terms.some((list) => list.length === 0)) return { ids: [], total: 0 };
  const statements = keywordStatements(query, today, terms);
  const run = async <T>(statement: SQL) => (await db.execute<T & Record<string, unknown>>(statement)).rows;
  const offset = (query.page - 1) * query.pageSize;
  const limit = query.pageSize;
  const sort = effectiveSort(query);
  if (sort !== 'relevance') {
    const generation = memo.generation();
    const total = await memo.total(key, async () => (await run<{ total: number }>(statements.count))[0]?.total ?? 0);
    const after = memo.cursor(pageKey(query.page - 1));
    const rows = await run<PageCursor>(statements.byDate(sort, limit, after ? 0 : offset, total < WALK_FROM, after));
    const last = rows.at(-1);
    if (last) memo.rememberCursor(pageKey(query.page), { createdAt: last.createdAt, id: last.id }, generation);
    return { ids: rows.map((row) => row.id), total };
  }
  // The count pass and the page of hits run at once (two pooled connections); the rest after, when the page
  // reaches past the hits.
  let counting: Promise<{ total: number; hits: number }> | undefined;
  const counts = () =>
    (counting ??= run<{ total: number; hits: number }>(statements.counts).then(
      (rows) => rows[0] ?? { total: 0, hits: 0 },
    ));
  const [total, hits, hitRows] = await Promise.all([
    memo.total(key, async () => (await counts()).total),
    memo.total(`${key}:hits`, async () => (await counts()).hits),
    run<{ id: string }>(statements.hitsPage(limit, offset)),
  ]);
  const ids = hitRows.map((row) => row.id);
  if (offset + limit > hits && total > hits) {
    const from = Math.max(offset, hits);
    const rest = await run<{ id: string }>(
      statements.restPage(offset + limit - from, from - hits, total - hits < WALK_FROM),
    );
    ids.push(...rest.map((row) => row.id));
  }
  return { ids, total };
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
  if (keywordWords(query.q).length > 0) {
    page = await keywordPage(db, query, today, memo, key, pageKey);
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
  return { items: await selectSummaries(db, page.ids), total: page.total, page: query.page, pageSize: query.pageSize };
}
