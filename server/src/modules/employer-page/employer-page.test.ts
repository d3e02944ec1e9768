import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { adminMessages, employerPageSchema, localizedEmployerPageSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { employerProfiles, users } from '../../db/schema.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { employerPageHead } from './employer-page-head.ts';
import { findPublicEmployer } from './employer-page-service.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let names: Awaited<ReturnType<typeof lookups>>;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await ctx.app.publicCache.whenServing()).toBe(true);
  employer = await createAccount(ctx, 'employer', { companyName: 'Fewa Public Page Pvt. Ltd.' });
  names = await lookups(ctx);
  await ctx.db
    .update(employerProfiles)
    .set({
      companyDescription: 'Boats and lakeside tours.',
      website: 'https://fewa.example.com',
      address: 'Lakeside-6, Pokhara',
      industryId: names.industry('Information Technology').id,
    })
    .where(eq(employerProfiles.userId, employer.id));
  const today = kathmanduToday();
  await createJob(ctx, { employerId: employer.id, title: 'Boat guide', locationId: names.location('Kaski').id });
  await createJob(ctx, { employerId: employer.id, title: 'Ticket seller', applicationDeadline: addDays(today, 3) });
  await createJob(ctx, { employerId: employer.id, title: 'Closed job', status: 'closed' });
  await createJob(ctx, { employerId: employer.id, title: 'Expired job', applicationDeadline: addDays(today, -1) });
  await ctx.app.publicCache.fence();
});
afterAll(async () => {
  await ctx.close();
});

const get = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/employers/${id}` });

const expectNotFound = async (id: string) =>
  expectError(await get(id), 404, adminMessages.employerNotFound, 'admin.employerNotFound');

describe('GET /api/employers/:id', () => {
  it('shows an approved employer’s public fields and its listed jobs, newest first', async () => {
    const res = await get(employer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const page = employerPageSchema.parse(res.json());
    expect(page).toMatchObject({
      id: employer.id,
      companyName: 'Fewa Public Page Pvt. Ltd.',
      companyDescription: 'Boats and lakeside tours.',
      website: 'https://fewa.example.com',
      address: 'Lakeside-6, Pokhara',
      companyLogoUrl: null,
      industry: { name_en: 'Information Technology' },
      openJobs: 2,
    });
    expect(page.jobs.map((job) => job.title)).toEqual(['Ticket seller', 'Boat guide']);
  });

  it('sends no private field: no email, documents, approval or account state', async () => {
    const res = await get(employer.id);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(employerPageSchema.shape).sort());
    expect(res.body).not.toContain(employer.email);
    expect(res.body).not.toMatch(/approval|isActive|documents|email|phone|password/i);
  });

  it('is 404 for an unknown or malformed id and for a job seeker', async () => {
    await expectNotFound(randomUUID());
    await expectNotFound('not-a-uuid');
    const seeker = await createAccount(ctx, 'job_seeker');
    await expectNotFound(seeker.id);
  });

  it('is 404 for a pending or rejected employer', async () => {
    const pending = await createAccount(ctx, 'employer', { companyName: 'Waiting Co' });
    await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, pending.id));
    await expectNotFound(pending.id);
    await ctx.db.update(users).set({ approvalStatus: 'rejected' }).where(eq(users.id, pending.id));
    await expectNotFound(pending.id);
  });

  it('is 404 once deactivated (at once, though the page was cached) and back on re-activation', async () => {
    const company = await createAccount(ctx, 'employer', { companyName: 'Soon Dormant Co' });
    const admin = await createAccount(ctx, 'admin');
    expect((await get(company.id)).statusCode).toBe(200);
    const setStatus = (isActive: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${company.id}/status`,
        payload: { isActive },
        headers: bearer(admin.token),
      });
    expect((await setStatus(false)).statusCode).toBe(200);
    await expectNotFound(company.id);
    expect((await setStatus(true)).statusCode).toBe(200);
    expect((await get(company.id)).statusCode).toBe(200);
  });

  it('is 404 once the employer deleted their account', async () => {
    const company = await createAccount(ctx, 'employer', { companyName: 'Leaving Co' });
    expect((await get(company.id)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: PASSWORD },
      headers: bearer(company.token),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectNotFound(company.id);
  });

  it('shows a new job at once', async () => {
    const before = employerPageSchema.parse((await get(employer.id)).json()).openJobs;
    await createJob(ctx, { employerId: employer.id, title: 'Newest job' });
    await ctx.app.publicCache.fence();
    const page = employerPageSchema.parse((await get(employer.id)).json());
    expect(page.openJobs).toBe(before + 1);
    expect(page.jobs[0]?.title).toBe('Newest job');
  });
});

describe('GET /api/public/:language/employers/:id', () => {
  const getIn = (language: string, id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/public/${language}/employers/${id}` });

  it('carries the industry and the jobs’ lookup names in the page’s language only', async () => {
    const kaski = names.location('Kaski');
    const industry = names.industry('Information Technology');
    for (const [language, name, other] of [
      ['en', kaski.nameEn, kaski.nameNe],
      ['ne', kaski.nameNe, kaski.nameEn],
    ] as const) {
      const res = await getIn(language, employer.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
      const page = localizedEmployerPageSchema.parse(res.json());
      expect(page.industry).toEqual({ id: industry.id, name: language === 'en' ? industry.nameEn : industry.nameNe });
      const guide = page.jobs.find((job) => job.title === 'Boat guide');
      expect(guide?.location).toEqual({ name });
      expect(res.body).not.toContain(`"${other}"`);
      expect(res.body).not.toContain('name_en');
      expect(res.body).not.toContain('name_ne');
    }
  });

  it('answers as the both-language page does for who may be seen: 404 for a pending employer, 400 for a language', async () => {
    const pending = await createAccount(ctx, 'employer', { companyName: 'Not Yet Co' });
    await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, pending.id));
    expectError(await getIn('ne', pending.id), 404, adminMessages.employerNotFound, 'admin.employerNotFound');
    expectError(await getIn('ne', 'not-a-uuid'), 404, adminMessages.employerNotFound, 'admin.employerNotFound');
    const res = await getIn('fr', employer.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('follows a change in either language at once', async () => {
    await createJob(ctx, { employerId: employer.id, title: 'Lake cleaner' });
    await ctx.app.publicCache.fence();
    for (const language of ['en', 'ne']) {
      const page = localizedEmployerPageSchema.parse((await getIn(language, employer.id)).json());
      expect(page.jobs[0]?.title).toBe('Lake cleaner');
    }
  });
});

describe('employer page head', () => {
  it('titles the page by the company and describes it as a schema.org Organization', async () => {
    const employer = await findPublicEmployer(
      ctx.db,
      (await createAccount(ctx, 'employer', { companyName: 'A <b>&</b> Co' })).id,
    );
    if (!employer) throw new Error('no public employer');
    const head = employerPageHead(
      { ...employer, website: 'a.example', companyDescription: 'Tea </script> estates.' },
      'ne',
      'https://jobs.example',
    );
    expect(head).toContain('<title>A &lt;b&gt;&amp;&lt;/b&gt; Co | गण्डकी प्रदेश रोजगार पोर्टल</title>');
    // The Nepali page is its own canonical, with the English one as its alternate (and the default).
    expect(head).toContain(`<link rel="canonical" href="https://jobs.example/ne/employers/${employer.id}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="https://jobs.example/employers/${employer.id}">`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="ne" href="https://jobs.example/ne/employers/${employer.id}">`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://jobs.example/employers/${employer.id}">`,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Organization',
      name: 'A <b>&</b> Co',
      url: `https://jobs.example/ne/employers/${employer.id}`,
      sameAs: ['https://a.example/'],
      description: 'Tea </script> estates.',
    });
  });

  it('finds no public employer for a pending one', async () => {
    const pending = await createAccount(ctx, 'employer');
    await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, pending.id));
    expect(await findPublicEmployer(ctx.db, pending.id)).toBeUndefined();
  });
});
