import { eq } from 'drizzle-orm';
import { applicationsPageSchema, commonMessages, jobMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { applications, jobs } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
const jobIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, seeker, other] = await Promise.all([
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'job_seeker'),
  ]);
  // 12 applications a minute apart (the 3rd rejected with a reason), plus one of another seeker.
  for (let i = 0; i < 12; i++) {
    const job = await createJob(ctx, { employerId: employer.id, title: `Job ${i}` });
    jobIds.push(job.id);
    await ctx.db.insert(applications).values({
      jobId: job.id,
      seekerId: seeker.id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)),
      ...(i === 2 ? { status: 'rejected' as const, rejectionReason: 'Position filled' } : {}),
    });
  }
  await ctx.db.insert(applications).values({ jobId: jobIds[0] ?? '', seekerId: other.id });
});
afterAll(async () => {
  await ctx?.close();
});

const page = (query: string, token = seeker.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/seekers/me/applications/page${query}`, headers: bearer(token) });

describe('GET /api/seekers/me/applications/page', () => {
  it('pages every application of the seeker, newest first, with the total', async () => {
    const first = applicationsPageSchema.parse((await page('?pageSize=5')).json());
    expect(first.total).toBe(12);
    expect(first.items.map((a) => a.job.title)).toEqual(['Job 11', 'Job 10', 'Job 9', 'Job 8', 'Job 7']);
    const third = applicationsPageSchema.parse((await page('?page=3&pageSize=5')).json());
    expect(third.items.map((a) => a.job.title)).toEqual(['Job 1', 'Job 0']);
    const second = applicationsPageSchema.parse((await page('?page=2&pageSize=5')).json());
    expect(second.items.map((a) => a.job.title)).toEqual(['Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2']);
    const reason = second.items.find((a) => a.job.title === 'Job 2');
    expect(reason?.status).toBe('rejected');
    expect(reason?.rejectionReason).toBe('Position filled');
  });

  it('defaults to page 1 of 10 and answers an empty page past the end', async () => {
    const standard = applicationsPageSchema.parse((await page('')).json());
    expect([standard.page, standard.pageSize, standard.items.length]).toEqual([1, 10, 10]);
    const past = applicationsPageSchema.parse((await page('?page=9')).json());
    expect(past).toMatchObject({ items: [], total: 12, page: 9 });
  });

  it('drops applications whose job is gone from the list and the count', async () => {
    const job = await createJob(ctx, { employerId: employer.id, title: 'Short-lived' });
    await ctx.db.insert(applications).values({ jobId: job.id, seekerId: other.id });
    expect(applicationsPageSchema.parse((await page('', other.token)).json()).total).toBe(2);
    await ctx.db.delete(jobs).where(eq(jobs.id, job.id));
    const after = applicationsPageSchema.parse((await page('', other.token)).json());
    expect(after.total).toBe(1);
    expect(after.items.map((a) => a.jobId)).toEqual([jobIds[0]]);
  });

  it('refuses bad paging with 400 and the reason, and anyone but a seeker', async () => {
    expectError(await page('?page=0'), 400, commonMessages.pageInvalid);
    expectError(await page('?pageSize=51'), 400, jobMessages.pageSizeTooBig);
    expectError(await page('?page=abc'), 400, commonMessages.pageInvalid);
    expect((await page('', employer.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/applications/page' })).statusCode).toBe(401);
  });
});
