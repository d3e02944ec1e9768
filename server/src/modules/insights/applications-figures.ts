import { sql } from 'drizzle-orm';
import type { Insights } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { type Grouping, groupNames, groupsAndTotal } from './insights-groupings.ts';
import type { Span } from './insights-range.ts';
import { bounds, quartiles, quartilesOf } from './insights-sql.ts';

type Row = {
  total: boolean;
  grp: string | null;
  jobs: number;
  applications: number;
  with_applications: number;
  per_job: number[] | null;
  hours: number[] | null;
};

/**
 * For the jobs posted in the range: how many applications they received (every one sent, withdrawn or not),
 * per job (quartiles over every job, none counting as 0) and the hours from posting to the first application
 * (quartiles over the jobs that received one); per group and for all of them.
 */
export async function applicationFigures(db: Executor, span: Span, list: Grouping): Promise<Insights['applications']> {
  const b = bounds(span);
  const [names, result] = await Promise.all([
    groupNames(db, list),
    // One row per job of job_application_tallies (kept by triggers): its lists, count and first application.
    db.execute<Row>(sql`
      select grouping(grp) = 1 as total, grp::text, count(*)::int as jobs, coalesce(sum(n), 0)::int as applications,
        (count(*) filter (where n > 0))::int as with_applications,
        ${quartilesOf(sql`n`)} as per_job,
        ${quartilesOf(sql`date_part('epoch', first_at - created_at) / 3600`)} filter (where first_at is not null) as hours
      from (
        select ${list.column} as grp, created_at, applications as n, first_at from job_application_tallies
        where created_at >= ${b.fromInstant} and created_at < ${b.toNextInstant}
      ) t
      group by grouping sets ((grp), ())`),
  ]);
  const figure = (row: Row | undefined) => ({
    jobs: row?.jobs ?? 0,
    applications: row?.applications ?? 0,
    jobsWithApplications: row?.with_applications ?? 0,
    perJob: quartiles(row?.per_job ?? null),
    firstApplicationHours: quartiles(row?.hours ?? null),
  });
  return groupsAndTotal(names, result.rows, figure);
}
