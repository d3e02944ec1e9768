import type { FastifyInstance } from 'fastify';
import { localizedJobSchema, localizedJobsPageSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, secondInstance, type TestContext } from '../../../test/context.ts';
import { createAccount, createJob, lookups, renameLocationNe } from '../../../test/jobs.ts';

let ctx: TestContext;
/** A second instance on the same database (another server behind the load balancer). */
let other: FastifyInstance;
let L: Awaited<ReturnType<typeof lookups>>;
let employerId: string;
let word: string;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await secondInstance(ctx);
  L = await lookups(ctx);
  employerId = (await createAccount(ctx, 'employer', { companyName: 'Fewa Lodge' })).id;
  word = `zerk${Date.now().toString(36)}`;
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;

const get = async (url: string, app: FastifyInstance = ctx.app) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** A job with every lookup set: the location Other, the band negotiable, the industry as given. */
const fullJob = (industry: string, title = `Cook ${word}`) =>
  createJob(ctx, {
    employerId,
    title,
    categoryId: L.category('Other').id,
    customCategory: 'Lake cruises',
    industryId: L.industry(industry).id,
    customIndustry: industry === 'Other' ? 'Tea processing' : null,
    locationId: L.location('Other').id,
    customLocation: 'Sarangkot',
    jobTypeId: L.jobType('full-time').id,
    jobLevelId: L.level('entry').id,
    experienceLevelId: L.experience('fresher').id,
    educationLevelId: L.education('see').id,
    salaryRangeId: L.salary('negotiable').id,
    customSalary: 'As per experience',
  });

describe('the public jobs answers in one language', () => {
  it('GET /api/public/:language/jobs lists what GET /api/jobs lists, each name in that language only', async () => {
    const job = await fullJob('Information Technology');
    const query = `?q=${word}`;
    const both = (await get(`/api/jobs${query}`)).json() as { items: { id: string }[]; total: number };
    for (const language of ['en', 'ne'] as const) {
      const res = await get(`/api/public/${language}/jobs${query}`);
      const page = localizedJobsPageSchema.parse(res.json());
      expect(page.total).toBe(both.total);
      expect(page.items.map((item) => item.id)).toEqual(both.items.map((item) => item.id));
      expect(res.body).not.toMatch(/name_en|name_ne/);
      const [item] = page.items;
      expect(item?.id).toBe(job.id);
      const ne = language === 'ne';
      expect(item?.location).toEqual({ name: ne ? 'अन्य' : 'Other', other: true });
      expect(item?.jobType).toEqual({ name: ne ? L.jobType('full-time').nameNe : 'Full-time' });
      expect(item?.jobLevel).toEqual({ name: ne ? L.level('entry').nameNe : 'Entry level' });
      expect(item?.salaryRange).toMatchObject({ negotiable: true });
      if (ne) expect(JSON.stringify(item?.jobType)).toMatch(DEVANAGARI);
      else expect(res.body.replace(/"excerpt":"[^"]*"/g, '')).not.toMatch(DEVANAGARI);
    }
  });

  it('GET /api/public/:language/jobs/:id is the job with its names in that language; Other and negotiable marked', async () => {
    const job = await fullJob('Information Technology');
    for (const language of ['en', 'ne'] as const) {
      const res = await get(`/api/public/${language}/jobs/${job.id}`);
      const wire = localizedJobSchema.parse(res.json());
      expect(res.body).not.toMatch(/name_en|name_ne/);
      const ne = language === 'ne';
      expect(wire).toMatchObject({
        id: job.id,
        title: job.title,
        category: { id: L.category('Other').id, name: ne ? L.category('Other').nameNe : 'Other', other: true },
        location: { name: ne ? 'अन्य' : 'Other', other: true },
        industry: { name: ne ? L.industry('Information Technology').nameNe : 'Information Technology' },
        experienceLevel: { name: ne ? L.experience('fresher').nameNe : L.experience('fresher').nameEn, key: 'fresher' },
        educationLevel: { key: 'see' },
        salaryRange: { key: 'negotiable', negotiable: true },
        customSalary: 'As per experience',
      });
      expect(wire.industry?.other).toBeUndefined();
      if (!ne) expect(res.body).not.toMatch(DEVANAGARI);
    }
  });

  it('keeps both names on an industry named Other, which the spec shows in both languages', async () => {
    const job = await fullJob('Other', `Tea taster ${word}`);
    const wire = localizedJobSchema.parse((await get(`/api/public/ne/jobs/${job.id}`)).json());
    expect(wire.industry).toMatchObject({ name: 'अन्य', other: true, name_en: 'Other', name_ne: 'अन्य' });
    expect(wire.customIndustry).toBe('Tea processing');
  });

  it('shows a rename in that language in the next answer of another instance', async () => {
    const job = await createJob(ctx, { employerId, title: `Guide ${word}`, locationId: L.location('Kaski').id });
    const name = async (language: string) =>
      localizedJobSchema.parse((await get(`/api/public/${language}/jobs/${job.id}`, other)).json()).location?.name;
    const listed = async (language: string) =>
      localizedJobsPageSchema.parse((await get(`/api/public/${language}/jobs?q=Guide%20${word}`, other)).json())
        .items[0]?.location?.name;
    expect(await name('ne')).toBe('कास्की');
    expect(await listed('ne')).toBe('कास्की');
    await renameLocationNe(ctx, other, 'Kaski', 'कास्की जिल्ला');
    expect(await name('ne')).toBe('कास्की जिल्ला');
    expect(await listed('ne')).toBe('कास्की जिल्ला');
    expect(await name('en')).toBe('Kaski');
  });

  it('refuses a bad language, query or id with a 4xx and a message', async () => {
    const cases: [string, number][] = [
      ['/api/public/fr/jobs', 400],
      ['/api/public/NE/jobs', 400],
      ['/api/public/ne/jobs?page=0', 400],
      ['/api/public/ne/jobs?pageSize=abc', 400],
      ['/api/public/en/jobs/not-a-uuid', 404],
      ['/api/public/en/jobs/00000000-0000-4000-8000-000000000000', 404],
      ['/api/public/xx/jobs/00000000-0000-4000-8000-000000000000', 400],
    ];
    for (const [url, status] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});
