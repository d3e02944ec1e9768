import { sql } from 'drizzle-orm';
import type { Insights } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { type Grouping, groupNames, inListOrder } from './insights-groupings.ts';
import type { Span } from './insights-range.ts';
import { bounds, jobEndOrNever, periodEdges } from './insights-sql.ts';

type Counts = { posted: number[]; open: number[] };

/**
 * Jobs posted in each period (created in it, within the range) and jobs open in each period (open at some
 * instant of it, within the range and not after now): open from creation until closed or the end of the
 * deadline day. A job's open periods are counted from its first and last period (a difference array), so the
 * work grows with the jobs, not with jobs × periods; periods are numbered by width_bucket over the periods'
 * edges, and the rows are grouped by the list's column as stored, so no row is converted to text or to the
 * Kathmandu clock but a deadline.
 */
export async function jobsOverTime(db: Executor, span: Span, list: Grouping): Promise<Insights['jobs']> {
  const b = bounds(span);
  const until = sql`least(${b.toNextInstant}, now())`;
  const edges = periodEdges(span);
  const [names, posted, open] = await Promise.all([
    groupNames(db, list),
    db.execute<{ grp: string | null; period: number; n: number }>(sql`
      select grp::text, period, n from (
        select ${list.column} as grp, width_bucket(created_at, ${edges}) as period, count(*)::int as n
        from jobs
        where created_at >= ${b.fromInstant} and created_at < ${b.toNextInstant}
        group by 1, 2) j`),
    db.execute<{ grp: string | null; first: number; last: number; n: number }>(sql`
      with edges as (select ${edges} as e)
      select grp::text, first, last, n from (
        select ${list.column} as grp, width_bucket(greatest(created_at, ${b.fromInstant}), edges.e) as first,
          width_bucket(least(${jobEndOrNever}, ${until}) - interval '1 microsecond', edges.e) as last, count(*)::int as n
        from jobs, edges
        where ${jobEndOrNever} > ${b.fromInstant} and created_at < ${until}
          and greatest(created_at, ${b.fromInstant}) < least(${jobEndOrNever}, ${until})
        group by 1, 2, 3) j`),
  ]);
  const size = span.periods.length;
  const figures = new Map<string | null, Counts & { delta: number[] }>();
  const of = (grp: string | null) => {
    let found = figures.get(grp);
    if (!found) {
      found = { posted: new Array(size).fill(0), open: new Array(size).fill(0), delta: new Array(size + 1).fill(0) };
      figures.set(grp, found);
    }
    return found;
  };
  for (const row of posted.rows) {
    const i = row.period - 1;
    if (i >= 0 && i < span.periods.length) {
      const counts = of(row.grp);
      counts.posted[i] = (counts.posted[i] as number) + row.n;
    }
  }
  for (const row of open.rows) {
    const first = row.first - 1;
    const last = row.last - 1;
    if (first < 0 || last >= span.periods.length || first > last) continue;
    const counts = of(row.grp);
    (counts.delta[first] as number) += row.n;
    (counts.delta[last + 1] as number) -= row.n;
  }
  for (const counts of figures.values()) {
    let running = 0;
    for (let i = 0; i < size; i += 1) {
      running += counts.delta[i] as number;
      counts.open[i] = running;
    }
  }
  const groups = inListOrder(
    names,
    new Map([...figures].map(([grp, counts]) => [grp, { posted: counts.posted, open: counts.open }])),
  );
  return { periods: span.periods, interval: span.interval, groups };
}
