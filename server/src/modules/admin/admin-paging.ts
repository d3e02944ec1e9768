import { and, type SQL, sql } from 'drizzle-orm';
import { adminMessages } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';

/** How a sort column's value travels in a cursor (as text) and is read back in SQL. */
type Cast = 'timestamptz' | 'text' | 'uuid' | 'bigint';

/** One column of a list's order; the last one must be unique (the row's id), so the order is total. */
export type OrderColumn = { expr: SQL; cast: Cast };

/**
 * A list as the pager walks it: the rows of `from` matching `where`, in `order` (every column the same
 * `direction`, so a row comparison finds a cursor's place in one index range). `id` is what a page returns.
 * `searched`: `where` holds a search, whose matches PostgreSQL cannot count ahead (a prefix's estimate is a
 * guess); see pageOfIds.
 */
export type PagedList = {
  from: SQL;
  where: SQL[];
  id: SQL;
  order: OrderColumn[];
  direction: 'asc' | 'desc';
  searched?: boolean;
};

/**
 * Up to this many matches of a search are collected first and then sorted; beyond it the matches are dense
 * enough that walking the order's index finds a page after a few rows each.
 */
const COLLECT_MATCHES_BELOW = 10_000;

export type Paging = { page: number; pageSize: number; after?: string; before?: string };

export type PageOfIds = { ids: string[]; prev: string | null; next: string | null };

const VALID: Record<Cast, RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  bigint: /^\d{1,18}$/,
  text: /^[^\0]{0,300}$/,
};

/** A cursor: the sort values of a row, opaque to the client (base64url JSON). */
const encode = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

function decode(cursor: string, order: OrderColumn[]): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(adminMessages.cursorInvalid);
  }
  const valid =
    Array.isArray(values) &&
    values.length === order.length &&
    values.every((value, i) => typeof value === 'string' && VALID[order[i]!.cast].test(value));
  if (!valid) throw badRequest(adminMessages.cursorInvalid);
  return values as string[];
}

const row = (items: SQL[]) => sql`(${sql.join(items, sql`, `)})`;

/** The list's rows as `id, k0, k1, …` (its id and sort values). */
function matchesOf(list: PagedList, where: SQL[]): { matches: SQL; keys: SQL[] } {
  const keys = list.order.map((_, i) => sql.raw(`k${i}`));
  const matches = sql`select ${list.id} as id, ${sql.join(
    list.order.map((column, i) => sql`${column.expr} as ${keys[i]}`),
    sql`, `,
  )} from ${list.from} where ${and(sql`true`, ...where)}`;
  return { matches, keys };
}

/** Rows past a cursor (after it in the list's order, or before it going backwards), compared on `columns`. */
function pastCursor(list: PagedList, cursor: string, backwards: boolean, columns: SQL[]): SQL {
  const values = decode(cursor, list.order);
  const past = (list.direction === 'asc') !== backwards ? sql`>` : sql`<`;
  return sql`${row(columns)} ${past} ${row(values.map((value, i) => sql`${value}::${sql.raw(list.order[i]!.cast)}`))}`;
}

const orderBy = (keys: SQL[], ascending: boolean) =>
  sql.join(
    keys.map((key) => sql`${key} ${sql.raw(ascending ? 'asc' : 'desc')}`),
    sql`, `,
  );

const cursorColumn = (keys: SQL[]) =>
  sql`array[${sql.join(
    keys.map((key) => sql`${key}::text`),
    sql`, `,
  )}]`;

/** The cursors of a page's first and last rows, when there is a page before or after it. */
function cursorsOf(rows: { cursor: string[] }[], paging: Paging, total: number): Pick<PageOfIds, 'prev' | 'next'> {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    prev: first && paging.page > 1 ? encode(first.cursor) : null,
    next: last && paging.page * paging.pageSize < total ? encode(last.cursor) : null,
  };
}

/**
 * A searched list with few matches, in one statement: its matches are collected through the search's own index
 * (at most COLLECT_MATCHES_BELOW + 1 of them), counted and sorted. Null when there are more: then the order's index
 * walk finds a page faster, and the total is counted on its own. (Left to itself the planner walks the order's index
 * for a rare word too — it cannot tell a rare prefix from a common one — and reads every row.)
 */
async function collectedPage(db: Executor, list: PagedList, paging: Paging): Promise<ListPage | null> {
  const { matches, keys } = matchesOf(list, list.where);
  const cursor = paging.after ?? paging.before;
  const backwards = paging.before !== undefined && paging.after === undefined;
  const ascending = (list.direction === 'asc') !== backwards;
  const offset = cursor === undefined ? (paging.page - 1) * paging.pageSize : 0;
  const past = cursor === undefined ? sql`true` : pastCursor(list, cursor, backwards, keys);
  const result = await db.execute<{ total: string; page: { id: string; cursor: string[] }[] }>(sql`
    with matches as materialized (${matches} limit ${COLLECT_MATCHES_BELOW + 1})
    select (select count(*) from matches)::text as total,
      coalesce((select json_agg(p) from (
        select id, ${cursorColumn(keys)} as cursor from matches where ${past}
        order by ${orderBy(keys, ascending)} limit ${paging.pageSize} offset ${offset}) p), '[]'::json) as page`);
  const total = Number(result.rows[0]?.total ?? 0);
  if (total > COLLECT_MATCHES_BELOW) return null;
  const page = result.rows[0]?.page ?? [];
  const rows = backwards ? [...page].reverse() : page;
  return { ids: rows.map((r) => r.id), total, ...cursorsOf(rows, paging, total) };
}

export type ListPage = PageOfIds & { total: number };

/**
 * One page of a list's ids, its total and the cursors of the pages beside it. Moving one page on (`after`, the
 * previous answer's `next`) or back (`before`) starts right at the cursor's row in the order's index, whatever the
 * depth; a page asked for by number alone is found by position, from the nearer end of the list. `knownTotal`: the
 * total when it is kept elsewhere (counters), else it is counted.
 */
export async function listPage(db: Executor, list: PagedList, paging: Paging, knownTotal?: number): Promise<ListPage> {
  if (list.searched) {
    const collected = await collectedPage(db, list, paging);
    if (collected) return collected;
  }
  const total = knownTotal ?? (await countRows(db, list));
  const { page, pageSize } = paging;
  const cursor = paging.after ?? paging.before;
  const backwards = paging.before !== undefined && paging.after === undefined;
  let reversed = backwards;
  let offset = 0;
  let limit = pageSize;
  const where = [...list.where];
  if (cursor !== undefined) {
    where.push(
      pastCursor(
        list,
        cursor,
        backwards,
        list.order.map((column) => column.expr),
      ),
    );
  } else {
    offset = (page - 1) * pageSize;
    if (offset >= total) return { ids: [], prev: null, next: null, total };
    // The second half of a long list is nearer its end: walk the index from there.
    if (offset > total / 2) {
      reversed = true;
      limit = Math.min(pageSize, total - offset);
      offset = Math.max(0, total - offset - pageSize);
    }
  }
  const { matches, keys } = matchesOf(list, where);
  const result = await db.execute<{ id: string; cursor: string[] }>(sql`
    with matches as not materialized (${matches})
    select id, ${cursorColumn(keys)} as cursor from matches
    order by ${orderBy(keys, (list.direction === 'asc') !== reversed)}
    limit ${limit} offset ${offset}`);
  const rows = reversed ? [...result.rows].reverse() : result.rows;
  return { ids: rows.map((r) => r.id), total, ...cursorsOf(rows, paging, total) };
}

/** The count of a list's rows (for lists whose total is not kept elsewhere). */
export async function countRows(db: Executor, list: Pick<PagedList, 'from' | 'where'>): Promise<number> {
  const result = await db.execute<{ n: string }>(
    sql`select count(*)::text as n from ${list.from} where ${and(sql`true`, ...list.where)}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Items in the order of their ids (what a page query found), loaded by a function of the ids. */
export async function inOrder<T extends { id: string }>(
  ids: string[],
  load: (ids: string[]) => Promise<T[]>,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load(ids)).map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
