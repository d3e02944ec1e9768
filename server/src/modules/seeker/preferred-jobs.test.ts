import { jobSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob } from '../../../test/jobs.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';

let ctx: TestContext;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
const today = kathmanduToday();

beforeAll(async () => {
  ctx = await createTestContext();
  [seeker, employer, admin] = await Promise.all([
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer', { companyName: 'Begnas Farms' }),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const preferred = async (query = '', token: string | null = seeker.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/seekers/me/preferred-jobs${query}`, headers: token ? bearer(token) : {} });
const setSkills = (skills: string[]) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { skills }, headers: bearer(seeker.token) });
const titles = async (query = '') => {
  const res = await preferred(query);
  expect(res.statusCode, res.body).toBe(200);
  return z
    .array(jobSchema.strict())
    .parse(res.json())
    .map((job) => job.title);
};
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('GET /api/seekers/me/preferred-jobs', () => {
  it('is empty while the seeker has no skills', async () => {
    await createJob(ctx, { employerId: employer.id, title: 'Any job', skills: ['Cooking'] });
    expect(await titles()).toEqual([]);
  });

  it('ranks open, unexpired jobs by shared skills (case-insensitive), ties newest first', async () => {
    const e = employer.id;
    await Promise.all([
      createJob(ctx, { employerId: e, title: 'One skill, old', skills: ['english'], createdAt: ago(300) }),
      createJob(ctx, { employerId: e, title: 'One skill, new', skills: ['ENGLISH', 'Driving'], createdAt: ago(100) }),
      createJob(ctx, {
        employerId: e,
        title: 'Two skills',
        skills: ['English', 'Customer Service'],
        createdAt: ago(500),
      }),
      createJob(ctx, {
        employerId: e,
        title: 'Three skills',
        skills: ['नेपाली', 'english', 'customer service'],
        createdAt: ago(900),
      }),
      createJob(ctx, { employerId: e, title: 'Closed', skills: ['English'], status: 'closed' }),
      createJob(ctx, { employerId: e, title: 'Expired', skills: ['English'], applicationDeadline: addDays(today, -1) }),
      createJob(ctx, {
        employerId: e,
        title: 'Due today',
        skills: ['English'],
        applicationDeadline: today,
        createdAt: ago(1000),
      }),
      createJob(ctx, { employerId: e, title: 'No match', skills: ['Welding'] }),
    ]);
    const res = await setSkills(['English', 'customer service', 'नेपाली']);
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles()).toEqual(['Three skills', 'Two skills', 'One skill, new', 'One skill, old', 'Due today']);
    expect(await titles('?limit=2')).toEqual(['Three skills', 'Two skills']);
    await setSkills(['driving']);
    expect(await titles()).toEqual(['One skill, new']);
    await setSkills(['Astronomy']);
    expect(await titles()).toEqual([]);
  });

  it('sends full job items (company, lookups) and bounds the count', async () => {
    await setSkills(['English']);
    const res = await preferred('?limit=1');
    const [job] = z.array(jobSchema).parse(res.json());
    expect(job?.employer.companyName).toBe('Begnas Farms');
    expectError(await preferred('?limit=51'), 400, 'limit must be at most 50.');
    expectError(await preferred('?limit=0'), 400, 'limit must be at least 1.');
    expectError(await preferred('?limit=abc'), 400);
  });

  it('is refused to employers, admins and anonymous callers', async () => {
    expectError(await preferred('', employer.token), 403);
    expectError(await preferred('', admin.token), 403);
    expectError(await preferred('', null), 401);
  });
});
