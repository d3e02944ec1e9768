import { eq } from 'drizzle-orm';
import { APPLICANTS_PAGE_SIZE, applicantsPageSchema, commonMessages, employerMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { applications, educations, experiences, seekerProfiles, users } from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let jobId: string;
let crowdedJobId: string;
const seekers: Record<string, string> = {};

type Seeker = {
  name: string;
  district?: string;
  address?: string;
  skills?: string[];
  education?: { school: string; degree: string };
  experience?: { title: string; company: string };
};

async function seeker(L: Awaited<ReturnType<typeof lookups>>, s: Seeker) {
  const account = await createAccount(ctx, 'job_seeker');
  await ctx.db
    .update(seekerProfiles)
    .set({ fullName: s.name, skills: s.skills ?? [], address: s.address ?? '' })
    .where(eq(seekerProfiles.userId, account.id));
  if (s.district) {
    await ctx.db
      .update(users)
      .set({ locationId: L.location(s.district).id })
      .where(eq(users.id, account.id));
  }
  if (s.education) {
    await ctx.db.insert(educations).values({ userId: account.id, ...s.education, startDate: '2018-01-01' });
  }
  if (s.experience) {
    await ctx.db.insert(experiences).values({ userId: account.id, ...s.experience, startDate: '2020-01-01' });
  }
  seekers[s.name] = account.id;
  return account;
}

const page = (query: string, token = employer.token, job = jobId) =>
  ctx.app.inject({ url: `/api/jobs/${job}/applications/page${query}`, headers: bearer(token) });

/** The applicants' names a filter finds (oldest application first). */
async function names(query: string): Promise<string[]> {
  const res = await page(query);
  expect(res.statusCode, res.body).toBe(200);
  return applicantsPageSchema.parse(res.json()).items.map((item) => item.seeker.fullName);
}

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, other] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Fewa Traders' }),
    createAccount(ctx, 'employer', { companyName: 'Other Co' }),
  ]);
  const L = await lookups(ctx);
  jobId = (await createJob(ctx, { employerId: employer.id, title: 'Accountant' })).id;
  crowdedJobId = (await createJob(ctx, { employerId: employer.id, title: 'Helper' })).id;
  const people: Seeker[] = [
    {
      name: 'Asha Kaski',
      district: 'Kaski',
      skills: ['Accounting (Tally)'],
      education: { school: 'Prithvi Narayan Campus', degree: 'BBS' },
    },
    { name: 'Bina Tanahun', district: 'Tanahun', skills: ['लेखा (ट्याली)', 'Excel'] },
    { name: 'Chandra Address', address: 'Newroad, Pokhara-8', skills: ['Cooking'] },
    {
      name: 'Dipak Syangja',
      district: 'Syangja',
      skills: ['Python'],
      experience: { title: 'Cashier', company: 'Bhatbhateni' },
    },
  ];
  for (const person of people) {
    const account = await seeker(L, person);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId },
      headers: bearer(account.token),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // The crowded job: one more applicant than a page holds, seekers and applications straight into the tables.
  const crowd = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: APPLICANTS_PAGE_SIZE + 1 }, (_, i) => ({
        email: `crowd-${i}-${Date.now()}@example.com`,
        passwordHash: 'not-a-login',
        role: 'job_seeker' as const,
      })),
    )
    .returning({ id: users.id });
  await ctx.db.insert(seekerProfiles).values(crowd.map((account) => ({ userId: account.id })));
  await ctx.db.insert(applications).values(
    crowd.map((account, i) => ({
      jobId: crowdedJobId,
      seekerId: account.id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('the applicant list filtered on the server', () => {
  it('lists every applicant, oldest first, with the counts', async () => {
    const res = await page('');
    expect(res.statusCode, res.body).toBe(200);
    const body = applicantsPageSchema.parse(res.json());
    expect(body).toMatchObject({ total: 4, all: 4, page: 1, pageSize: APPLICANTS_PAGE_SIZE });
    expect(body.items.map((item) => item.seeker.fullName)).toEqual([
      'Asha Kaski',
      'Bina Tanahun',
      'Chandra Address',
      'Dipak Syangja',
    ]);
  });

  it('finds a district by either of its names, by a town in it, and a town in the address', async () => {
    expect(await names('?city=Kaski')).toEqual(['Asha Kaski']);
    expect(await names(`?city=${encodeURIComponent('कास्की')}`)).toEqual(['Asha Kaski']);
    // Pokhara is in Kaski; the address names it too.
    expect(await names('?city=Pokhara')).toEqual(['Asha Kaski', 'Chandra Address']);
    expect(await names('?city=pokhara')).toEqual(['Asha Kaski', 'Chandra Address']);
    expect(await names(`?city=${encodeURIComponent('पोखरा')}`)).toEqual(['Asha Kaski']);
    expect(await names('?city=Damauli')).toEqual(['Bina Tanahun']);
    expect(await names(`?city=${encodeURIComponent('दमौली')}`)).toEqual(['Bina Tanahun']);
    // Romanized Nepali: "tanahu" is तनहुँ romanized (the English name is Tanahun).
    expect(await names('?city=tanahu')).toEqual(['Bina Tanahun']);
    expect(await names('?city=Waling')).toEqual(['Dipak Syangja']);
    expect(await names('?city=Biratnagar')).toEqual([]);
  });

  it('matches a known skill by either of its names or its romanized Nepali name', async () => {
    const accountants = ['Asha Kaski', 'Bina Tanahun'];
    expect(await names(`?skills=${encodeURIComponent('लेखा')}`)).toEqual(accountants);
    expect(await names('?skills=accounting')).toEqual(accountants);
    expect(await names('?skills=lekha')).toEqual(accountants);
    expect(await names(`?skills=${encodeURIComponent('लेखा, excel')}`)).toEqual(['Bina Tanahun']);
    expect(await names('?skills=cook')).toEqual(['Chandra Address']);
    // A wildcard typed by the employer is a plain character.
    expect(await names('?skills=%25')).toEqual([]);
  });

  it('matches education, experience and status, and combines filters', async () => {
    expect(await names('?education=narayan%20campus')).toEqual(['Asha Kaski']);
    expect(await names('?experience=bhatbhateni')).toEqual(['Dipak Syangja']);
    const [dipak] = await ctx.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.seekerId, seekers['Dipak Syangja'] as string));
    await ctx.db
      .update(applications)
      .set({ status: 'shortlisted' })
      .where(eq(applications.id, dipak?.id as string));
    expect(await names('?status=shortlisted')).toEqual(['Dipak Syangja']);
    expect(await names('?status=pending')).toEqual(['Asha Kaski', 'Bina Tanahun', 'Chandra Address']);
    expect(await names('?status=withdrawn')).toEqual([]);
    expect(await names('?status=pending&skills=lekha&city=pokhara')).toEqual(['Asha Kaski']);
    const res = await page('?status=pending');
    expect(res.json()).toMatchObject({ total: 3, all: 4 });
  });

  it('pages the matches', async () => {
    const first = applicantsPageSchema.parse((await page('', employer.token, crowdedJobId)).json());
    expect(first.items).toHaveLength(APPLICANTS_PAGE_SIZE);
    expect(first).toMatchObject({ total: APPLICANTS_PAGE_SIZE + 1, all: APPLICANTS_PAGE_SIZE + 1 });
    const second = applicantsPageSchema.parse((await page('?page=2', employer.token, crowdedJobId)).json());
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(first.items.at(-1)?.id);
    expect(applicantsPageSchema.parse((await page('?page=3', employer.token, crowdedJobId)).json()).items).toEqual([]);
  });

  it('answers bad filters with a 400 and strangers with a 404', async () => {
    expectError(await page('?status=hired'), 400, employerMessages.applicantStatusFilterInvalid);
    expectError(await page('?page=0'), 400, commonMessages.pageInvalid);
    expectError(await page('?page=abc'), 400, commonMessages.pageInvalid);
    expectError(await page(`?city=${'x'.repeat(201)}`), 400, employerMessages.applicantFilterTooLong);
    expectError(await page(`?skills=${encodeURIComponent('\u0000')}`), 400);
    expect((await page('', other.token)).statusCode).toBe(404);
    expect((await page('', employer.token, 'not-a-uuid')).statusCode).toBe(404);
  });
});
