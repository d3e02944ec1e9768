// The insights part of `npm run bench` (BENCH_PARTS=insights): the bench's jobs spread over two years, with
// closings, deadlines and applications, and BENCH_INSIGHTS_SEEKERS seekers with a district, education levels and
// skills; then each insights query timed one at a time, BENCH_INSIGHTS_RUNS times, against a plain count(*) of
// the jobs in the same run (the yardstick of this machine's speed at that moment).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { InsightsRange } from 'shared-api/contract';
import type { Db } from '../db/client.ts';
import { applicationFigures } from '../modules/insights/applications-figures.ts';
import { closedFigures } from '../modules/insights/closed-figures.ts';
import { GROUPINGS } from '../modules/insights/insights-groupings.ts';
import { spanOf } from '../modules/insights/insights-range.ts';
import { jobsOverTime } from '../modules/insights/jobs-over-time.ts';
import { publicFigures } from '../modules/insights/public-figures.ts';
import { seekerFigures } from '../modules/insights/seeker-figures.ts';
import { kathmanduToday } from '../modules/jobs/kathmandu-date.ts';
import { trainingFigures } from '../modules/trainings/training-figures.ts';
import { seedPeople } from './people-seed.ts';

const SEEKERS = Number(process.env.BENCH_INSIGHTS_SEEKERS ?? 100_000);
const RUNS = Number(process.env.BENCH_INSIGHTS_RUNS ?? 15);
const ENROLMENTS = Number(process.env.BENCH_INSIGHTS_ENROLMENTS ?? 30_000);
const TARGET_MS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Spreads the jobs over two years, closes a third of them, adds applications and the seekers' profiles, and
 * enrolments in the demo trainings.
 */
export async function seedInsightsBench(db: Db, pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const [marked] = (await pool.query<{ n: number }>(`select count(*)::int as n from educations`)).rows;
  if ((marked?.n ?? 0) > 0) {
    log('Insights data already present; using it as it is.');
    await seedEnrolments(pool, log);
    return;
  }
  const started = Date.now();
  log(`Spreading the jobs over two years, with closings and applications; ${SEEKERS} seekers with profiles...`);
  const [present] = (await pool.query<{ n: number }>(`select count(*)::int as n from users where role = 'job_seeker'`))
    .rows;
  if ((present?.n ?? 0) < SEEKERS) {
    await seedPeople(db, {
      tag: 'insights',
      domain: 'insights.bench',
      seekers: SEEKERS - (present?.n ?? 0),
      employers: 0,
      passwordHash: 'not-a-login',
    });
  }
  await pool.query(`
    update jobs j set created_at = x.created, status = case when x.r < 0.3 then 'closed' else 'open' end,
      closed_at = case when x.r < 0.3 then x.created + make_interval(hours => (x.r * 3000)::int + 1) end,
      application_deadline = case when x.r between 0.3 and 0.8 then (x.created + make_interval(days => (x.r * 60)::int))::date
        else j.application_deadline end
    from (select id, random() as r, now() - make_interval(secs => (random() * 730 * 86400)::int) as created from jobs) x
    where j.id = x.id`);
  await pool.query(`
    with s as (select id, row_number() over () as n from users where role = 'job_seeker'),
      d as (select array_agg(id) as ids from locations),
      l as (select array_agg(key) as keys from education_levels)
    update users u set location_id = case when s.n % 9 = 0 then null else d.ids[1 + s.n % array_length(d.ids, 1)] end,
      created_at = now() - make_interval(secs => (random() * 900 * 86400)::int)
    from s, d where u.id = s.id`);
  await pool.query(`
    insert into educations (user_id, school, degree, start_date)
    select u.id, 'School', l.keys[1 + (abs(hashtext(u.id::text || k)) % array_length(l.keys, 1))], '2010-01-01'
    from users u, (select array_agg(key) as keys from education_levels) l, generate_series(1, 2) k
    where u.role = 'job_seeker' and abs(hashtext(u.id::text)) % 3 >= k - 1`);
  await pool.query(`
    with words as (select array['Cooking','Driving','Accounting','Nepali','English','Excel','Sales','Teaching',
      'Nursing','Plumbing','Electrical work','Tailoring','Trekking guide','Customer service','Photoshop','Welding',
      'Carpentry','Farming','Marketing','Hotel management'] as w)
    update seeker_profiles p set skills = array(
      select words.w[1 + (abs(hashtext(p.user_id::text || k)) % 20)] from generate_series(1, 1 + abs(hashtext(p.user_id::text)) % 5) k)
    from words`);
  // The seekers numbered from 0 and joined by number (indexing one array of every seeker per row is quadratic).
  await pool.query(`
    with s as (select id, row_number() over (order by id) - 1 as i from users where role = 'job_seeker'),
      c as (select count(*) as n from s)
    insert into applications (job_id, seeker_id, created_at)
    select j.id, s.id, j.created_at + make_interval(hours => abs(hashtext(j.id::text || k)) % 400)
    from (select id, created_at, row_number() over () as n from jobs) j cross join generate_series(0, 5) k cross join c
      join s on s.i = (j.n * 7 + k * 131) % c.n
    where abs(hashtext(j.id::text)) % 6 >= k
    on conflict do nothing`);
  await seedEnrolments(pool, log);
  await pool.query('vacuum analyze');
  log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * ENROLMENTS seekers enrolled in the demo trainings over the last year: a tenth withdrawn, four tenths completed
 * 25 days later (the seekers' applications, seeded before or after, then count as applied or not).
 */
async function seedEnrolments(pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const [present] = (await pool.query<{ n: number }>(`select count(*)::int as n from training_enrolments`)).rows;
  if ((present?.n ?? 0) >= ENROLMENTS) return;
  log(`Enrolling ${ENROLMENTS} seekers in the demo trainings...`);
  await pool.query(
    `with t as (select array_agg(id order by id) as ids from trainings),
      s as (select id, row_number() over (order by id) as n from users where role = 'job_seeker'
        and not exists (select 1 from training_enrolments e where e.seeker_id = users.id) limit $1),
      e as (select t.ids[1 + s.n % cardinality(t.ids)] as training_id, s.id as seeker_id, s.n % 10 as kind,
        now() - make_interval(days => (30 + s.n % 330)::int) as created from s, t)
    insert into training_enrolments (training_id, seeker_id, status, created_at, withdrawn_at, attended_at, completed_at)
    select training_id, seeker_id,
      case when kind = 0 then 'withdrawn' when kind <= 4 then 'completed' else 'enrolled' end, created,
      case when kind = 0 then created + interval '2 days' end,
      case when kind between 1 and 4 then created + interval '25 days' end,
      case when kind between 1 and 4 then created + interval '25 days' end
    from e`,
    [ENROLMENTS],
  );
}

/** Each insights query on its own, RUNS times, one at a time; median and p95 in ms, against count(*) of the jobs. */
export async function benchInsights(db: Db, log: (line: string) => void): Promise<void> {
  const today = kathmanduToday();
  const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const quarterAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const year: InsightsRange = { from: yearAgo, to: today, by: 'category' };
  const quarter: InsightsRange = { from: quarterAgo, to: today, by: 'district' };
  const [counts] = (
    await db.execute<{ jobs: number; applications: number; seekers: number; enrolments: number }>(sql`
      select (select count(*) from jobs)::int as jobs, (select count(*) from applications)::int as applications,
        (select count(*) from users where role = 'job_seeker')::int as seekers,
        (select count(*) from training_enrolments)::int as enrolments`)
  ).rows;
  const cases: [string, () => Promise<unknown>][] = [
    ['yardstick: select count(*) from jobs', () => db.execute(sql`select count(*) from jobs`)],
    ['jobs posted and open, a year by month, by category', () => jobsOverTime(db, spanOf(year), GROUPINGS.category)],
    ['jobs posted and open, 90 days by week, by district', () => jobsOverTime(db, spanOf(quarter), GROUPINGS.district)],
    ['jobs posted and open, a year, by salary band', () => jobsOverTime(db, spanOf(year), GROUPINGS.salary)],
    ['applications per job and to the first, a year', () => applicationFigures(db, spanOf(year), GROUPINGS.category)],
    [
      'applications per job and to the first, 90 days',
      () => applicationFigures(db, spanOf(quarter), GROUPINGS.district),
    ],
    ['jobs ended and days open, a year', () => closedFigures(db, spanOf(year), GROUPINGS.category)],
    ['seekers by district, education and skills', () => seekerFigures(db, spanOf(year))],
    ['public figures (12 months, every table)', () => publicFigures(db)],
    ['trainings: enrolment, completion and what completers did next, a year', () => trainingFigures(db, year)],
  ];
  const rows: [string, number, number][] = [];
  for (const [name, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push([name, percentile(times, 50), percentile(times, 95)]);
  }
  const yardstick = rows[0]?.[1] ?? 1;
  log(
    `\nInsights queries at ${counts?.jobs} jobs, ${counts?.applications} applications, ${counts?.seekers} seekers and ${counts?.enrolments} enrolments,` +
      ` one at a time, ${RUNS} runs each after one warm-up (target ≤ ${TARGET_MS} ms):\n`,
  );
  log('| query | median ms | p95 ms | median / count(*) |');
  log('| ----- | --------: | -----: | ----------------: |');
  for (const [name, median, p95] of rows) {
    log(`| ${name} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${(median / yardstick).toFixed(1)}× |`);
  }
  const slow = rows.slice(1).filter(([, , p95]) => p95 > TARGET_MS);
  log(
    slow.length === 0
      ? `\nEvery insights query within ${TARGET_MS} ms (p95).`
      : `\nOver ${TARGET_MS} ms (p95): ${slow.map(([name]) => name).join('; ')}`,
  );
}
