import { type JobsPage, jobsPageSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { kathmanduToday } from './kathmandu-date.ts';

let ctx: TestContext;
let L: Awaited<ReturnType<typeof lookups>>;
let employerId: string;
let otherEmployerId: string;
const today = kathmanduToday();

const list = async (query: string): Promise<JobsPage> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return jobsPageSchema.parse(res.json());
};
const titles = async (query: string) => (await list(`${query}&pageSize=50`)).items.map((j) => j.title).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  L = await lookups(ctx);
  employerId = (await createAccount(ctx, 'employer', { companyName: 'Annapurna Hydro Pvt. Ltd.' })).id;
  otherEmployerId = (await createAccount(ctx, 'employer', { companyName: 'पोखरा होटल समूह' })).id;
  const base = Date.parse('2025-01-01T00:00:00Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  await createJob(ctx, {
    employerId,
    title: 'Senior Accountant',
    description: 'Keep the books with Tally.',
    categoryId: L.category('Accounting & Finance').id,
    industryId: L.industry('Energy & Hydropower').id,
    locationId: L.location('Kaski').id,
    jobTypeId: L.jobType('full-time').id,
    experienceLevelId: L.experience('3-5').id,
    educationLevelId: L.education('bachelor').id,
    salaryRangeId: L.salary('30000-50000').id,
    skills: ['Accounting (Tally)', 'Microsoft Office'],
    createdAt: at(1),
  });
  await createJob(ctx, {
    employerId,
    title: 'Site Engineer',
    description: 'Supervise the intake construction.',
    categoryId: L.category('Engineering').id,
    industryId: L.industry('Energy & Hydropower').id,
    locationId: L.location('Tanahun').id,
    jobTypeId: L.jobType('contract').id,
    experienceLevelId: L.experience('1-3').id,
    educationLevelId: L.education('bachelor').id,
    salaryRangeId: L.salary('50000-plus').id,
    skills: ['AutoCAD', 'Microsoft Office'],
    createdAt: at(2),
  });
  await createJob(ctx, {
    employerId: otherEmployerId,
    title: 'भान्से (कुक) चाहियो',
    description: 'होटलका लागि अनुभवी भान्से चाहिएको छ। Continental cooking a plus.',
    categoryId: L.category('Hospitality & Tourism').id,
    industryId: L.industry('Hotels & Restaurants').id,
    locationId: L.location('Kaski').id,
    jobTypeId: L.jobType('part-time').id,
    experienceLevelId: L.experience('1-3').id,
    educationLevelId: L.education('see').id,
    salaryRangeId: L.salary('20000-30000').id,
    skills: ['Cooking', 'खाना पकाउने'],
    createdAt: at(3),
  });
  await createJob(ctx, {
    employerId: otherEmployerId,
    title: 'Front Office Assistant',
    description: 'Welcome guests at the reception.',
    categoryId: L.category('Hospitality & Tourism').id,
    locationId: L.location('Syangja').id,
    jobTypeId: L.jobType('full-time').id,
    skills: ['front office', 'english communication'],
    applicationDeadline: today,
    createdAt: at(4),
  });
  // Never listed:
  await createJob(ctx, { employerId, title: 'Closed Accountant', status: 'closed', createdAt: at(5) });
  await createJob(ctx, {
    employerId,
    title: 'Expired Accountant',
    applicationDeadline: addDays(today, -1),
    createdAt: at(6),
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/jobs filters', () => {
  it('lists open, unexpired jobs newest first; a deadline of today is still listed', async () => {
    const page = await list('');
    expect(page.total).toBe(4);
    expect(page.items.map((j) => j.title)).toEqual([
      'Front Office Assistant',
      'भान्से (कुक) चाहियो',
      'Site Engineer',
      'Senior Accountant',
    ]);
  });

  it('sorts oldest first on request', async () => {
    const page = await list('sortBy=oldest');
    expect(page.items.map((j) => j.title)[0]).toBe('Senior Accountant');
  });

  it('narrows by each filter alone', async () => {
    expect(await titles(`categoryId=${L.category('Hospitality & Tourism').id}`)).toEqual([
      'Front Office Assistant',
      'भान्से (कुक) चाहियो',
    ]);
    expect(await titles('categoryId=all')).toHaveLength(4);
    expect(await titles(`industryId=${L.industry('Energy & Hydropower').id}`)).toEqual([
      'Senior Accountant',
      'Site Engineer',
    ]);
    expect(await titles(`jobTypes=${L.jobType('full-time').id},${L.jobType('contract').id}`)).toEqual([
      'Front Office Assistant',
      'Senior Accountant',
      'Site Engineer',
    ]);
    expect(await titles(`locationIds=${L.location('Kaski').id}`)).toEqual(['Senior Accountant', 'भान्से (कुक) चाहियो']);
    expect(await titles(`experienceLevels=${L.experience('1-3').id}`)).toEqual(['Site Engineer', 'भान्से (कुक) चाहियो']);
    expect(await titles(`educationLevels=${L.education('see').id}`)).toEqual(['भान्से (कुक) चाहियो']);
    expect(await titles(`salaryRange=${L.salary('50000-plus').id}`)).toEqual(['Site Engineer']);
  });

  it('combines filters (AND across filters, ANY within a list)', async () => {
    const query = [
      `locationIds=${L.location('Kaski').id},${L.location('Tanahun').id}`,
      `industryId=${L.industry('Energy & Hydropower').id}`,
      `jobTypes=${L.jobType('contract').id}`,
    ].join('&');
    expect(await titles(query)).toEqual(['Site Engineer']);
    expect(await titles(`categoryId=${L.category('Engineering').id}&locationIds=${L.location('Kaski').id}`)).toEqual(
      [],
    );
  });

  it('skills: a job matches when it has ALL the given skills, case-insensitively', async () => {
    expect(await titles('skills=microsoft office')).toEqual(['Senior Accountant', 'Site Engineer']);
    expect(await titles('skills=MICROSOFT OFFICE,autocad')).toEqual(['Site Engineer']);
    expect(await titles('skills=Front Office,English Communication')).toEqual(['Front Office Assistant']);
    expect(await titles('skills=autocad,cooking')).toEqual([]);
    expect(await titles(`skills=${encodeURIComponent('खाना पकाउने')}`)).toEqual(['भान्से (कुक) चाहियो']);
  });
});

describe('GET /api/jobs keyword', () => {
  it('finds an English word in title, description, company or skills, case-insensitively', async () => {
    expect(await titles('q=ACCOUNTANT')).toEqual(['Senior Accountant']);
    expect(await titles('q=tally')).toEqual(['Senior Accountant']);
    expect(await titles('q=annapurna')).toEqual(['Senior Accountant', 'Site Engineer']);
    expect(await titles('q=autocad')).toEqual(['Site Engineer']);
  });

  it('requires every word of a multi-word query', async () => {
    expect(await titles('q=annapurna%20engineer')).toEqual(['Site Engineer']);
    expect(await titles('q=annapurna%20cooking')).toEqual([]);
  });

  it('finds a Nepali word, also when typed in another Unicode normal form', async () => {
    expect(await titles(`q=${encodeURIComponent('भान्से')}`)).toEqual(['भान्से (कुक) चाहियो']);
    // Company name in Devanagari.
    expect(await titles(`q=${encodeURIComponent('पोखरा')}`)).toEqual(['Front Office Assistant', 'भान्से (कुक) चाहियो']);
    // "चाहियो" stored NFC; the query in NFD (and a nukta letter decomposed) must still match.
    const nfd = 'चाहियो'.normalize('NFD');
    expect(await titles(`q=${encodeURIComponent(nfd)}`)).toEqual(['भान्से (कुक) चाहियो']);
  });

  it('matches a decomposed nukta query against text stored precomposed, and the reverse', async () => {
    const precomposed = '\u095C'; // ड़ as one code point (composition-excluded; NFC is ड + ़)
    const job = await createJob(ctx, { employerId, title: `पहाड${'\u093C'} गाइड`.normalize('NFC') });
    expect(job.searchText).toContain('पहाड़'.normalize('NFC'));
    expect(await titles(`q=${encodeURIComponent(`पहा${precomposed}`)}`)).toEqual(['पहाड़ गाइड'.normalize('NFC')]);
    const other = await createJob(ctx, { employerId, title: `स${precomposed}क निर्माण` });
    expect(await titles(`q=${encodeURIComponent('सड़क'.normalize('NFD'))}`)).toEqual([other.title]);
    await ctx.db.execute(`delete from jobs where id in ('${job.id}', '${other.id}')`);
  });

  it('treats LIKE wildcards in the query as plain characters', async () => {
    expect(await titles('q=%25')).toEqual([]);
    expect(await titles('q=_')).toEqual([]);
  });
});

describe('GET /api/jobs paging', () => {
  it('pages 23 jobs by 10 as 10/10/3 with an exact total, in order', async () => {
    const category = L.category('Security Services').id;
    const base = Date.parse('2025-02-01T00:00:00Z');
    for (let i = 0; i < 23; i++) {
      await createJob(ctx, {
        employerId,
        title: `Guard ${String(i).padStart(2, '0')}`,
        categoryId: category,
        createdAt: new Date(base + i * 60_000),
      });
    }
    const pages = await Promise.all([1, 2, 3, 4].map((p) => list(`categoryId=${category}&page=${p}&pageSize=10`)));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages.every((p) => p.total === 23 && p.pageSize === 10)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    const all = pages.flatMap((p) => p.items.map((j) => j.title));
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => `Guard ${String(22 - i).padStart(2, '0')}`));
    const oldest = await list(`categoryId=${category}&sortBy=oldest&page=3&pageSize=10`);
    expect(oldest.items.map((j) => j.title)).toEqual(['Guard 20', 'Guard 21', 'Guard 22']);
  });

  it('answers 400 with a message for bad query values', async () => {
    const bad = async (query: string, message?: string) =>
      expectError(await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query}` }), 400, message);
    await bad('categoryId=nope', 'The filter id is not valid.');
    await bad('locationIds=abc', 'Each id in a filter list must be a valid id.');
    await bad('page=0', 'page must be a whole number from 1.');
    await bad('page=x', 'page must be a whole number from 1.');
    await bad('pageSize=500', 'pageSize must be at most 50.');
    await bad('pageSize=0', 'pageSize must be at least 1.');
    await bad('sortBy=x', 'sortBy must be newest, oldest or relevance.');
    await bad(`q=${'a'.repeat(201)}`, 'The search text is too long.');
  });
});
