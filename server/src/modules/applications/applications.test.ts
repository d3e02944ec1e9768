import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applicationSchema, jobMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { applications, jobs } from '../../db/schema.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
const today = kathmanduToday();

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, seeker, admin] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Lekhnath Dairy' }),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const applyAs = (jobId: string, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: { jobId },
    headers: token ? bearer(token) : {},
  });
const rowsFor = (jobId: string) => ctx.db.select().from(applications).where(eq(applications.jobId, jobId));

describe('POST /api/applications', () => {
  it('applies (201 with the application); a repeat is 409 Already applied and creates nothing', async () => {
    const L = await lookups(ctx);
    const job = await createJob(ctx, {
      employerId: employer.id,
      title: 'Milk Collector',
      locationId: L.location('Other').id,
      customLocation: 'Rupa Lake',
      applicationDeadline: today,
    });
    const res = await applyAs(job.id, seeker.token);
    expect(res.statusCode, res.body).toBe(201);
    const body = applicationSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      jobId: job.id,
      seekerId: seeker.id,
      status: 'pending',
      viewed: false,
      rejectionReason: null,
      job: {
        id: job.id,
        title: 'Milk Collector',
        status: 'open',
        companyName: 'Lekhnath Dairy',
        location: { name_en: 'Other', name_ne: 'अन्य' },
        customLocation: 'Rupa Lake',
      },
    });
    expectError(await applyAs(job.id, seeker.token), 409, jobMessages.alreadyApplied);
    expect(await rowsFor(job.id)).toHaveLength(1);
  });

  it('lets exactly one of 10 concurrent identical applies through', async () => {
    const job = await createJob(ctx, { employerId: employer.id });
    const results = await Promise.all(Array.from({ length: 10 }, () => applyAs(job.id, seeker.token)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409)) expectError(r, 409, jobMessages.alreadyApplied);
    expect(await rowsFor(job.id)).toHaveLength(1);
  });

  it('refuses closed and past-deadline jobs, and a missing job', async () => {
    const closed = await createJob(ctx, { employerId: employer.id, status: 'closed' });
    expectError(await applyAs(closed.id, seeker.token), 409, jobMessages.closed);
    const expired = await createJob(ctx, { employerId: employer.id, applicationDeadline: addDays(today, -1) });
    expectError(await applyAs(expired.id, seeker.token), 409, jobMessages.deadlinePassed);
    expectError(await applyAs(randomUUID(), seeker.token), 404, jobMessages.notFound);
    expectError(await applyAs('not-a-uuid', seeker.token), 400, 'jobId must be a valid id.');
    expect(await rowsFor(closed.id)).toHaveLength(0);
    expect(await rowsFor(expired.id)).toHaveLength(0);
  });

  it('is for job seekers only: employer and admin 403 with the message, anonymous 401', async () => {
    const job = await createJob(ctx, { employerId: employer.id });
    expectError(await applyAs(job.id, employer.token), 403, jobMessages.onlySeekers);
    expectError(await applyAs(job.id, admin.token), 403, jobMessages.onlySeekers);
    expectError(await applyAs(job.id), 401);
    expect(await rowsFor(job.id)).toHaveLength(0);
  });
});

describe('GET /api/seekers/me/applications', () => {
  it('lists newest first and drops applications whose job is gone', async () => {
    const other = await createAccount(ctx, 'job_seeker');
    const jobsMade = [];
    for (const title of ['Old', 'Middle', 'New']) {
      const job = await createJob(ctx, { employerId: employer.id, title });
      expect((await applyAs(job.id, other.token)).statusCode).toBe(201);
      jobsMade.push(job);
    }
    const mine = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/seekers/me/applications',
        headers: bearer(other.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return z.array(applicationSchema).parse(res.json());
    };
    expect((await mine()).map((a) => a.job.title)).toEqual(['New', 'Middle', 'Old']);
    // Deleting a job cascades to its applications; a closed job stays listed with its status.
    await ctx.db.delete(jobs).where(eq(jobs.id, jobsMade[1]?.id ?? ''));
    await ctx.db
      .update(jobs)
      .set({ status: 'closed' })
      .where(eq(jobs.id, jobsMade[0]?.id ?? ''));
    const after = await mine();
    expect(after.map((a) => [a.job.title, a.job.status])).toEqual([
      ['New', 'open'],
      ['Old', 'closed'],
    ]);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/applications', headers: bearer(employer.token) }),
      403,
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/applications' }), 401);
  });
});
