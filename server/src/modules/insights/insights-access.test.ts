import { sql } from 'drizzle-orm';
import { insightsMessages, insightsSchema, kathmanduToday } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { categories, seekerProfiles } from '../../db/schema.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;
const RANGE = 'from=2026-01-01&to=2026-03-31';

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, seeker, employer] = await Promise.all([
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('insights: administrators only', () => {
  for (const url of [`/api/admin/insights?${RANGE}`, `/api/admin/insights/export/applications?${RANGE}`]) {
    it(`${url.split('?')[0]}: 401 without a session, 403 for a seeker and an employer, 200 for an administrator`, async () => {
      expectError(await get(url), 401);
      expectError(await get(url, seeker.token), 403);
      expectError(await get(url, employer.token), 403);
      expect((await get(url, admin.token)).statusCode).toBe(200);
    });
  }

  it('refuses a bad query before reading it when the caller is not an administrator', async () => {
    expectError(await get('/api/admin/insights?from=nonsense', seeker.token), 403);
  });
});

describe('insights: bad ranges and groupings are 400 { message, code }', () => {
  const cases: [string, string, string][] = [
    ['to=2026-03-31', insightsMessages.fromInvalid, 'insights.fromInvalid'],
    ['from=2026-01-01', insightsMessages.toInvalid, 'insights.toInvalid'],
    ['from=2026-02-30&to=2026-03-31', insightsMessages.fromInvalid, 'insights.fromInvalid'],
    ['from=26-01-01&to=2026-03-31', insightsMessages.fromInvalid, 'insights.fromInvalid'],
    ['from=2026-01-01&to=2026-13-01', insightsMessages.toInvalid, 'insights.toInvalid'],
    ['from=2026-03-31&to=2026-01-01', insightsMessages.rangeReversed, 'insights.rangeReversed'],
    ['from=2010-01-01&to=2026-01-01', insightsMessages.rangeTooLong, 'insights.rangeTooLong'],
    [`${RANGE}&by=employer`, insightsMessages.groupingInvalid, 'insights.groupingInvalid'],
    [`${RANGE}&by=`, insightsMessages.groupingInvalid, 'insights.groupingInvalid'],
    ['from=2026-01-01&from=2026-02-01&to=2026-03-31', insightsMessages.fromInvalid, 'insights.fromInvalid'],
    [`from=${'9'.repeat(5000)}&to=2026-03-31`, insightsMessages.fromInvalid, 'insights.fromInvalid'],
    ['from=2026-01-01%00&to=2026-03-31', '', ''],
  ];
  for (const [query, message, code] of cases) {
    it(query.slice(0, 60), async () => {
      const res = await get(`/api/admin/insights?${query}`, admin.token);
      expect(res.statusCode).toBe(400);
      expectError(res, 400, message || undefined, code || undefined);
    });
  }

  it('an export of a table that does not exist', async () => {
    expectError(
      await get(`/api/admin/insights/export/people?${RANGE}`, admin.token),
      400,
      insightsMessages.tableInvalid,
      'insights.tableInvalid',
    );
  });

  it('a one-day range is split by week, a long one by month', async () => {
    const day = insightsSchema.parse(
      (await get('/api/admin/insights?from=2026-01-07&to=2026-01-07', admin.token)).json(),
    );
    expect(day.jobs.interval).toBe('week');
    expect(day.jobs.periods).toEqual(['2026-01-04']);
    const year = insightsSchema.parse(
      (await get('/api/admin/insights?from=2025-01-15&to=2025-12-31', admin.token)).json(),
    );
    expect(year.jobs.interval).toBe('month');
    expect(year.jobs.periods).toHaveLength(12);
    expect(year.jobs.periods[0]).toBe('2025-01-01');
  });
});

describe('insights: CSV export', () => {
  it('every table downloads as CSV; text that a spreadsheet would run as a formula is made text', async () => {
    const [category] = await ctx.db
      .insert(categories)
      .values({ nameEn: '=HYPERLINK("http://evil.test","Click")', nameNe: '+१ वर्ग' })
      .returning();
    await createJob(ctx, {
      employerId: employer.id,
      categoryId: category?.id,
      createdAt: new Date('2026-02-10T06:00:00Z'),
    });
    await ctx.db
      .update(seekerProfiles)
      .set({ skills: ['-2+3', '@SUM(1)', 'Cooking "chef"'] })
      .where(sql`${seekerProfiles.userId} = ${seeker.id}`);

    const months = 'from=2026-01-01&to=2026-04-30';
    const posted = await get(`/api/admin/insights/export/jobs-posted?${months}&by=category`, admin.token);
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(posted.headers['content-disposition']).toContain('insights-jobs-posted-category-2026-01-01-2026-04-30.csv');
    const lines = posted.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"group_en","group_ne","2026-01-01","2026-02-01","2026-03-01","2026-04-01","total"');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")","'+१ वर्ग",0,1,0,0,1`);
    expect(lines.at(-1)).toBe('"All","सबै",0,1,0,0,1');

    // The seeker registered today: a range up to today counts them.
    const skills = await get(
      `/api/admin/insights/export/seekers-skills?from=2026-01-01&to=${kathmanduToday()}`,
      admin.token,
    );
    const skillLines = skills.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(skillLines[0]).toBe('"skill","seekers"');
    expect(skillLines.slice(1).sort()).toEqual(['"\'-2+3",1', '"\'@SUM(1)",1', '"Cooking ""chef""",1']);

    // Every training area, zeros included, then all of them.
    const trainings = await get(`/api/admin/insights/export/trainings?${months}`, admin.token);
    expect(trainings.statusCode).toBe(200);
    expect(
      trainings.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      '"training_area","enrolments","withdrawn","completions","completers","completers_applied","completers_shortlisted"',
      '"hospitality",0,0,0,0,0,0',
      '"technical",0,0,0,0,0,0',
      '"agro",0,0,0,0,0,0',
      '"all",0,0,0,0,0,0',
    ]);

    for (const table of ['jobs-open', 'applications', 'closed', 'seekers-district', 'seekers-education']) {
      const res = await get(`/api/admin/insights/export/${table}?${RANGE}`, admin.token);
      expect(res.statusCode, table).toBe(200);
      expect(res.body.startsWith('\uFEFF"'), table).toBe(true);
    }
  });
});
