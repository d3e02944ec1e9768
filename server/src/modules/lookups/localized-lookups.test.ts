import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  LOOKUP_LISTS,
  localizedLookupItemSchema,
  lookupListResponseSchema,
  skillNamesSchema,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, secondInstance, type TestContext } from '../../../test/context.ts';
import { renameLocationNe } from '../../../test/jobs.ts';
import { locations } from '../../db/schema.ts';

let ctx: TestContext;
/** A second instance on the same database (another server behind the load balancer). */
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await secondInstance(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

const localized = async (url: string, app: FastifyInstance = ctx.app) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(localizedLookupItemSchema).parse(res.json());
};
const bothNames = async (list: string) =>
  lookupListResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/${list}` })).json());

describe('a lookup list in one language', () => {
  it.each(LOOKUP_LISTS)('GET /api/lookups/ne/%s names every entry in Nepali only, in the list order', async (list) => {
    const both = await bothNames(list);
    const ne = await localized(`/api/lookups/ne/${list}`);
    expect(ne.map((item) => item.id)).toEqual(both.map((item) => item.id));
    expect(ne.map((item) => item.name)).toEqual(both.map((item) => item.name_ne || item.name_en));
    const raw = JSON.stringify(ne);
    for (const item of both) if (LATIN.test(item.name_en)) expect(raw).not.toContain(`"${item.name_en}"`);
    expect(raw).not.toMatch(/name_en|name_ne|"key"|"order"/);
  });

  it.each(LOOKUP_LISTS)('GET /api/lookups/en/%s names every entry in English only', async (list) => {
    const both = await bothNames(list);
    const en = await localized(`/api/lookups/en/${list}`);
    expect(en.map((item) => item.name)).toEqual(both.map((item) => item.name_en));
    expect(JSON.stringify(en)).not.toMatch(DEVANAGARI);
  });

  it('marks the catch-all entry, whose name it carries in the page language only', async () => {
    for (const language of ['en', 'ne'] as const) {
      const list = await localized(`/api/lookups/${language}/locations`);
      const others = list.filter((item) => item.other);
      expect(others.map((item) => item.name)).toEqual([language === 'ne' ? 'अन्य' : 'Other']);
      expect(list.at(-1)?.other).toBe(true);
    }
  });

  it('shows a rename in that language in the next answer of another instance, and only there', async () => {
    const [kaski] = await ctx.db.select().from(locations).where(eq(locations.nameEn, 'Kaski'));
    if (!kaski) throw new Error('no Kaski');
    const nameIn = async (language: string) =>
      (await localized(`/api/lookups/${language}/locations`, other)).find((item) => item.id === kaski.id)?.name;
    expect(await nameIn('ne')).toBe('कास्की');
    expect(await nameIn('en')).toBe('Kaski');
    await renameLocationNe(ctx, other, 'Kaski', 'कास्की जिल्ला');
    expect(await nameIn('ne')).toBe('कास्की जिल्ला');
    expect(await nameIn('en')).toBe('Kaski');
  });

  it('refuses an unknown language or list with a 400 and a message', async () => {
    for (const url of ['/api/lookups/fr/locations', '/api/lookups/ne/planets', '/api/lookups/NE/locations']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});

describe('skill names in one language', () => {
  const names = async (language: string, skills: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/lookups/${language}/skill-names?skills=${encodeURIComponent(skills)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return skillNamesSchema.parse(res.json());
  };

  it('names the skills the list knows, stored in either language, case and spacing aside, in the order asked', async () => {
    const [cooking] = (await bothNames('skills')).filter((item) => item.name_en === 'Cooking');
    if (!cooking) throw new Error('no Cooking skill');
    expect(await names('ne', ` cooking ,Momo folding,${cooking.name_ne}`)).toEqual([
      cooking.name_ne,
      null,
      cooking.name_ne,
    ]);
    expect(await names('en', cooking.name_ne)).toEqual(['Cooking']);
  });

  it('refuses too many or too long skills with a 400 and a message', async () => {
    const many = Array.from({ length: 31 }, (_, i) => `skill${i}`).join(',');
    for (const skills of [many, 'x'.repeat(81)]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/lookups/ne/skill-names?skills=${skills}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    const none = await ctx.app.inject({ method: 'GET', url: '/api/lookups/ne/skill-names' });
    expect(none.statusCode).toBe(400);
  });
});
