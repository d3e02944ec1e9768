import { LOOKUP_LISTS, lookupListResponseSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { seedLookups } from '../../db/seed/seed-lookups.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const get = async (list: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${list}` });
  expect(res.statusCode).toBe(200);
  return lookupListResponseSchema.parse(res.json());
};

describe('lookup lists', () => {
  it.each(LOOKUP_LISTS)('GET /api/%s answers a bilingual list', async (list) => {
    const items = await get(list);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.name_en).not.toBe('');
      expect(item.name_ne).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('orders job types, experience, education and salary by their order', async () => {
    expect((await get('job-types')).map((i) => i.key)).toEqual([
      'full-time',
      'part-time',
      'contract',
      'internship',
      'freelance',
      'remote',
    ]);
    expect((await get('experience-levels')).map((i) => i.key)).toEqual(['fresher', '0-1', '1-3', '3-5', '5+']);
    expect((await get('education-levels')).map((i) => i.key)).toHaveLength(6);
    const salaries = await get('salary-ranges');
    expect(salaries.map((s) => [s.key, s.min, s.max])).toEqual([
      ['below-10000', null, 10000],
      ['10000-20000', 10000, 20000],
      ['20000-30000', 20000, 30000],
      ['30000-50000', 30000, 50000],
      ['50000-plus', 50000, null],
      ['negotiable', null, null],
    ]);
  });

  it('has the Gandaki districts with Other last', async () => {
    const locations = await get('locations');
    expect(locations.map((l) => l.name_en)).toEqual([
      'Kaski',
      'Tanahun',
      'Syangja',
      'Gorkha',
      'Lamjung',
      'Manang',
      'Mustang',
      'Myagdi',
      'Parbat',
      'Baglung',
      'Nawalpur',
      'Other',
    ]);
    expect(locations[0]).toMatchObject({ name_ne: 'कास्की', order: 1 });
    expect(locations.at(-1)).toMatchObject({ name_en: 'Other', name_ne: 'अन्य' });
  });

  it('lists categories and industries by name with Other last, and 40+ skills', async () => {
    for (const list of ['categories', 'industries']) {
      const items = await get(list);
      expect(items.length).toBeGreaterThanOrEqual(16);
      expect(items.at(-1)).toMatchObject({ name_en: 'Other', name_ne: 'अन्य' });
      const names = items.slice(0, -1).map((i) => i.name_en);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
    const categories = await get('categories');
    expect(categories[0]).not.toHaveProperty('order');
    expect((await get('skills')).length).toBeGreaterThanOrEqual(40);
  });

  it('seeding again adds nothing and keeps admin edits', async () => {
    const before = await get('skills');
    await ctx.app.inject({ method: 'GET', url: '/api/skills' });
    await seedLookups(ctx.db, 'gandaki');
    await seedLookups(ctx.db, 'bagmati');
    expect(await get('skills')).toEqual(before);
    expect((await get('locations'))[0]?.name_en).toBe('Kaski');
  });

  it('refuses an unknown province', async () => {
    await expect(seedLookups(ctx.db, 'atlantis')).rejects.toThrow(/SEED_PROVINCE "atlantis" is unknown/);
  });
});
