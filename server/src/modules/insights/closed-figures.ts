import { sql } from 'drizzle-orm';
import type { Insights } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { type Grouping, groupNames, groupsAndTotal } from './insights-groupings.ts';
import type { Span } from './insights-range.ts';
import { bounds, jobEndOrNever, quartiles, quartilesOf } from './insights-sql.ts';

type Row = { total: boolean; grp: string | null; closed: number; expired: number; days: number[] | null };

/**
 * The jobs that ended in the range (and before now): closed, or past their deadline day while still open,
 * whichever came first; and the days from posting to that end (quartiles), per group and for all of them.
 * A job reopened after closing counts from its latest closing only (closed_at is its last).
 */
export async function closedFigures(db: Executor, span: Span, list: Grouping): Promise<Insights['closed']> {
  const b = bounds(span);
  const [names, result] = await Promise.all([
    groupNames(db, list),
    db.execute<Row>(sql`
      with j as (
        select ${list.column} as grp, created_at as s, closed_at, ${jobEndOrNever} as e
        from jobs where ${jobEndOrNever} >= ${b.fromInstant} and ${jobEndOrNever} < ${b.toNextInstant}
      )
      select grouping(grp) = 1 as total, grp::text,
        count(*) filter (where e = closed_at)::int as closed, count(*) filter (where e is distinct from closed_at)::int as expired,
        ${quartilesOf(sql`date_part('epoch', e - s) / 86400`)} as days
      from j
      where e <= now() and e > s
      group by grouping sets ((grp), ())`),
  ]);
  const figure = (row: Row | undefined) => ({
    closed: row?.closed ?? 0,
    expired: row?.expired ?? 0,
    daysOpen: quartiles(row?.days ?? null),
  });
  return groupsAndTotal(names, result.rows, figure);
}
