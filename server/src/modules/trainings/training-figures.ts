import { sql } from 'drizzle-orm';
import type { TrainingCategory } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';

/** A range of Kathmandu calendar days, both ends included (yyyy-MM-dd). */
export type DayRange = { from: string; to: string };

export type TrainingFigures = {
  /** Enrolments made in the range (a seat or the waiting list), withdrawn ones included. */
  enrolments: number;
  /** Of those, withdrawn since. */
  withdrawn: number;
  /** Enrolments marked completed in the range. */
  completions: number;
  /** Seekers with a completion in the range. */
  completers: number;
  /** Of those, how many applied for a job after completing (any application but a withdrawn one). */
  completersApplied: number;
  /** Of those, how many have an application made after completing that an employer shortlisted (its status now). */
  completersShortlisted: number;
};

export type TrainingFiguresByCategory = {
  total: TrainingFigures;
  byCategory: Record<TrainingCategory, TrainingFigures>;
};

const EMPTY: TrainingFigures = {
  enrolments: 0,
  withdrawn: 0,
  completions: 0,
  completers: 0,
  completersApplied: 0,
  completersShortlisted: 0,
};

type Row = { category: string | null } & Record<keyof TrainingFigures, number>;

/**
 * The labour-market figures of the trainings for the administrators' insights: enrolment, completion and what
 * completers did next on the portal, in total and by category (grouping sets: one scan). Days are Kathmandu days.
 * A completer counts once per group whatever their number of completions; "after completing" is after their
 * first completion in the range within the group.
 */
export async function trainingFigures(db: Executor, range: DayRange): Promise<TrainingFiguresByCategory> {
  const from = sql`(${range.from}::date::timestamp at time zone 'Asia/Kathmandu')`;
  const until = sql`((${range.to}::date + 1)::timestamp at time zone 'Asia/Kathmandu')`;
  const result = await db.execute<Row>(sql`
    with enrolled as (
      select t.category, count(*)::int as enrolments,
             (count(*) filter (where e.status = 'withdrawn'))::int as withdrawn
      from training_enrolments e join trainings t on t.id = e.training_id
      where e.created_at >= ${from} and e.created_at < ${until}
      group by grouping sets ((t.category), ())
    ),
    completed as (
      select t.category, e.seeker_id, e.completed_at
      from training_enrolments e join trainings t on t.id = e.training_id
      where e.status = 'completed' and e.completed_at >= ${from} and e.completed_at < ${until}
    ),
    first_completion as (
      select category, seeker_id, min(completed_at) as completed_at, count(*)::int as completions
      from completed
      group by grouping sets ((category, seeker_id), (seeker_id))
    ),
    next_steps as (
      select f.category, f.seeker_id, f.completions, coalesce(n.applied, false) as applied,
        coalesce(n.shortlisted, false) as shortlisted
      from first_completion f
      -- One probe of applications(seeker_id, created_at, status) per completer, from the index alone.
      cross join lateral (
        select bool_or(a.status <> 'withdrawn') as applied, bool_or(a.status = 'shortlisted') as shortlisted
        from applications a where a.seeker_id = f.seeker_id and a.created_at > f.completed_at
      ) n
    ),
    completers as (
      select category, sum(completions)::int as completions, count(*)::int as completers,
             (count(*) filter (where applied))::int as "completersApplied",
             (count(*) filter (where shortlisted))::int as "completersShortlisted"
      from next_steps group by category
    )
    select coalesce(e.category, c.category) as category,
           coalesce(e.enrolments, 0) as enrolments, coalesce(e.withdrawn, 0) as withdrawn,
           coalesce(c.completions, 0) as completions, coalesce(c.completers, 0) as completers,
           coalesce(c."completersApplied", 0) as "completersApplied",
           coalesce(c."completersShortlisted", 0) as "completersShortlisted"
    from enrolled e full join completers c on coalesce(c.category, '') = coalesce(e.category, '')`);
  const byCategory: Record<TrainingCategory, TrainingFigures> = {
    hospitality: { ...EMPTY },
    technical: { ...EMPTY },
    agro: { ...EMPTY },
  };
  let total = { ...EMPTY };
  for (const row of result.rows) {
    const { category, ...figures } = row;
    if (category === null) total = figures;
    else byCategory[category as TrainingCategory] = figures;
  }
  return { total, byCategory };
}
