import { sql } from 'drizzle-orm';
import { insightsSchema, kathmanduToday } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, PASSWORD } from '../../../test/helpers.ts';
import { expectSeekerFiguresOfPlainCounts } from '../../../test/insights-plain-counts.ts';
import { createAccount } from '../../../test/jobs.ts';

let ctx: TestContext;
let admin: Account;
let districts: string[];
let levels: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
  districts = (await ctx.db.execute<{ id: string }>(sql`select id::text from locations order by id limit 3`)).rows.map(
    (row) => row.id,
  );
  levels = (await ctx.db.execute<{ key: string }>(sql`select key from education_levels order by key limit 3`)).rows.map(
    (row) => row.key,
  );
});
afterAll(async () => {
  await ctx.close();
});

type Account = Awaited<ReturnType<typeof createAccount>>;

const SKILLS = ['Cooking', 'cooking ', 'Driving', 'Excel', 'नेपाली'];

describe('seeker tallies: exact under concurrent profile writes and account deletions', () => {
  it('equal the plain counts after seekers registered the same day save profiles, add degrees and leave at once', async () => {
    const seekers: Account[] = [];
    for (let i = 0; i < 16; i += 1) seekers.push(await createAccount(ctx, 'job_seeker'));
    const save = (seeker: Account, round: number, i: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(seeker.token),
        payload: {
          locationId: districts[(i + round) % districts.length],
          skills: SKILLS.filter((_, k) => (i + k + round) % 3 !== 0),
        },
      });
    const addDegree = (seeker: Account, round: number, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/education',
        headers: bearer(seeker.token),
        // A level's key in any case, or a degree naming no level.
        payload: {
          school: `School ${round}`,
          startDate: '2010-01-01',
          degree: i % 4 === 3 ? 'Diploma of nothing listed' : (levels[(i + round) % levels.length] ?? '').toUpperCase(),
        },
      });
    const leave = (seeker: Account) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: bearer(seeker.token),
        payload: { password: PASSWORD },
      });
    for (const round of [0, 1]) {
      const results = await Promise.all(
        seekers.flatMap((seeker, i) => {
          const writes = [save(seeker, round, i), addDegree(seeker, round, i), save(seeker, round + 1, i)];
          // Four seekers leave while their profiles are being saved.
          return round === 1 && i % 4 === 0 ? [...writes, leave(seeker)] : writes;
        }),
      );
      for (const res of results) expect(res.statusCode, res.body).toBeLessThan(500);
      const today = kathmanduToday();
      const range = { from: today, to: today };
      const res = await ctx.app.inject({
        method: 'GET',
        // Another grouping each round: an administrator's figures are kept a minute per range and grouping.
        url: `/api/admin/insights?from=${today}&to=${today}&by=${round === 0 ? 'district' : 'category'}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const figures = insightsSchema.parse(res.json());
      expect(figures.seekers.districts.length).toBeGreaterThan(0);
      await expectSeekerFiguresOfPlainCounts(ctx, figures, range);
    }
  }, 120_000);
});
