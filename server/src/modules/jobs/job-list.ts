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
 * and the cursor at the end of a page, which lets the next page start there instead of skipping rows.
 */
export type ListMemo = {
  total: (filterKey: string, count: () => Promise<number>) => Promise<number>;
  cursor: (pageKey: string) => PageCursor | undefined;
  rememberCursor: (pageKey: string, cursor: PageCursor, generation: number) => void;
  generation: () => number;
};

const noMemo: ListMemo = {
  total: (_key, count) => count(),
  cursor: () => undefined,
  rememberCursor: () => undefined,
  generation: () => 0,
};

/**
 * The two statements of a list page: the page's ids in order (from `after`, the previous page's cursor, when
 * known; else by OFFSET) and the count of all matches. Exposed for the bench's EXPLAIN.
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
    /** The page plus the total of all matches on each row (a window count before LIMIT): one pass, no cursor. */
    pageCounted: db
      .select({ ...pageColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: db.select({ total: count() }).from(jobs).where(where),
  };
}

type PageRow = { id: string; createdAt: string };

/**
 * The page and the total. A filter-only page walks an index in order and stops after pageSize rows (past a
 * known cursor) or offset + pageSize, so the total is a separate count, run at once on a second pooled
 * connection. A keyword page visits every match anyway (to rank or sort them): when the total is not known yet,
 * the same pass counts them (a window count), instead of a second visit of every matching row.
 */
async function pageAndTotal(
  statements: ReturnType<typeof listStatements>,
  memo: ListMemo,
  key: string,
  countInPass: boolean,
): Promise<[PageRow[], number]> {
  const countAlone = async () => (await statements.count)[0]?.total ?? 0;
  if (!countInPass) return Promise.all([statements.page, memo.total(key, countAlone)]);
  let counted: PageRow[] | undefined;
  const total = await memo.total(key, async () => {
    const rows = await statements.pageCounted;
    counted = rows;
    // A page past the end has no row to carry the total.
    return rows[0]?.total ?? countAlone();
  });
  return [counted ?? (await statements.page), total];
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
  const after = sort === 'relevance' ? undefined : memo.cursor(pageKey(query.page - 1));
  const statements = listStatements(db, query, today, after);
  // The total is remembered per filter set, so a repeated filter (any page, any sort) never counts again.
  const countInPass = keywordWords(query.q).length > 0 && !after;
  const [rows, total] = await pageAndTotal(statements, memo, key, countInPass);
  const last = rows.at(-1);
  if (last && sort !== 'relevance') memo.rememberCursor(pageKey(query.page), last, generation);
  return {
    items: await selectSummaries(
      db,
      rows.map((row) => row.id),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
