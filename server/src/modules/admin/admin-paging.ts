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
 * enough that walking the order's index finds a page after a few rows each. Left to itself the planner walks
 * the index for a rare word too (it cannot tell a rare prefix from a common one) and reads every row.
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

/**
 * One page of a list's ids and the cursors of the pages beside it. Moving one page on (`after`, the previous
 * answer's `next`) or back (`before`) starts right at the cursor's row in the index, whatever the depth; a page
 * asked for by number alone is found by position, from the nearer end of the list (`total` says which).
 */
export async function pageOfIds(db: Executor, list: PagedList, paging: Paging, total: number): Promise<PageOfIds> {
  const { page, pageSize } = paging;
  const cursor = paging.after ?? paging.before;
  const backwards = paging.before !== undefined && paging.after === undefined;
  let reversed = backwards;
  let offset = 0;
  let limit = pageSize;
  const where = [...list.where];
  if (cursor !== undefined) {
    const values = decode(cursor, list.order);
    const past = (list.direction === 'asc') !== backwards ? sql`>` : sql`<`;
    where.push(
      sql`${row(list.order.map((column) => column.expr))} ${past} ${row(
        values.map((value, i) => sql`${value}::${sql.raw(list.order[i]!.cast)}`),
      )}`,
    );
  } else {
    offset = (page - 1) * pageSize;
    if (offset >= total) return { ids: [], prev: null, next: null };
    // The second half of a long list is nearer its end: walk the index from there.
    if (offset > total / 2) {
      reversed = true;
      limit = Math.min(pageSize, total - offset);
      offset = Math.max(0, total - offset - pageSize);
    }
  }
  const ascending = (list.direction === 'asc') !== reversed;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const keys = list.order.map((_, i) => sql.raw(`k${i}`));
  const matches = sql`select ${list.id} as id, ${sql.join(
    list.order.map((column, i) => sql`${column.expr} as ${keys[i]}`),
    sql`, `,
  )} from ${list.from} where ${and(sql`true`, ...where)}`;
  // A selective search: collect its matches (the search's own index), then sort them.
  const collect = list.searched === true && total <= COLLECT_MATCHES_BELOW;
  const result = await db.execute<{ id: string; cursor: string[] }>(sql`
    with matches as ${sql.raw(collect ? 'materialized' : 'not materialized')} (${matches})
    select id, array[${sql.join(
      keys.map((key) => sql`${key}::text`),
      sql`, `,
    )}] as cursor
    from matches
    order by ${sql.join(
      keys.map((key) => sql`${key} ${direction}`),
      sql`, `,
    )}
    limit ${limit} offset ${offset}`);
  const rows = reversed ? [...result.rows].reverse() : result.rows;
  const first = rows[0];
  const last = rows.at(-1);
  return {
    ids: rows.map((r) => r.id),
    prev: first && page > 1 ? encode(first.cursor) : null,
    next: last && page * pageSize < total ? encode(last.cursor) : null,
  };
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
