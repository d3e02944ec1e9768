import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { jobs } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  employer = await createAccount(ctx, 'employer');
});
afterAll(async () => {
  await ctx.close();
});

const closedAt = async (id: string) =>
  (await ctx.db.select({ closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, id)))[0]?.closedAt ?? null;
const setStatus = (id: string, status: 'open' | 'closed') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/jobs/${id}/status`,
    payload: { status },
    headers: bearer(employer.token),
  });

describe('jobs.closed_at follows the status (migration 0028 trigger)', () => {
  it('is set when the employer closes a job, kept by other changes, cleared when it reopens', async () => {
    const job = await createJob(ctx, { employerId: employer.id });
    expect(await closedAt(job.id)).toBeNull();
    const before = Date.now();
    expect((await setStatus(job.id, 'closed')).statusCode).toBe(200);
    const closed = await closedAt(job.id);
    expect(closed?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await ctx.db.update(jobs).set({ title: 'Renamed', status: 'closed' }).where(eq(jobs.id, job.id));
    expect(await closedAt(job.id)).toEqual(closed);
    expect((await setStatus(job.id, 'open')).statusCode).toBe(200);
    expect(await closedAt(job.id)).toBeNull();
  });

  it('a job written closed keeps the time it states; an open job cannot carry one', async () => {
    const when = new Date('2025-05-05T05:05:05Z');
    const job = await createJob(ctx, { employerId: employer.id, status: 'closed', closedAt: when });
    expect(await closedAt(job.id)).toEqual(when);
    const open = await createJob(ctx, { employerId: employer.id, status: 'open', closedAt: when });
    expect(await closedAt(open.id)).toBeNull();
  });
});
