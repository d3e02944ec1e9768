import { sql } from 'drizzle-orm';
import type { Insights } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { type Grouping, groupNames, inListOrder } from './insights-groupings.ts';
import type { Span } from './insights-range.ts';
import { bounds, jobEnd, jobStart, periodOf } from './insights-sql.ts';

type Counts = { posted: number[]; open: number[] };

/**
 * Jobs posted in each period (created in it, within the range) and jobs open in each period (open at some
 * instant of it, within the range and not after now): open from creation until closed or the end of the
 * deadline day. A job's open periods are counted from its first and last period (a difference array), so the
 * work grows with the jobs, not with jobs × periods.
 */
export async function jobsOverTime(db: Executor, span: Span, list: Grouping): Promise<Insights['jobs']> {
  const b = bounds(span);
  const until = sql`least(${b.toNextLocal}, ${b.nowLocal})`;
  const [names, posted, open] = await Promise.all([
    groupNames(db, list),
    db.execute<{ grp: string | null; period: string; n: number }>(sql`
      select ${list.column}::text as grp, ${periodOf(jobStart, span.interval)} as period, count(*)::int as n
      from jobs
      where created_at >= ${b.fromInstant} and created_at < ${b.toNextInstant}
      group by 1, 2`),
    db.execute<{ grp: string | null; first: string; last: string; n: number }>(sql`
      select grp, ${periodOf(sql`greatest(s, ${b.fromLocal})`, span.interval)} as first,
        ${periodOf(sql`least(e, ${until}) - interval '1 microsecond'`, span.interval)} as last, count(*)::int as n
      from (select ${list.column}::text as grp, ${jobStart} as s, ${jobEnd} as e from jobs
        where created_at < ${b.toNextInstant}) j
      where greatest(s, ${b.fromLocal}) < least(e, ${until})
      group by 1, 2, 3`),
  ]);
  const index = new Map(span.periods.map((period, i) => [period, i]));
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
    const i = index.get(row.period);
    if (i !== undefined) {
      const counts = of(row.grp);
      counts.posted[i] = (counts.posted[i] as number) + row.n;
    }
  }
  for (const row of open.rows) {
    const first = index.get(row.first);
    const last = index.get(row.last);
    if (first === undefined || last === undefined) continue;
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
