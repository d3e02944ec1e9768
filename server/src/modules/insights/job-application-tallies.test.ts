import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';

let ctx: TestContext;
let employer: Account;

type Account = Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  employer = await createAccount(ctx, 'employer');
});
afterAll(async () => {
  await ctx.close();
});

/** What the figures group a job by. */
const LISTS = [
  'created_at',
  'category_id',
  'location_id',
  'job_type_id',
  'experience_level_id',
  'education_level_id',
  'salary_range_id',
];
const lists = (table: string) => sql.raw(LISTS.map((column) => `${table}.${column}`).join(', '));

/** Every job's row as the triggers keep it. */
async function tallies() {
  const { rows } = await ctx.db.execute<{ job_id: string; n: number; first: string | null }>(sql`
    select job_id::text, ${lists('t')}, applications as n, first_at::text as first from job_application_tallies t
    order by job_id`);
  return rows;
}

/** The same from the jobs and their applications. */
async function plainCounts() {
  const { rows } = await ctx.db.execute<{ job_id: string; n: number; first: string | null }>(sql`
    select j.id::text as job_id, ${lists('j')}, count(a.id)::int as n, min(a.created_at)::text as first
    from jobs j left join applications a on a.job_id = j.id
    group by j.id order by j.id`);
  return rows;
}

const apply = (seeker: Account, jobId: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(seeker.token), payload: { jobId } });

describe('job application tallies: exact under concurrent applications and deletions', () => {
  it('equal the plain counts after applications, withdrawals, postings, a closing, an edit and deletions at once', async () => {
    const seekers: Account[] = [];
    for (let i = 0; i < 12; i += 1) seekers.push(await createAccount(ctx, 'job_seeker'));
    const jobIds: string[] = [];
    for (let i = 0; i < 4; i += 1) jobIds.push((await createJob(ctx, { employerId: employer.id })).id);

    // Everyone applies to the first two jobs at once.
    const first = await Promise.all(
      seekers.flatMap((seeker) => jobIds.slice(0, 2).map((jobId) => apply(seeker, jobId))),
    );
    for (const res of first) expect(res.statusCode, res.body).toBe(201);
    expect(await tallies()).toEqual(await plainCounts());

    // Then, at once: everyone applies to the last two, half withdraw one, two delete their accounts (their
    // applications stay) and one is removed for good, the employer deletes a job with applications, a plain SQL
    // statement deletes the earliest application of another, jobs are posted, one is closed and one changes its
    // lists.
    const mine = first.map((res) => res.json() as { id: string });
    const writes = await Promise.all([
      ...seekers.flatMap((seeker) => jobIds.slice(2).map((jobId) => apply(seeker, jobId))),
      ...seekers.flatMap((seeker, i) =>
        i % 2 === 0
          ? [
              ctx.app.inject({
                method: 'PUT',
                url: `/api/applications/${mine[i * 2]?.id}/withdraw`,
                headers: bearer(seeker.token),
              }),
            ]
          : [],
      ),
      ...seekers.slice(9, 11).map((seeker) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/account/delete',
          headers: bearer(seeker.token),
          payload: { password: PASSWORD },
        }),
      ),
      // A person removed for good: their applications go with them (the cascade).
      ctx.db.execute(sql`delete from users where id = ${seekers[11]?.id}`),
      ctx.app.inject({ method: 'DELETE', url: `/api/jobs/${jobIds[1]}`, headers: bearer(employer.token) }),
      ctx.db.execute(sql`delete from applications where id = (
        select id from applications where job_id = ${jobIds[0]} order by created_at limit 1)`),
      // New jobs are posted, one applied to is closed, another moved to another category and district.
      ...[0, 1, 2].map(() => createJob(ctx, { employerId: employer.id })),
      ctx.db.execute(sql`update jobs set status = 'closed' where id = ${jobIds[3]}`),
      ctx.db.execute(sql`update jobs set category_id = (select id from categories order by id limit 1),
        location_id = (select id from locations order by id desc limit 1) where id = ${jobIds[2]}`),
    ]);
    for (const res of writes) if (res && 'statusCode' in res) expect(res.statusCode, res.body).toBeLessThan(500);

    const counted = await tallies();
    expect(counted).toEqual(await plainCounts());
    // The deleted job's applications are gone with it, and so is its tally.
    expect(counted.some((row) => row.job_id === jobIds[1])).toBe(false);
    expect(counted.find((row) => row.job_id === jobIds[2])?.n).toBe(11);
  }, 120_000);

  it('keep the earliest when the first application is deleted while an earlier one is being sent', async () => {
    const seekers: Account[] = [];
    for (let i = 0; i < 3; i += 1) seekers.push(await createAccount(ctx, 'job_seeker'));
    const jobId = (await createJob(ctx, { employerId: employer.id })).id;
    const insert = `insert into applications (job_id, seeker_id, created_at)
      values ($1, $2, now() - make_interval(hours => $3))`;
    const deleteFirst = `delete from applications where id = (
      select id from applications where job_id = $1 order by created_at limit 1)`;
    const writer = new pg.Client({ connectionString: ctx.databaseUrl });
    const deleter = new pg.Client({ connectionString: ctx.databaseUrl });
    await writer.connect();
    await deleter.connect();
    try {
      await writer.query(insert, [jobId, seekers[0]?.id, 10]);
      await writer.query(insert, [jobId, seekers[1]?.id, 5]);
      // Either order: the sender holds the tally first, or the deleter does.
      for (const senderFirst of [true, false]) {
        const seekerId = (senderFirst ? seekers[2] : seekers[0])?.id as string;
        const sendEarly = () => writer.query(insert, [jobId, seekerId, senderFirst ? 20 : 30]);
        await writer.query('begin');
        await deleter.query('begin');
        if (senderFirst) {
          await sendEarly();
          const deleting = deleter.query(deleteFirst, [jobId]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await writer.query('commit');
          await deleting;
          await deleter.query('commit');
        } else {
          await deleter.query(deleteFirst, [jobId]);
          const sending = sendEarly();
          await new Promise((resolve) => setTimeout(resolve, 200));
          await deleter.query('commit');
          await sending;
          await writer.query('commit');
        }
        const counted = await tallies();
        expect(counted.find((row) => row.job_id === jobId)).toEqual(
          (await plainCounts()).find((row) => row.job_id === jobId),
        );
      }
    } finally {
      await writer.end();
      await deleter.end();
    }
  }, 60_000);
});
