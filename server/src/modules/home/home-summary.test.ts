import { eq } from 'drizzle-orm';
import { type HomeSummary, homeSummarySchema, jobsPageSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, PASSWORD } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { multipart } from '../../../test/sample-files.ts';
import { employerProfiles, users } from '../../db/schema.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';

let ctx: TestContext;
let approved: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let deactivated: Awaited<ReturnType<typeof createAccount>>;
let pending: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let names: Awaited<ReturnType<typeof lookups>>;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await ctx.app.publicCache.whenServing()).toBe(true);
  names = await lookups(ctx);
  approved = await createAccount(ctx, 'employer', { companyName: 'Phewa Summary Traders' });
  other = await createAccount(ctx, 'employer', { companyName: 'Annapurna Summary Works' });
  deactivated = await createAccount(ctx, 'employer', { companyName: 'Dormant Summary Co' });
  pending = await createAccount(ctx, 'employer', { companyName: 'Pending Summary Co' });
  admin = await createAccount(ctx, 'admin');
  await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, pending.id));
  await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
  const today = kathmanduToday();
  const it = names.category('Information Technology').id;
  const hotel = names.category('Hospitality & Tourism').id;
  const kaski = names.location('Kaski').id;
  const tanahun = names.location('Tanahun').id;
  const jobs = [
    { employerId: approved.id, categoryId: it, locationId: kaski },
    { employerId: approved.id, categoryId: it, locationId: tanahun, applicationDeadline: today },
    { employerId: approved.id, categoryId: hotel, locationId: kaski, applicationDeadline: addDays(today, 9) },
    { employerId: other.id, categoryId: hotel, locationId: kaski },
    // Not listed: closed, past its deadline.
    { employerId: approved.id, categoryId: it, locationId: kaski, status: 'closed' as const },
    { employerId: other.id, categoryId: it, locationId: tanahun, applicationDeadline: addDays(today, -1) },
    // Not listed: its employer is deactivated (the job stays open, listed again on reactivation).
    { employerId: deactivated.id, categoryId: hotel, locationId: tanahun },
    { employerId: pending.id, categoryId: it, locationId: kaski },
  ];
  for (const job of jobs) await createJob(ctx, job);
  await ctx.app.publicCache.fence();
});
afterAll(async () => {
  await ctx.close();
});

async function summary(headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/home/summary', headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: homeSummarySchema.parse(res.json()) };
}

async function jobsTotal(query: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return jobsPageSchema.parse(res.json()).total;
}

/** Every tile's count is GET /jobs's total for the filter the tile links to. */
async function expectTilesMatchJobs(body: HomeSummary) {
  for (const tile of body.categories) expect(tile.count, tile.name_en).toBe(await jobsTotal(`categoryId=${tile.id}`));
  for (const tile of body.locations) expect(tile.count, tile.name_en).toBe(await jobsTotal(`locationIds=${tile.id}`));
}

const tile = (list: HomeSummary['categories'], name: string) => list.find((item) => item.name_en === name)?.count;

describe('GET /api/home/summary', () => {
  it('counts listed jobs per category and district, each equal to the /jobs total of that filter', async () => {
    const { body } = await summary();
    expect(tile(body.categories, 'Information Technology')).toBe(3);
    expect(tile(body.categories, 'Hospitality & Tourism')).toBe(2);
    expect(tile(body.locations, 'Kaski')).toBe(4);
    expect(tile(body.locations, 'Tanahun')).toBe(1);
    // Only lookups with jobs, most jobs first.
    expect(body.categories.every((item) => item.count > 0)).toBe(true);
    expect(body.locations.map((item) => item.name_en)).toEqual(['Kaski', 'Tanahun']);
    await expectTilesMatchJobs(body);
  });

  it('lists only approved, active employers with listed jobs, most jobs first, and only public fields', async () => {
    const { body } = await summary();
    expect(body.employers.map((e) => [e.companyName, e.openJobs])).toEqual([
      ['Phewa Summary Traders', 3],
      ['Annapurna Summary Works', 1],
    ]);
    expect(Object.keys(body.employers[0] ?? {}).sort()).toEqual(['companyLogoUrl', 'companyName', 'id', 'openJobs']);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('is cacheable: public Cache-Control, a strong ETag and 304 on If-None-Match', async () => {
    const { res } = await summary();
    expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/home/summary', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('changes at once after a new job is posted, a job closed, or an employer deactivated', async () => {
    const before = (await summary()).body;
    const kaski = names.location('Kaski').id;
    const body = multipart({
      title: 'Cache-busting summary job',
      description: 'Posted through the API.',
      categoryId: names.category('Information Technology').id,
      locationId: kaski,
    });
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(other.token) },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const afterPost = (await summary()).body;
    expect(tile(afterPost.locations, 'Kaski')).toBe((tile(before.locations, 'Kaski') ?? 0) + 1);
    expect(afterPost.employers.find((e) => e.id === other.id)?.openJobs).toBe(2);
    await expectTilesMatchJobs(afterPost);

    const jobId = (posted.json() as { id: string }).id;
    const closed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}/status`,
      payload: { status: 'closed' },
      headers: bearer(other.token),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(tile((await summary()).body.locations, 'Kaski')).toBe(tile(before.locations, 'Kaski'));

    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${other.id}/status`,
      payload: { isActive: false },
      headers: bearer(admin.token),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await summary()).body.employers.map((e) => e.id)).toEqual([approved.id]);
  });

  it('drops an employer who deletes their account (their jobs close)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: PASSWORD },
      headers: bearer(approved.token),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const { body } = await summary();
    expect(body.employers).toEqual([]);
    const [profile] = await ctx.db.select().from(employerProfiles).where(eq(employerProfiles.userId, approved.id));
    expect(profile).toBeUndefined();
    await expectTilesMatchJobs(body);
  });
});
