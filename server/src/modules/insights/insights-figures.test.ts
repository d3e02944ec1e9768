import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  APPLICATION_STATUSES,
  INSIGHTS_GROUPINGS,
  type Insights,
  type InsightsGrouping,
  insightsSchema,
  type Quartiles,
  TRAINING_CATEGORIES,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer } from '../../../test/helpers.ts';
import { expectSeekerFiguresOfPlainCounts } from '../../../test/insights-plain-counts.ts';
import { createAccount } from '../../../test/jobs.ts';
import { trainingInput } from '../../../test/trainings.ts';
import {
  applications,
  educations,
  jobs,
  seekerProfiles,
  trainingEnrolments,
  trainings,
  users,
} from '../../db/schema.ts';
import { trainingColumns } from '../trainings/training-rows.ts';
import { dayAfter, nextPeriod, spanOf } from './insights-range.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;
let employerId: string;
/** Every lookup list's ids, by grouping, and the education levels' keys. */
const ids = {} as Record<InsightsGrouping, string[]>;
let educationKeys: string[];
/** One training per area, in TRAINING_CATEGORIES' order. */
let trainingIds: string[];

const COLUMN: Record<InsightsGrouping, string> = {
  category: 'category_id',
  district: 'location_id',
  jobType: 'job_type_id',
  experience: 'experience_level_id',
  education: 'education_level_id',
  salary: 'salary_range_id',
};
const TABLE: Record<InsightsGrouping, string> = {
  category: 'categories',
  district: 'locations',
  jobType: 'job_types',
  experience: 'experience_levels',
  education: 'education_levels',
  salary: 'salary_ranges',
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
  employerId = (await createAccount(ctx, 'employer')).id;
  for (const grouping of INSIGHTS_GROUPINGS) {
    const { rows } = await ctx.db.execute<{ id: string }>(
      sql.raw(`select id::text from ${TABLE[grouping]} order by id limit 4`),
    );
    ids[grouping] = rows.map((row) => row.id);
  }
  const { rows } = await ctx.db.execute<{ key: string }>(sql`select key from education_levels order by key limit 3`);
  educationKeys = rows.map((row) => row.key);
  trainingIds = [];
  for (const category of TRAINING_CATEGORIES) {
    const [row] = await ctx.db
      .insert(trainings)
      .values({ ...trainingColumns(trainingInput({ category, seats: 500 })), status: 'open' })
      .returning({ id: trainings.id });
    trainingIds.push(row?.id as string);
  }
});
afterAll(async () => {
  await ctx.close();
});

// ---------- random data ----------

/** Jobs are posted from 2024-07 to 2026-03; whole hours from a Kathmandu midnight hit day and period bounds. */
const BASE = Date.parse('2024-06-30T18:15:00Z');
const SPAN_HOURS = 640 * 24;
const at = (hours: number) => new Date(BASE + hours * 3_600_000);

/** An item of the list (one of its first four) or none, one time in four. */
const pick = () => fc.option(fc.integer({ min: 0, max: 3 }), { nil: null, freq: 4 });

const jobArb = fc.record({
  created: fc.integer({ min: 0, max: SPAN_HOURS }),
  groups: fc.record(
    Object.fromEntries(INSIGHTS_GROUPINGS.map((g) => [g, pick()])) as Record<
      InsightsGrouping,
      fc.Arbitrary<number | null>
    >,
  ),
  /** Hours after creation when it was closed; null: still open. */
  closedAfter: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null }),
  /** Days after creation of the deadline; null: none. */
  deadlineAfter: fc.option(fc.integer({ min: -3, max: 120 }), { nil: null }),
  /** Hours after creation of each application (one seeker each), and its status. */
  applied: fc.array(
    fc.record({ hours: fc.integer({ min: 0, max: 1500 }), status: fc.constantFrom(...APPLICATION_STATUSES) }),
    { maxLength: 4 },
  ),
});

/** A seeker's enrolment in a training: when, and what became of it (completed some hours later). */
const enrolmentArb = fc.record({
  seeker: fc.integer({ min: 0, max: 11 }),
  training: fc.integer({ min: 0, max: 2 }),
  created: fc.integer({ min: 0, max: SPAN_HOURS }),
  status: fc.constantFrom('enrolled', 'waiting', 'withdrawn', 'completed'),
  completedAfter: fc.integer({ min: 1, max: 2000 }),
});

const SKILLS = ['Cooking', 'cooking', 'Driving', '=SUM(A1)', 'Nepali', ' Driving '];
const seekerArb = fc.record({
  created: fc.integer({ min: 0, max: SPAN_HOURS }),
  district: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  deleted: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
  levels: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
  skills: fc.array(fc.constantFrom(...SKILLS), { maxLength: 3 }),
});

const dayArb = fc
  .integer({ min: 0, max: 600 })
  .map((days) => new Date(BASE + days * 86_400_000).toISOString().slice(0, 10));
const rangeArb = fc
  .tuple(dayArb, fc.oneof(fc.integer({ min: 0, max: 91 }), fc.integer({ min: 92, max: 500 })))
  .map(([from, length]) => ({
    from,
    to: new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10),
  }));

/**
 * Writes after the load: applications of some seekers deleted, others' moved earlier, the oldest jobs deleted,
 * the newest moved to other items of every list.
 */
const changesArb = fc.record({
  removed: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { maxLength: 3 }),
  moved: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { maxLength: 3 }),
  jobsDeleted: fc.integer({ min: 0, max: 3 }),
  jobsRegrouped: fc.integer({ min: 0, max: 3 }),
});

type JobSeed = typeof jobArb extends fc.Arbitrary<infer T> ? T : never;
type SeekerSeed = typeof seekerArb extends fc.Arbitrary<infer T> ? T : never;
type EnrolmentSeed = typeof enrolmentArb extends fc.Arbitrary<infer T> ? T : never;
type ChangesSeed = typeof changesArb extends fc.Arbitrary<infer T> ? T : never;

let seekerSerial = 0;
async function load(
  jobSeeds: JobSeed[],
  seekerSeeds: SeekerSeed[],
  enrolmentSeeds: EnrolmentSeed[],
): Promise<string[]> {
  await ctx.db.execute(sql`delete from jobs`);
  await ctx.db.execute(sql`delete from users where email like 'insight-%'`);
  const seekerIds: string[] = [];
  for (const seed of seekerSeeds) {
    seekerSerial += 1;
    const [user] = await ctx.db
      .insert(users)
      .values({
        email: `insight-${seekerSerial}@example.com`,
        passwordHash: 'not-a-hash',
        role: 'job_seeker',
        locationId: seed.district === null ? null : ids.district[seed.district],
        createdAt: at(seed.created),
        deletedAt: seed.deleted ? at(seed.created + 1) : null,
      })
      .returning({ id: users.id });
    const userId = user?.id as string;
    seekerIds.push(userId);
    await ctx.db.insert(seekerProfiles).values({ userId, skills: seed.skills });
    for (const level of seed.levels) {
      await ctx.db.insert(educations).values({
        userId,
        school: 'School',
        degree: educationKeys[level] as string,
        startDate: '2010-01-01',
      });
    }
  }
  for (const seed of jobSeeds) {
    const created = at(seed.created);
    const value = (g: InsightsGrouping) =>
      seed.groups[g] === null ? null : (ids[g][seed.groups[g] as number] ?? null);
    const deadline =
      seed.deadlineAfter === null
        ? null
        : new Date(created.getTime() + seed.deadlineAfter * 86_400_000).toISOString().slice(0, 10);
    const [job] = await ctx.db
      .insert(jobs)
      .values({
        title: 'Job',
        employerId,
        createdAt: created,
        categoryId: value('category'),
        locationId: value('district'),
        jobTypeId: value('jobType'),
        experienceLevelId: value('experience'),
        educationLevelId: value('education'),
        salaryRangeId: value('salary'),
        applicationDeadline: deadline,
        status: seed.closedAfter === null ? 'open' : 'closed',
        closedAt: seed.closedAfter === null ? null : new Date(created.getTime() + seed.closedAfter * 3_600_000),
      })
      .returning({ id: jobs.id });
    const rows = seed.applied.flatMap(({ hours, status }, i) => {
      const seekerId = seekerIds[i];
      return seekerId
        ? [
            {
              jobId: job?.id as string,
              seekerId,
              status,
              createdAt: new Date(created.getTime() + hours * 3_600_000),
              withdrawnAt: status === 'withdrawn' ? new Date(created.getTime() + (hours + 1) * 3_600_000) : null,
            },
          ]
        : [];
    });
    if (rows.length > 0) await ctx.db.insert(applications).values(rows);
  }
  // One enrolment of a seeker in a training that is not withdrawn at most (the table's rule).
  const active = new Set<string>();
  for (const seed of enrolmentSeeds) {
    const seekerId = seekerIds[seed.seeker];
    if (!seekerId) continue;
    const pair = `${seed.training}|${seekerId}`;
    if (seed.status !== 'withdrawn') {
      if (active.has(pair)) continue;
      active.add(pair);
    }
    const created = at(seed.created);
    const completed = new Date(created.getTime() + seed.completedAfter * 3_600_000);
    await ctx.db.insert(trainingEnrolments).values({
      trainingId: trainingIds[seed.training] as string,
      seekerId,
      status: seed.status as 'enrolled' | 'waiting' | 'withdrawn' | 'completed',
      createdAt: created,
      withdrawnAt: seed.status === 'withdrawn' ? completed : null,
      attendedAt: seed.status === 'completed' ? completed : null,
      completedAt: seed.status === 'completed' ? completed : null,
    });
  }
  return seekerIds;
}

/** The writes of `changes` (through plain SQL: every writer is counted, not only the app). */
async function change(seekerIds: string[], changes: ChangesSeed) {
  const chosen = (indexes: number[]) => indexes.flatMap((i) => seekerIds[i] ?? []);
  const removed = chosen(changes.removed);
  const moved = chosen(changes.moved);
  if (removed.length > 0)
    await ctx.db.execute(sql`delete from applications where seeker_id in ${sql`(${sql.join(removed, sql`, `)})`}`);
  if (moved.length > 0)
    await ctx.db.execute(sql`update applications set created_at = created_at - interval '5 hours'
      where seeker_id in ${sql`(${sql.join(moved, sql`, `)})`}`);
  await ctx.db.execute(
    sql`delete from jobs where id in (select id from jobs order by created_at limit ${changes.jobsDeleted})`,
  );
  await ctx.db.execute(
    sql`update jobs set ${sql.join(
      INSIGHTS_GROUPINGS.map((g) => sql`${sql.raw(COLUMN[g])} = ${ids[g][3] ?? null}`),
      sql`, `,
    )} where id in (select id from jobs order by created_at desc limit ${changes.jobsRegrouped})`,
  );
}

async function figures(range: { from: string; to: string }, by: InsightsGrouping): Promise<Insights> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/insights?from=${range.from}&to=${range.to}&by=${by}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return insightsSchema.parse(res.json());
}

// ---------- the plain counts ----------

const K = `'Asia/Kathmandu'`;
const tz = (day: string) => sql`(${day}::date::timestamp at time zone ${sql.raw(K)})`;
/** The plain end of a job: closed, or the day after its deadline began, whichever is first. */
const END = sql.raw(`least(closed_at, ((application_deadline + 1)::timestamp at time zone ${K}))`);

/** Linear-interpolated quartiles (what percentile_cont computes), rounded to a tenth. */
function plainQuartiles(values: number[]): Quartiles {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const rank = p * (sorted.length - 1);
    const low = Math.floor(rank);
    const high = Math.ceil(rank);
    return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (rank - low);
  };
  const round = (value: number) => Math.round(value * 10) / 10;
  return { q1: round(at(0.25)), median: round(at(0.5)), q3: round(at(0.75)) };
}

function expectQuartiles(actual: Quartiles, expected: Quartiles) {
  if (expected === null) return expect(actual).toBeNull();
  expect(actual).not.toBeNull();
  for (const key of ['q1', 'median', 'q3'] as const)
    expect(Math.abs((actual?.[key] as number) - expected[key])).toBeLessThanOrEqual(0.1);
}

async function checkJobs(result: Insights, range: { from: string; to: string }, by: InsightsGrouping) {
  const span = spanOf(range);
  expect(result.jobs.periods).toEqual(span.periods);
  expect(result.jobs.periods[0]! <= range.from).toBe(true);
  expect(nextPeriod(result.jobs.periods.at(-1)!, span.interval) > range.to).toBe(true);
  const col = sql.raw(COLUMN[by]);
  for (const [i, period] of span.periods.entries()) {
    const start = [period, range.from].sort().at(-1) as string;
    const nextStart = nextPeriod(period, span.interval);
    const end = [nextStart, dayAfter(range.to)].sort()[0] as string;
    const { rows } = await ctx.db.execute<{ grp: string | null; posted: number; open: number }>(sql`
      select ${col}::text as grp,
        count(*) filter (where created_at >= ${tz(start)} and created_at < ${tz(end)})::int as posted,
        count(*) filter (where created_at < ${tz(end)} and created_at < now() and ${tz(start)} < now()
          and (${END} is null or (${END} > ${tz(start)} and ${END} > created_at)))::int as open
      from jobs group by 1`);
    const expected = new Map(rows.map((row) => [row.grp, row]));
    for (const group of result.jobs.groups) {
      expect(group.posted[i], `posted ${by} ${group.key} ${period}`).toBe(expected.get(group.key)?.posted ?? 0);
      expect(group.open[i], `open ${by} ${group.key} ${period}`).toBe(expected.get(group.key)?.open ?? 0);
    }
    // A group left out has nothing in any period.
    for (const row of rows) {
      if (row.posted + row.open > 0) expect(result.jobs.groups.some((g) => g.key === row.grp)).toBe(true);
    }
  }
}

async function checkApplications(result: Insights, range: { from: string; to: string }, by: InsightsGrouping) {
  const { rows } = await ctx.db.execute<{ grp: string | null; n: number; hours: number | null }>(sql`
    select j.${sql.raw(COLUMN[by])}::text as grp,
      (select count(*) from applications a where a.job_id = j.id)::int as n,
      (select extract(epoch from min(a.created_at) - j.created_at) / 3600 from applications a where a.job_id = j.id)::float8 as hours
    from jobs j where j.created_at >= ${tz(range.from)} and j.created_at < ${tz(dayAfter(range.to))}`);
  const check = (figure: Insights['applications']['total'], mine: typeof rows) => {
    expect(figure.jobs).toBe(mine.length);
    expect(figure.applications).toBe(mine.reduce((sum, row) => sum + row.n, 0));
    expect(figure.jobsWithApplications).toBe(mine.filter((row) => row.n > 0).length);
    expectQuartiles(figure.perJob, plainQuartiles(mine.map((row) => row.n)));
    expectQuartiles(
      figure.firstApplicationHours,
      plainQuartiles(mine.flatMap((row) => (row.hours === null ? [] : [row.hours]))),
    );
  };
  check(result.applications.total, rows);
  const groups = new Set(rows.map((row) => row.grp));
  expect(result.applications.rows.map((row) => row.key).sort()).toEqual([...groups].sort());
  for (const row of result.applications.rows)
    check(
      row,
      rows.filter((r) => r.grp === row.key),
    );
}

async function checkClosed(result: Insights, range: { from: string; to: string }, by: InsightsGrouping) {
  const { rows } = await ctx.db.execute<{ grp: string | null; closed: boolean; days: number }>(sql`
    select ${sql.raw(COLUMN[by])}::text as grp, closed_at is not null and closed_at = ${END} as closed,
      (extract(epoch from ${END} - created_at) / 86400)::float8 as days
    from jobs where ${END} >= ${tz(range.from)} and ${END} < ${tz(dayAfter(range.to))} and ${END} > created_at
      and ${END} <= now()`);
  const check = (figure: Insights['closed']['total'], mine: typeof rows) => {
    expect(figure.closed).toBe(mine.filter((row) => row.closed).length);
    expect(figure.expired).toBe(mine.filter((row) => !row.closed).length);
    expectQuartiles(figure.daysOpen, plainQuartiles(mine.map((row) => row.days)));
  };
  check(result.closed.total, rows);
  expect(result.closed.rows.map((row) => row.key).sort()).toEqual([...new Set(rows.map((row) => row.grp))].sort());
  for (const row of result.closed.rows)
    check(
      row,
      rows.filter((r) => r.grp === row.key),
    );
}

async function checkTrainings(result: Insights, range: { from: string; to: string }) {
  const from = tz(range.from);
  const until = tz(dayAfter(range.to));
  const { rows } = await ctx.db.execute<Omit<Insights['trainings']['total'], 'category'> & { category: string }>(sql`
    with areas as (select unnest(array['all', ${sql.join(
      TRAINING_CATEGORIES.map((c) => sql`${c}`),
      sql`, `,
    )}]) as category),
    e as (select t.category, e.* from training_enrolments e join trainings t on t.id = e.training_id),
    firsts as (
      select a.category, e.seeker_id, min(e.completed_at) as first, count(*) as n from areas a
      join e on (a.category = 'all' or a.category = e.category)
      where e.status = 'completed' and e.completed_at >= ${from} and e.completed_at < ${until}
      group by 1, 2
    )
    select a.category,
      (select count(*) from e where (a.category = 'all' or e.category = a.category)
        and e.created_at >= ${from} and e.created_at < ${until})::int as enrolments,
      (select count(*) from e where (a.category = 'all' or e.category = a.category)
        and e.created_at >= ${from} and e.created_at < ${until} and e.status = 'withdrawn')::int as withdrawn,
      (select coalesce(sum(n), 0) from firsts f where f.category = a.category)::int as completions,
      (select count(*) from firsts f where f.category = a.category)::int as completers,
      (select count(*) from firsts f where f.category = a.category and exists (select 1 from applications ap
        where ap.seeker_id = f.seeker_id and ap.created_at > f.first and ap.status <> 'withdrawn'))::int as "completersApplied",
      (select count(*) from firsts f where f.category = a.category and exists (select 1 from applications ap
        where ap.seeker_id = f.seeker_id and ap.created_at > f.first and ap.status = 'shortlisted'))::int as "completersShortlisted"
    from areas a`);
  const plain = new Map(rows.map(({ category, ...figures }) => [category, figures]));
  expect(result.trainings.rows.map((row) => row.category)).toEqual([...TRAINING_CATEGORIES]);
  for (const row of [...result.trainings.rows, result.trainings.total]) {
    const { category, ...figures } = row;
    expect(figures, `trainings ${category ?? 'all'}`).toEqual(plain.get(category ?? 'all'));
  }
}

describe('insights: each figure equals a plain SQL count over the same data', () => {
  it('on random jobs, closings, deadlines, applications, seekers and enrolments, then deletions and changes, any range and grouping', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(jobArb, { maxLength: 30 }),
        fc.array(seekerArb, { maxLength: 12 }),
        fc.array(enrolmentArb, { maxLength: 20 }),
        rangeArb,
        fc.constantFrom(...INSIGHTS_GROUPINGS),
        changesArb,
        async (jobSeeds, seekerSeeds, enrolmentSeeds, range, by, changes) => {
          await change(await load(jobSeeds, seekerSeeds, enrolmentSeeds), changes);
          const result = await figures(range, by);
          await checkJobs(result, range, by);
          await checkApplications(result, range, by);
          await checkClosed(result, range, by);
          await expectSeekerFiguresOfPlainCounts(ctx, result, range);
          await checkTrainings(result, range);
        },
      ),
      { numRuns: 25, seed: Number(process.env.INSIGHTS_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
  }, 240_000);
});
