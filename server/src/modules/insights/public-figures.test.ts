import { sql } from 'drizzle-orm';
import { kathmanduToday, publicFiguresSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { users } from '../../db/schema.ts';
import { publicRange } from './public-figures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const employer = await createAccount(ctx, 'employer');
  const { category, location } = await lookups(ctx);
  const range = publicRange(kathmanduToday());
  const inRange = new Date(`${range.to}T06:00:00Z`);
  const post = (name: string, times: number, createdAt = inRange) =>
    Promise.all(
      Array.from({ length: times }, () =>
        createJob(ctx, { employerId: employer.id, categoryId: category(name).id, createdAt }),
      ),
    );
  // 7 published; 3 suppressed (below 5); 6 suppressed with it, or the total would give the 3 away.
  await post('Banking & Insurance', 7);
  await post('Agriculture & Livestock', 3);
  await post('Construction & Skilled Trades', 6);
  // Jobs of this month are not in the published months.
  await post('Banking & Insurance', 2, new Date());
  const seekers = await Promise.all([createAccount(ctx, 'job_seeker'), createAccount(ctx, 'job_seeker')]);
  await ctx.db
    .update(users)
    .set({ locationId: location('Kaski').id, createdAt: inRange })
    .where(sql`${users.id} in (${seekers[0].id}, ${seekers[1].id})`);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('public figures: aggregates safe to publish', () => {
  it('suppresses cells under 5 and the cell that would give one away; the licence is stated', async () => {
    const res = await get('/api/public/figures');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const figures = publicFiguresSchema.parse(res.json());
    expect(figures.licence).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(figures.minCell).toBe(5);
    const byCategory = figures.tables.find((t) => t.id === 'jobs-by-category');
    const count = (en: string) => byCategory?.rows.find((row) => row.en === en)?.count;
    expect(count('Banking & Insurance')).toBe(7);
    expect(count('Agriculture & Livestock')).toBeNull();
    expect(count('Construction & Skilled Trades')).toBeNull();
    expect(byCategory?.total).toBe(16);
    const months = figures.tables.find((t) => t.id === 'jobs-by-month');
    expect(months?.rows).toHaveLength(12);
    expect(months?.total).toBe(16);
    expect(months?.rows.at(-1)?.count).toBe(16);
    // Two seekers in one district and none elsewhere: the cell and the total are both too small.
    const seekers = figures.tables.find((t) => t.id === 'seekers-by-district');
    expect(seekers?.rows.find((row) => row.en === 'Kaski')?.count).toBeNull();
    for (const table of figures.tables) {
      for (const row of table.rows) expect(row.count === null || row.count === 0 || row.count >= 5).toBe(true);
    }
    const again = await get('/api/public/figures', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('the CSV download carries the licence, the rule and every table, suppressed cells empty and marked', async () => {
    const res = await get('/api/public/figures.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="jobs-in-numbers-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toContain('CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)');
    expect(lines).toContain('"table","key","name_en","name_ne","count","status"');
    expect(
      lines.find((line) => line.includes('"jobs-by-category"') && line.includes('"Agriculture & Livestock"')),
    ).toMatch(/,"","suppressed"$/);
    expect(lines.find((line) => line.includes('"jobs-by-category"') && line.includes('"Banking & Insurance"'))).toMatch(
      /,7,""$/,
    );
    expect(lines).toContain('"jobs-by-category","total","Total","जम्मा",16,""');
  });

  it('is counted once an hour, not again after each job change (complete months only)', async () => {
    const before = (await get('/api/public/figures')).body;
    await ctx.db.execute(sql`update jobs set title = 'Changed'`);
    expect((await get('/api/public/figures')).body).toBe(before);
  });
});
