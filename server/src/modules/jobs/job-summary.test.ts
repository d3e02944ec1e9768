import { JOB_EXCERPT_MAX, JOB_EXCERPT_MAX_BYTES, jobsPageSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { createDemoData } from '../../scripts/demo-data.ts';
import { excerpt } from './job-summary.ts';

describe('excerpt', () => {
  it('keeps a short description whole, whitespace collapsed', () => {
    expect(excerpt('  Cook\n\nfor   the  lodge. ')).toBe('Cook for the lodge.');
  });

  it('cuts a long one at a word boundary with an ellipsis, never over the limit', () => {
    const text = 'Supervise civil works at the headworks and penstock alignment. '.repeat(10);
    const cut = excerpt(text);
    expect([...cut].length).toBeLessThanOrEqual(JOB_EXCERPT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(' ');
    expect(text.charAt(cut.length - 1)).toBe(' ');
  });

  it('bounds bytes too and counts code points, so Devanagari and emoji are never split inside a code point', () => {
    const nepali = 'होटलको भान्सामा नेपाली, भारतीय तथा कन्टिनेन्टल खाना पकाउन सक्ने अनुभवी भान्से चाहिएको छ। '.repeat(5);
    const cut = excerpt(nepali);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(JOB_EXCERPT_MAX_BYTES);
    expect(Buffer.byteLength(cut)).toBeGreaterThan(JOB_EXCERPT_MAX_BYTES - 40);
    expect(nepali.startsWith(cut.slice(0, -1))).toBe(true);
    const oneWord = 'x😀'.repeat(300);
    const emoji = excerpt(oneWord);
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(JOB_EXCERPT_MAX_BYTES);
    expect(oneWord.startsWith(emoji.slice(0, -1))).toBe(true);
    expect(Buffer.from(emoji).toString()).toBe(emoji); // a lone surrogate would not survive UTF-8
  });
});

describe('GET /api/jobs list items', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('carry only the card fields; every page of 10 demo jobs stays under 8 KB', async () => {
    await createDemoData(ctx.db, { jobs: 200 });
    const first = jobsPageSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/jobs' })).json());
    const sizes: number[] = [];
    for (let n = 1; n <= Math.ceil(first.total / 10); n += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?page=${n}` });
      sizes.push(Buffer.byteLength(res.body));
      jobsPageSchema.parse(res.json());
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8 * 1024);
  });

  it('lists a job with its card fields only', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'गण्डकी कृषि सहकारी' });
    const L = await lookups(ctx);
    const description = 'होटलको भान्सामा नेपाली, भारतीय तथा कन्टिनेन्टल खाना पकाउन सक्ने अनुभवी भान्से चाहिएको छ। '.repeat(40);
    const job = await createJob(ctx, {
      employerId: employer.id,
      title: 'कृषि प्राविधिक',
      description,
      jobTypeId: L.jobType('full-time').id,
      locationId: L.location('Kaski').id,
      salaryRangeId: L.salary('negotiable').id,
      customSalary: 'Negotiable with experience',
      skills: ['Agriculture'],
      applicationDeadline: '2099-12-31',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?q=${encodeURIComponent('कृषि प्राविधिक')}` });
    const item = res.json().items[0];
    expect(item.id).toBe(job.id);
    expect(Object.keys(item).sort()).toEqual(
      [
        'applicationDeadline',
        'customSalary',
        'employer',
        'excerpt',
        'id',
        'jobType',
        'location',
        'postedAt',
        'salaryRange',
        'title',
      ].sort(),
    );
    expect(item.jobType).toEqual({ name_en: 'Full-time', name_ne: 'पूर्णकालीन' });
    expect(item.salaryRange.key).toBe('negotiable');
    expect(item.employer).toEqual({ id: employer.id, companyName: 'गण्डकी कृषि सहकारी', companyLogoUrl: null });
    expect(item.applicationDeadline).toBe('2099-12-31');
    expect(item.excerpt).toBe(excerpt(description));
  });

  it('carry the job level in both languages when the job has one; a job without one has no jobLevel', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Seti Hydro Builders' });
    const L = await lookups(ctx);
    const word = 'penstockwelder';
    const withLevel = await createJob(ctx, {
      employerId: employer.id,
      title: `Senior welder ${word}`,
      jobLevelId: L.level('senior').id,
    });
    const without = await createJob(ctx, { employerId: employer.id, title: `Welder helper ${word}` });
    const page = jobsPageSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/jobs?q=${word}` })).json());
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(withLevel.id)?.jobLevel).toEqual({ name_en: 'Senior level', name_ne: 'वरिष्ठ तह' });
    expect(byId.get(without.id)).toBeDefined();
    expect(byId.get(without.id)).not.toHaveProperty('jobLevel');
  });
});
