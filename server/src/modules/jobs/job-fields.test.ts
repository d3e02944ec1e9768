import { eq } from 'drizzle-orm';
import { employerMessages, type Job, jobsPageSchema, kathmanduToday } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { sendMultipart } from '../../../test/sample-files.ts';
import { jobs } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let L: Awaited<ReturnType<typeof lookups>>;
const today = kathmanduToday();

beforeAll(async () => {
  ctx = await createTestContext();
  employer = await createAccount(ctx, 'employer', { companyName: 'Tal Barahi Hotel' });
  L = await lookups(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
  sendMultipart(ctx, { method, url, token: employer.token }, fields);

describe('the job fields Nepali portals show', () => {
  it('posts and reads back vacancies, job level, offered salary, contact person, how to apply and benefits', async () => {
    const res = await send('POST', '/api/jobs', {
      title: 'Waiter',
      jobLevelId: L.level('entry').id,
      vacancies: '3',
      salaryRangeId: L.salary('20000-30000').id,
      salaryMin: '22000',
      salaryMax: '26000',
      contactPerson: ' Hari Gurung, HR ',
      howToApply: 'Bring your citizenship and a CV to the front desk, 10 am to 4 pm.',
      benefits: 'Meals, lodging, festival bonus',
      applicationDeadline: addDays(today, 20),
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json() as Job;
    expect(job).toMatchObject({
      vacancies: 3,
      jobLevelId: L.level('entry').id,
      jobLevel: { name_en: 'Entry level', name_ne: 'सुरुवाती तह', key: 'entry' },
      salaryMin: 22000,
      salaryMax: 26000,
      contactPerson: 'Hari Gurung, HR',
      howToApply: 'Bring your citizenship and a CV to the front desk, 10 am to 4 pm.',
      benefits: 'Meals, lodging, festival bonus',
    });
    const read = (await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json() as Job;
    expect(read).toMatchObject({ vacancies: 3, salaryMin: 22000, jobLevel: { key: 'entry' } });
    const list = jobsPageSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/jobs?jobLevels=${L.level('entry').id}` })).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([job.id]);
    expect(list.items[0]).toMatchObject({ vacancies: 3, salaryMin: 22000, salaryMax: 26000 });
    const keyword = jobsPageSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/jobs?q=waiter&jobLevels=${L.level('senior').id}` })).json(),
    );
    expect(keyword.total).toBe(0);
    // Cleared fields are null again; the offered salary may have one end.
    const edited = await send('PUT', `/api/jobs/${job.id}`, {
      title: 'Waiter',
      salaryRangeId: L.salary('20000-30000').id,
      salaryMin: '25000',
      vacancies: '',
      benefits: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      vacancies: null,
      salaryMin: 25000,
      salaryMax: null,
      benefits: null,
      jobLevel: null,
    });
  });

  it('jobs posted before these fields existed stay valid and read as not stated', async () => {
    const old = await createJob(ctx, { employerId: employer.id, title: 'Old posting' });
    const read = (await ctx.app.inject({ method: 'GET', url: `/api/jobs/${old.id}` })).json() as Job;
    expect(read).toMatchObject({ vacancies: null, jobLevel: null, salaryMin: null, salaryMax: null, howToApply: null });
  });

  it('refuses bad numbers, a salary outside its band or upside down, and a deadline in the past or too far', async () => {
    const refused = async (fields: Record<string, string>, message: string, field?: string) => {
      const res = await send('POST', '/api/jobs', { title: 'Cook', ...fields });
      expectError(res, 400, message);
      if (field) expect(res.json().field).toBe(field);
    };
    await refused({ vacancies: '0' }, employerMessages.vacanciesInvalid, 'vacancies');
    await refused({ vacancies: '2.5' }, employerMessages.vacanciesInvalid, 'vacancies');
    await refused({ vacancies: 'many' }, employerMessages.vacanciesInvalid, 'vacancies');
    await refused({ salaryMin: '-1' }, employerMessages.salaryInvalid, 'salaryMin');
    await refused({ salaryMax: '20000000' }, employerMessages.salaryInvalid, 'salaryMax');
    await refused({ salaryMin: '30000', salaryMax: '20000' }, employerMessages.salaryOrder, 'salaryMax');
    const band = L.salary('10000-20000').id;
    await refused({ salaryRangeId: band, salaryMin: '25000' }, employerMessages.salaryOutsideBand);
    await refused({ salaryRangeId: band, salaryMin: '5000', salaryMax: '15000' }, employerMessages.salaryOutsideBand);
    await refused({ applicationDeadline: addDays(today, -1) }, employerMessages.deadlinePast, 'applicationDeadline');
    await refused({ applicationDeadline: addDays(today, 366) }, employerMessages.deadlineTooFar, 'applicationDeadline');
    await refused({ jobLevelId: '00000000-0000-4000-8000-000000000000' }, employerMessages.unknownLookup);
    // A negotiable band takes any offered salary (with its custom text); the band's ends are inclusive.
    const negotiable = await send('POST', '/api/jobs', {
      title: 'Chef',
      salaryRangeId: L.salary('negotiable').id,
      customSalary: 'Depends on experience',
      salaryMin: '90000',
    });
    expect(negotiable.statusCode, negotiable.body).toBe(201);
    const edge = await send('POST', '/api/jobs', {
      title: 'Dishwasher',
      salaryRangeId: band,
      salaryMin: '10000',
      salaryMax: '20000',
    });
    expect(edge.statusCode, edge.body).toBe(201);
    expect((await send('POST', '/api/jobs', { title: 'Porter', applicationDeadline: today })).statusCode).toBe(201);
  });

  it('an edit that keeps an expired deadline saves; changing it to another past day does not', async () => {
    const job = await createJob(ctx, {
      employerId: employer.id,
      title: 'Gardener',
      applicationDeadline: addDays(today, -10),
    });
    const kept = await send('PUT', `/api/jobs/${job.id}`, {
      title: 'Head gardener',
      applicationDeadline: addDays(today, -10),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expectError(
      await send('PUT', `/api/jobs/${job.id}`, { title: 'Head gardener', applicationDeadline: addDays(today, -5) }),
      400,
      employerMessages.deadlinePast,
    );
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.title).toBe('Head gardener');
  });
});
