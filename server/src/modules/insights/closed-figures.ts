import { sql } from 'drizzle-orm';
import type { Insights } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { type Grouping, groupNames, groupsAndTotal } from './insights-groupings.ts';
import type { Span } from './insights-range.ts';
import { bounds, jobEnd, jobStart, quartiles, quartilesOf } from './insights-sql.ts';

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
        select ${list.column}::text as grp, ${jobStart} as s, ${jobEnd} as e,
          closed_at is not null and closed_at at time zone 'Asia/Kathmandu' = ${jobEnd} as by_closing
        from jobs where created_at < ${b.toNextInstant}
      )
      select grouping(grp) = 1 as total, grp,
        count(*) filter (where by_closing)::int as closed, count(*) filter (where not by_closing)::int as expired,
        ${quartilesOf(sql`extract(epoch from e - s) / 86400`)} as days
      from j
      where e >= ${b.fromLocal} and e < ${b.toNextLocal} and e <= ${b.nowLocal} and e > s
      group by grouping sets ((grp), ())`),
  ]);
  const figure = (row: Row | undefined) => ({
    closed: row?.closed ?? 0,
    expired: row?.expired ?? 0,
    daysOpen: quartiles(row?.days ?? null),
  });
  return groupsAndTotal(names, result.rows, figure);
}
