import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { applications, jobs } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let jobId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await ctx.app.publicCache.whenServing()).toBe(true);
  [employer, seeker, admin] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Quillwort Dormancy Traders' }),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'admin'),
  ]);
  jobId = (await createJob(ctx, { employerId: employer.id, title: 'Quillwort nursery keeper' })).id;
  await ctx.app.publicCache.fence();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

async function setActive(isActive: boolean) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${employer.id}/status`,
    payload: { isActive },
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.app.publicCache.fence();
}

/** Where the public site shows the job: the list, keyword search, the job page, the home counts, the employer. */
async function publicSightings() {
  const list = (await get('/api/jobs?pageSize=50')).json() as { items: { id: string }[] };
  const search = (await get('/api/jobs?q=quillwort')).json() as { total: number };
  const page = await get(`/api/jobs/${jobId}`);
  const home = (await get('/api/home/summary')).json() as { employers: { id: string }[] };
  const employerPage = await get(`/api/employers/${employer.id}`);
  return {
    listed: list.items.some((item) => item.id === jobId),
    found: search.total,
    page: page.statusCode,
    onHome: home.employers.some((item) => item.id === employer.id),
    employerPage: employerPage.statusCode,
  };
}

const apply = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/applications', payload: { jobId }, headers: bearer(token) });

describe("a deactivated employer's jobs", () => {
  it('leave every public page and come back on reactivation, open all along', async () => {
    const shown = { listed: true, found: 1, page: 200, onHome: true, employerPage: 200 };
    expect(await publicSightings()).toEqual(shown);

    await setActive(false);
    expect(await publicSightings()).toEqual({ listed: false, found: 0, page: 404, onHome: false, employerPage: 404 });
    const [row] = await ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
    expect(row?.status).toBe('open');

    await setActive(true);
    expect(await publicSightings()).toEqual(shown);
  });

  it('take no application while the employer is deactivated (404, nothing stored)', async () => {
    await setActive(false);
    const refused = await apply(seeker.token);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'job.notFound' });
    expect(await ctx.db.select().from(applications).where(eq(applications.jobId, jobId))).toEqual([]);

    await setActive(true);
    const accepted = await apply(seeker.token);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('an apply racing a deactivation either lands before it or is refused after it, never after it', async () => {
    const other = await createAccount(ctx, 'job_seeker');
    const [applied] = await Promise.all([
      apply(other.token),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${employer.id}/status`,
        payload: { isActive: false },
        headers: bearer(admin.token),
      }),
    ]);
    const [stored] = await ctx.db.select().from(applications).where(eq(applications.seekerId, other.id));
    if (applied.statusCode === 201) {
      // The deactivation waited for the application's lock: the application is older than the change.
      expect(stored).toBeDefined();
    } else {
      expect(applied.statusCode, applied.body).toBe(404);
      expect(stored).toBeUndefined();
    }
    await setActive(true);
  });
});
