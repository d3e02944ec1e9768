import { eq } from 'drizzle-orm';
import { jobsPageSchema, suggestionsSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { categories, searchTerms } from '../../db/schema.ts';

// Search across scripts and spellings, through GET /api/jobs and /api/jobs/suggest on real jobs.
let ctx: TestContext;
let ids: Record<string, string>;

async function search(q: string, extra = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?q=${encodeURIComponent(q)}&pageSize=50${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return jobsPageSchema.parse(res.json());
}
const found = async (q: string) => (await search(q)).items.map((item) => item.id);

async function suggestions(q: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/suggest?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return suggestionsSchema.parse(res.json()).items;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const employerId = (await createAccount(ctx, 'employer', { companyName: 'Fewa Traders' })).id;
  const l = await lookups(ctx);
  const at = (minute: number) => new Date(Date.parse('2026-01-05T00:00:00Z') + minute * 60_000);
  const job = (title: string, values: Partial<Parameters<typeof createJob>[1]> = {}) =>
    createJob(ctx, { employerId, title, description: '', ...values }).then((row) => row.id);
  ids = {
    // All English, in Accounting & Finance (लेखा तथा वित्त).
    englishAccounts: await job('Senior Accounts Officer', {
      description: 'Keeps the ledgers of a trading company.',
      categoryId: l.category('Accounting & Finance').id,
      createdAt: at(1),
    }),
    // All Nepali, same category.
    nepaliAccountant: await job('लेखापाल चाहियो', {
      description: 'हाम्रो कार्यालयका लागि अनुभवी लेखापाल।',
      categoryId: l.category('Accounting & Finance').id,
      createdAt: at(2),
    }),
    teacher: await job('माध्यमिक शिक्षक', {
      description: 'पोखरामा रहेको विद्यालयका लागि।',
      categoryId: l.category('Education & Teaching').id,
      createdAt: at(3),
    }),
    pokhara: await job('होटल व्यवस्थापक', { description: 'पोखरा, फेवाताल नजिकै।', createdAt: at(4) }),
    // English text, Kaski district, a skill named in English only.
    kaski: await job('Front Desk Assistant', {
      description: 'Hotel reception work.',
      locationId: l.location('Kaski').id,
      skills: ['Customer Service'],
      createdAt: at(5),
    }),
    // Unrelated: nothing of the above in any script.
    driver: await job('Delivery Driver', { description: 'Paalpa route, motorbike licence.', createdAt: at(6) }),
    // Relevance: "bookkeeping" in the title, in the skills, in the description (newest last to first).
    rankTitle: await job('Bookkeeping Clerk', { createdAt: at(10) }),
    rankSkill: await job('Office Helper', { skills: ['Bookkeeping'], createdAt: at(11) }),
    rankText: await job('Shop Assistant', { description: 'Some bookkeeping now and then.', createdAt: at(12) }),
    rankSkillNe: await job('Store Keeper', { skills: ['बहीखाता'], createdAt: at(9) }),
  };
});
afterAll(async () => {
  await ctx.close();
});

describe('bilingual lookups', () => {
  it('finds an all-English job by the Nepali name of its category, and a Nepali ad by the English name', async () => {
    expect(await found('लेखा')).toEqual(expect.arrayContaining([ids.englishAccounts, ids.nepaliAccountant]));
    expect(await found('accounting')).toEqual(expect.arrayContaining([ids.englishAccounts, ids.nepaliAccountant]));
    // Negative: another category's jobs do not come with it.
    expect(await found('लेखा')).not.toContain(ids.teacher);
    expect(await found('accounting')).not.toContain(ids.driver);
  });

  it('finds a job by the Nepali name of its district and of its skill', async () => {
    expect(await found('कास्की')).toEqual([ids.kaski]);
    expect(await found('ग्राहक')).toEqual([ids.kaski]);
    expect(await found('सेवा')).toEqual([ids.kaski]);
  });

  it('re-indexes the jobs of a lookup item renamed by any writer', async () => {
    await ctx.db
      .update(categories)
      .set({ nameNe: 'हिसाबकिताब तथा वित्त' })
      .where(eq(categories.nameEn, 'Accounting & Finance'));
    await ctx.app.publicCache.fence();
    expect(await found('हिसाबकिताब')).toEqual(expect.arrayContaining([ids.englishAccounts, ids.nepaliAccountant]));
    // The Nepali ad still has लेखा in its own text; the English one is no longer found by the old name.
    expect(await found('लेखा')).toEqual([ids.nepaliAccountant]);
    await ctx.db
      .update(categories)
      .set({ nameNe: 'लेखा तथा वित्त' })
      .where(eq(categories.nameEn, 'Accounting & Finance'));
    await ctx.app.publicCache.fence();
    expect(await found('लेखा')).toEqual(expect.arrayContaining([ids.englishAccounts, ids.nepaliAccountant]));
  });
});

describe('romanized Nepali', () => {
  it('"lekhapal" finds लेखापाल; "pal" alone and a word middle do not', async () => {
    expect(await found('lekhapal')).toEqual([ids.nepaliAccountant]);
    expect(await found('Lekhaapaal')).toEqual([ids.nepaliAccountant]);
    // लेखा (the category's Nepali name) romanizes to "lekha" too, so both accounting jobs have a word starting so.
    expect((await found('lekha')).sort()).toEqual([ids.englishAccounts, ids.nepaliAccountant].sort());
    // Negatives: a short word matches romanized words only whole; inside a word never.
    expect(await found('pal')).toEqual([]);
    expect(await found('khapal')).toEqual([]);
  });

  it('"shikshak" and "sikshak" find शिक्षक; "sik" does not', async () => {
    expect(await found('shikshak')).toEqual([ids.teacher]);
    expect(await found('sikshak')).toEqual([ids.teacher]);
    expect(await found('sik')).toEqual([]);
  });

  it('"pokhara" finds पोखरा (and पोखरामा); "okhara" and "pok" do not', async () => {
    expect((await found('pokhara')).sort()).toEqual([ids.pokhara, ids.teacher].sort());
    expect(await found('okhara')).toEqual([]);
    expect(await found('pok')).toEqual([]);
  });

  it('combines with Devanagari and English words (every word must match)', async () => {
    expect(await found('lekhapal चाहियो')).toEqual([ids.nepaliAccountant]);
    expect(await found('shikshak hotel')).toEqual([]);
  });

  it('romanizes words added by any writer before a Latin search', async () => {
    const pending = await ctx.db.select().from(searchTerms).where(eq(searchTerms.term, 'लेखापाल'));
    expect(pending[0]?.roman).toBe(' lekapal ');
    const employerId = (await createAccount(ctx, 'employer')).id;
    const id = (await createJob(ctx, { employerId, title: 'सम्पादक', description: '' })).id;
    await ctx.app.publicCache.fence();
    expect(await found('sampadak')).toEqual([id]);
  });

  it('romanizes new words once when many Latin searches arrive at the same time', async () => {
    const employerId = (await createAccount(ctx, 'employer')).id;
    const id = (await createJob(ctx, { employerId, title: 'भान्से', description: 'होटलमा भान्से चाहियो।' })).id;
    await ctx.app.publicCache.fence();
    const pages = await Promise.all(['bhanse', 'bhaanse', 'Bhanse', 'bhansey', 'vhanse'].map((q) => search(q)));
    expect(pages.slice(0, 3).map((page) => page.items.map((item) => item.id))).toEqual([[id], [id], [id]]);
    // "bhansey" (a trailing y) and "vhanse" are other spellings, not folded ones: nothing, and no error.
    expect(pages.slice(3).map((page) => page.total)).toEqual([0, 0]);
    const rows = await ctx.db.select().from(searchTerms).where(eq(searchTerms.term, 'भान्से'));
    expect(rows.map((row) => row.roman)).toEqual([' banse ']);
  });
});

describe('relevance', () => {
  it('ranks title matches over skill matches (either language) over description matches', async () => {
    const items = (await search('bookkeeping')).items.map((item) => item.id);
    expect(items).toEqual([ids.rankTitle, ids.rankSkill, ids.rankSkillNe, ids.rankText]);
    const newest = (await search('bookkeeping', '&sortBy=newest')).items.map((item) => item.id);
    expect(newest).toEqual([ids.rankText, ids.rankSkill, ids.rankTitle, ids.rankSkillNe]);
  });

  it('keeps newest first without a keyword', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs?pageSize=50' });
    const items = jobsPageSchema.parse(res.json()).items;
    const times = items.map((item) => Date.parse(item.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('did you mean', () => {
  it('offers a close spelling that finds jobs when a keyword finds nothing', async () => {
    const page = await search('bokkeeping');
    expect(page.total).toBe(0);
    expect(page.didYouMean).toBe('bookkeeping');
    expect((await search(page.didYouMean ?? '')).total).toBe(4);
    const nepali = await search('pokhra');
    expect(nepali.total).toBe(0);
    expect(await found(nepali.didYouMean ?? '')).toContain(ids.pokhara);
  });

  it('offers nothing when results exist or nothing is close', async () => {
    expect((await search('bookkeeping')).didYouMean).toBeUndefined();
    const page = await search('qqzzxx');
    expect(page.total).toBe(0);
    expect(page).not.toHaveProperty('didYouMean');
  });
});

const BOOKKEEPING = { name_en: 'Bookkeeping', name_ne: 'बहीखाता' };
const KASKI = { name_en: 'Kaski', name_ne: 'कास्की' };
const ACCOUNTING = { name_en: 'Accounting & Finance', name_ne: 'लेखा तथा वित्त' };

describe('GET /api/jobs/suggest', () => {
  it('suggests titles and lookup names in both scripts, romanized too', async () => {
    const latin = await suggestions('bookk');
    expect(latin).toEqual(
      expect.arrayContaining([
        { kind: 'title', text: 'Bookkeeping Clerk' },
        { kind: 'skill', text: 'Bookkeeping', names: BOOKKEEPING },
      ]),
    );
    expect(latin[0]).toEqual({ kind: 'title', text: 'Bookkeeping Clerk' });
    expect(await suggestions('कास्')).toEqual(
      expect.arrayContaining([{ kind: 'location', text: 'कास्की', names: KASKI }]),
    );
    const roman = await suggestions('lekha');
    expect(roman).toEqual(
      expect.arrayContaining([
        { kind: 'title', text: 'लेखापाल चाहियो' },
        { kind: 'category', text: 'लेखा तथा वित्त', names: ACCOUNTING },
      ]),
    );
    expect(await suggestions('acco')).toEqual(
      expect.arrayContaining([{ kind: 'category', text: 'Accounting & Finance', names: ACCOUNTING }]),
    );
  });

  it('gives a skill, category or district both its names (the page shows its own language), a title none', async () => {
    // English typed, as a Nepali reader may: the Nepali name is there to show.
    const kaski = (await suggestions('kask')).find((item) => item.kind === 'location');
    expect(kaski).toEqual({ kind: 'location', text: 'Kaski', names: KASKI });
    const titles = (await suggestions('bookk')).filter((item) => item.kind === 'title');
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.names).toBeUndefined();
  });

  it('answers nothing for one letter, at most 8, and 400 for an over-long text', async () => {
    expect(await suggestions('a')).toEqual([]);
    // Two letters: lookup names only (job titles from three).
    const two = await suggestions('bo');
    expect(two).toEqual(expect.arrayContaining([{ kind: 'skill', text: 'Bookkeeping', names: BOOKKEEPING }]));
    expect(two.filter((item) => item.kind === 'title')).toEqual([]);
    expect(await suggestions('boo')).toEqual(expect.arrayContaining([{ kind: 'title', text: 'Bookkeeping Clerk' }]));
    expect((await suggestions('an')).length).toBeLessThanOrEqual(8);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/suggest?q=${'x'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'job.searchTooLong' });
  });
});
