import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  CANDIDATES_COUNT_MAX,
  CANDIDATES_PAGE_MAX,
  type CandidateProfile,
  type CandidatesPage,
  candidateMessages,
  INVITATIONS_PER_EMPLOYER_PER_DAY,
  type InvitationsPage,
  type ProfileViewsPage,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { quickSeeker } from '../../../test/trainings.ts';
import {
  applications,
  candidateInvitations,
  candidateSearch,
  candidateViews,
  candidateVisibility,
  educations,
  experiences,
  mailOutbox,
  notificationPreferences,
  notifications,
  seekerProfiles,
  users,
} from '../../db/schema.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let otherEmployer: Awaited<ReturnType<typeof createAccount>>;
let L: Awaited<ReturnType<typeof lookups>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, otherEmployer] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Lakeside Hotel' }),
    createAccount(ctx, 'employer', { companyName: 'Annapurna Traders' }),
  ]);
  L = await lookups(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: token ? bearer(token) : {} });

const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) => {
  const res = await send(method, url, token, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
};

const search = (query: string, token = employer.token) =>
  ok<CandidatesPage>('GET', `/employer/candidates?${query}`, token);
const ids = (page: CandidatesPage) => page.items.map((item) => item.id);

type SeekerSetup = {
  headline?: string;
  skills?: string[];
  district?: string;
  salary?: number;
  experienceYears?: number;
  degree?: string;
  language?: 'en' | 'ne';
  visible?: boolean;
};

/** A seeker with a profile written in the tables (the triggers keep candidate_search), visible through the API. */
async function seeker(fullName: string, setup: SeekerSetup = {}) {
  const person = await quickSeeker(ctx, fullName, setup.language);
  await ctx.db
    .update(seekerProfiles)
    .set({
      headline: setup.headline ?? '',
      skills: setup.skills ?? [],
      preferences: { expectedSalary: setup.salary ?? 0, jobTypes: [], locations: [], industries: [] },
    })
    .where(eq(seekerProfiles.userId, person.id));
  if (setup.district) {
    await ctx.db
      .update(users)
      .set({ locationId: L.location(setup.district).id })
      .where(eq(users.id, person.id));
  }
  if (setup.experienceYears) {
    const start = new Date();
    start.setUTCFullYear(start.getUTCFullYear() - setup.experienceYears);
    start.setUTCDate(start.getUTCDate() - 5);
    await ctx.db.insert(experiences).values({
      userId: person.id,
      title: 'Cook',
      company: 'Fewa Kitchen',
      startDate: start.toISOString().slice(0, 10),
      present: true,
    });
  }
  if (setup.degree) {
    await ctx.db
      .insert(educations)
      .values({ userId: person.id, school: 'Prithvi Narayan Campus', degree: setup.degree, startDate: '2015-01-01' });
  }
  if (setup.visible !== false) await ok('PUT', '/seekers/me/visibility', person.token, { visible: true });
  return person;
}

describe('the seeker’s choice to be found', () => {
  it('is off by default, recorded with its time, and followed by the very next search either way', async () => {
    const person = await seeker('Kamala Poudel', { headline: 'Hotel receptionist zqvisible', visible: false });
    expect(await ok('GET', '/seekers/me/visibility', person.token)).toEqual({ visible: false, changedAt: null });
    expect((await search('q=zqvisible')).total).toBe(0);
    expectError(
      await send('GET', `/employer/candidates/${person.id}`, employer.token),
      404,
      candidateMessages.notFound,
    );

    const before = Date.now();
    const shown = await ok<{ visible: boolean; changedAt: string }>('PUT', '/seekers/me/visibility', person.token, {
      visible: true,
    });
    expect(shown.visible).toBe(true);
    expect(Date.parse(shown.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(ids(await search('q=zqvisible'))).toEqual([person.id]);

    await ok('PUT', '/seekers/me/visibility', person.token, { visible: false });
    expect((await search('q=zqvisible')).total).toBe(0);
    expectError(
      await send('GET', `/employer/candidates/${person.id}`, employer.token),
      404,
      candidateMessages.notFound,
    );
    const [row] = await ctx.db.select().from(candidateVisibility).where(eq(candidateVisibility.seekerId, person.id));
    expect(row?.visible).toBe(false);

    // A choice that is removed, not turned off, hides them as well.
    await ok('PUT', '/seekers/me/visibility', person.token, { visible: true });
    expect(ids(await search('q=zqvisible'))).toEqual([person.id]);
    await ctx.db.delete(candidateVisibility).where(eq(candidateVisibility.seekerId, person.id));
    expect((await search('q=zqvisible')).total).toBe(0);
    expect(await ctx.db.select().from(candidateSearch).where(eq(candidateSearch.seekerId, person.id))).toEqual([]);
  });

  it('follows the account: a deactivated seeker leaves the results, a reactivated one comes back', async () => {
    const person = await seeker('Ram Thapa', { headline: 'Plumber zqactive' });
    expect(ids(await search('q=zqactive'))).toEqual([person.id]);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
    expect((await search('q=zqactive')).total).toBe(0);
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, person.id));
    expect(ids(await search('q=zqactive'))).toEqual([person.id]);
  });

  it('takes only a boolean', async () => {
    const person = await quickSeeker(ctx, 'Hari Khadka');
    for (const payload of [{}, { visible: 'yes' }, { visible: null }, []]) {
      expectError(await send('PUT', '/seekers/me/visibility', person.token, payload), 400);
    }
  });
});

describe('candidate search', () => {
  it('matches keywords as the job search does: either script, romanized Nepali, the skills list’s other language', async () => {
    const cook = await seeker('सीता गुरुङ', { headline: 'अनुभवी भान्से', district: 'Kaski' });
    const carpenter = await seeker('Bikash Magar', { headline: 'Furniture maker', skills: ['Carpentry'] });
    expect(ids(await search(`q=${encodeURIComponent('भान्से')}`))).toContain(cook.id);
    expect(ids(await search('q=bhanse'))).toContain(cook.id);
    // The district's names in both languages are part of the visible text.
    expect(ids(await search('q=bhanse%20kaski'))).toContain(cook.id);
    expect(ids(await search(`q=${encodeURIComponent('सिकर्मी')}`))).toContain(carpenter.id);
    expect(ids(await search('q=carpentry'))).toContain(carpenter.id);
    expect(ids(await search('q=carpentry%20bhanse'))).toEqual([]);
  });

  it('filters by skills, district, experience, education and expected salary, and shows no name or contact', async () => {
    const tag = 'zqfilter';
    const a = await seeker('Gita Sharma', {
      headline: `Accountant ${tag}`,
      skills: ['Tally', 'Excel'],
      district: 'Kaski',
      salary: 30000,
      experienceYears: 3,
      degree: 'bachelor',
    });
    const b = await seeker('Suresh Karki', {
      headline: `Accountant ${tag}`,
      skills: ['Excel'],
      district: 'Tanahun',
      salary: 60000,
      experienceYears: 1,
      degree: 'plus-two',
    });
    const c = await seeker('Laxmi Pun', { headline: `Accountant ${tag}` });
    const sorted = (list: string[]) => [...list].sort();
    expect(sorted(ids(await search(`q=${tag}`)))).toEqual(sorted([a.id, b.id, c.id]));
    expect(ids(await search(`q=${tag}&skills=tally,EXCEL`))).toEqual([a.id]);
    expect(ids(await search(`q=${tag}&locationIds=${L.location('Tanahun').id}`))).toEqual([b.id]);
    expect(ids(await search(`q=${tag}&minExperienceYears=2`))).toEqual([a.id]);
    expect(sorted(ids(await search(`q=${tag}&educationLevels=bachelor,plus-two`)))).toEqual(sorted([a.id, b.id]));
    // An unstated expected salary (0) fits any budget.
    expect(sorted(ids(await search(`q=${tag}&maxSalary=40000`)))).toEqual(sorted([a.id, c.id]));

    const page = await search(`q=${tag}&skills=tally`);
    expect(page.items[0]).toMatchObject({
      displayName: 'Gita S.',
      headline: `Accountant ${tag}`,
      skills: ['Tally', 'Excel'],
      location: { id: L.location('Kaski').id, name_en: 'Kaski' },
      expectedSalary: 30000,
    });
    expect(page.items[0]?.experienceMonths).toBeGreaterThanOrEqual(36);
    const body = JSON.stringify(page);
    expect(body).not.toContain(a.email);
    expect(body).not.toContain('9800000000');
    expect(body).not.toContain('Sharma');
  });

  it('pages on the server, most recently updated first, and answers bad filters with a 400', async () => {
    const tag = 'zqpaged';
    const people = [];
    for (let i = 0; i < 22; i += 1) people.push(await seeker(`Maya Tamang${i}`, { headline: `Guide ${tag}` }));
    const first = await search(`q=${tag}`);
    expect(first).toMatchObject({ total: 22, totalCapped: false, page: 1, pageSize: 20 });
    expect(first.items[0]?.id).toBe(people.at(-1)?.id);
    const second = await search(`q=${tag}&page=2`);
    expect(second.items.map((item) => item.id).sort()).toEqual(
      people
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    );
    for (const query of [
      'minExperienceYears=-1',
      'minExperienceYears=1.5',
      'maxSalary=abc',
      'locationIds=x',
      'page=0',
    ]) {
      expectError(await send('GET', `/employer/candidates?${query}`, employer.token), 400);
    }
  });

  it(`counts up to ${CANDIDATES_COUNT_MAX} and pages more matches by the date index, in the same order as few`, async () => {
    const tag = 'zqmany';
    const many = CANDIDATES_COUNT_MAX + 5;
    await ctx.db.execute(sql`
      with made as (
        insert into users (email, password_hash, role, email_verified_at)
        select 'many-' || g || '-' || gen_random_uuid() || '@example.com', 'x', 'job_seeker', now()
        from generate_series(1, ${many}) g returning id),
      profiled as (insert into seeker_profiles (user_id, full_name, headline)
        select id, 'Many Seeker', ${`Helper ${tag}`} from made returning user_id)
      insert into candidate_visibility (seeker_id, visible) select user_id, true from profiled`);
    const first = await search(`q=${tag}`);
    expect(first).toMatchObject({ total: CANDIDATES_COUNT_MAX, totalCapped: true });
    const newest = await ctx.db
      .select({ id: candidateSearch.seekerId })
      .from(candidateSearch)
      .innerJoin(seekerProfiles, eq(seekerProfiles.userId, candidateSearch.seekerId))
      .where(eq(seekerProfiles.headline, `Helper ${tag}`))
      .orderBy(desc(candidateSearch.updatedAt), desc(candidateSearch.seekerId))
      .limit(CANDIDATES_COUNT_MAX);
    expect(ids(first)).toEqual(newest.slice(0, 20).map((row) => row.id));
    expect(ids(await search(`q=${tag}&page=2`))).toEqual(newest.slice(20, 40).map((row) => row.id));
    // The deepest page ends where the count stops; a narrower search finds the rest.
    const deepest = await search(`q=${tag}&page=${CANDIDATES_PAGE_MAX}`);
    expect(deepest.totalCapped).toBe(true);
    expect(ids(deepest)).toEqual(newest.slice(-20).map((row) => row.id));
    expectError(
      await send('GET', `/employer/candidates?q=${tag}&page=${CANDIDATES_PAGE_MAX + 1}`, employer.token),
      400,
    );
    // Exactly as many as the count reaches: an exact total.
    await ctx.db.execute(sql`
      update candidate_visibility set visible = false where seeker_id in (
        select user_id from seeker_profiles where headline = ${`Helper ${tag}`} order by user_id limit 5)`);
    expect(await search(`q=${tag}`)).toMatchObject({ total: CANDIDATES_COUNT_MAX, totalCapped: false });
  });
});

describe('a candidate’s page and who viewed it', () => {
  it('shows the visible parts, records one view per company a day, and shows contact details after an application', async () => {
    const person = await seeker('Anita Bhattarai', { headline: 'Front desk', experienceYears: 2, degree: 'see' });
    const page = await ok<CandidateProfile>('GET', `/employer/candidates/${person.id}`, employer.token);
    expect(page).toMatchObject({ id: person.id, displayName: 'Anita B.', headline: 'Front desk', contact: null });
    expect(page.experience).toEqual([
      expect.objectContaining({ title: 'Cook', company: 'Fewa Kitchen', present: true }),
    ]);
    expect(page.education).toEqual([expect.objectContaining({ degree: 'see', school: 'Prithvi Narayan Campus' })]);
    expect(JSON.stringify(page)).not.toContain(person.email);

    await ok('GET', `/employer/candidates/${person.id}`, employer.token);
    await ok('GET', `/employer/candidates/${person.id}`, otherEmployer.token);
    const views = await ctx.db.select().from(candidateViews).where(eq(candidateViews.seekerId, person.id));
    expect(views).toHaveLength(2);
    const seen = await ok<ProfileViewsPage>('GET', '/seekers/me/profile-views', person.token);
    expect(seen.total).toBe(2);
    expect(seen.items.map((item) => item.companyName)).toEqual(['Annapurna Traders', 'Lakeside Hotel']);

    const job = await createJob(ctx, { employerId: employer.id, title: 'Receptionist' });
    await ctx.db.insert(applications).values({ jobId: job.id, seekerId: person.id });
    const after = await ok<CandidateProfile>('GET', `/employer/candidates/${person.id}`, employer.token);
    expect(after.contact).toEqual({ fullName: 'Anita Bhattarai', email: person.email, phone: '9800000000' });
    // Only to the employer the seeker applied to.
    expect((await ok<CandidateProfile>('GET', `/employer/candidates/${person.id}`, otherEmployer.token)).contact).toBe(
      null,
    );
  });

  it('answers 404 for an id that is not a findable seeker', async () => {
    for (const id of ['not-a-uuid', employer.id, '00000000-0000-4000-8000-000000000000']) {
      expectError(await send('GET', `/employer/candidates/${id}`, employer.token), 404, candidateMessages.notFound);
    }
  });
});

describe('invitations', () => {
  const invite = (seekerId: string, jobId: string, token = employer.token) =>
    send('POST', `/employer/candidates/${seekerId}/invitations`, token, { jobId });

  it('notifies the seeker in their language, once per job, and the seeker declines or applies', async () => {
    const person = await seeker('राम अधिकारी', { headline: 'Waiter', language: 'ne' });
    const job = await createJob(ctx, { employerId: employer.id, title: 'Waiter' });
    const second = await createJob(ctx, { employerId: employer.id, title: 'Barista' });
    const res = await invite(person.id, job.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ jobId: job.id, jobTitle: 'Waiter', status: 'pending' });
    expectError(await invite(person.id, job.id), 409, candidateMessages.alreadyInvited);

    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.kind, 'invitation_received')));
    expect(note).toMatchObject({
      link: '/job_seeker/invitations',
      params: { jobTitle: 'Waiter', companyName: 'Lakeside Hotel' },
    });
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, person.id), eq(mailOutbox.kind, 'invitation_received')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('निमन्त्रणा');

    expect((await invite(person.id, second.id)).statusCode).toBe(201);
    const list = await ok<InvitationsPage>('GET', '/seekers/me/invitations', person.token);
    expect(list.items.map((item) => [item.jobTitle, item.companyName, item.status, item.jobOpen])).toEqual([
      ['Barista', 'Lakeside Hotel', 'pending', true],
      ['Waiter', 'Lakeside Hotel', 'pending', true],
    ]);
    const barista = list.items[0]?.id ?? '';
    const declined = await ok<{ status: string }>('POST', `/seekers/me/invitations/${barista}/decline`, person.token);
    expect(declined.status).toBe('declined');
    expectError(await send('POST', `/seekers/me/invitations/${barista}/decline`, person.token), 409);
    // Another seeker cannot answer it.
    const stranger = await quickSeeker(ctx, 'Dipak Karki');
    expectError(await send('POST', `/seekers/me/invitations/${barista}/decline`, stranger.token), 404);

    const applied = await send('POST', '/applications', person.token, { jobId: job.id });
    expect(applied.statusCode, applied.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(candidateInvitations)
      .where(and(eq(candidateInvitations.jobId, job.id), eq(candidateInvitations.seekerId, person.id)));
    expect(row?.status).toBe('applied');
    expectError(await invite(person.id, job.id), 409);
  });

  it('respects the seeker’s notification settings: email off keeps the in-app notification only', async () => {
    const person = await seeker('Sunita Magar', { headline: 'Cashier' });
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId: person.id, kind: 'invitation_received', inApp: true, email: false });
    const job = await createJob(ctx, { employerId: employer.id, title: 'Cashier' });
    expect((await invite(person.id, job.id)).statusCode).toBe(201);
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, person.id), isNull(mailOutbox.sentAt)));
    expect(mails).toHaveLength(0);
    const shown = await ctx.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(shown).toHaveLength(1);
  });

  it('only to the employer’s own listed jobs, only findable seekers', async () => {
    const person = await seeker('Krishna Shrestha', { headline: 'Driver' });
    const closed = await createJob(ctx, { employerId: employer.id, title: 'Driver', status: 'closed' });
    const others = await createJob(ctx, { employerId: otherEmployer.id, title: 'Driver' });
    const past = await createJob(ctx, { employerId: employer.id, title: 'Driver', applicationDeadline: '2020-01-01' });
    for (const job of [closed, others, past]) {
      expectError(await invite(person.id, job.id), 400, candidateMessages.jobNotOpen);
    }
    for (const body of [{}, { jobId: 'x' }, { jobId: 5 }]) {
      expectError(await send('POST', `/employer/candidates/${person.id}/invitations`, employer.token, body), 400);
    }
    const hidden = await seeker('Bishnu Pun', { headline: 'Driver', visible: false });
    const open = await createJob(ctx, { employerId: employer.id, title: 'Driver' });
    expectError(await invite(hidden.id, open.id), 404, candidateMessages.notFound);
  });

  it(`allows ${INVITATIONS_PER_EMPLOYER_PER_DAY} in 24 hours per employer, counted under a lock`, async () => {
    const busy = await createAccount(ctx, 'employer', { companyName: 'Busy Recruiters' });
    const job = await createJob(ctx, { employerId: busy.id, title: 'Helper' });
    const extra = 3;
    const people = await Promise.all(
      Array.from({ length: INVITATIONS_PER_EMPLOYER_PER_DAY + extra }, (_, i) => quickSeeker(ctx, `Helper ${i}`)),
    );
    await ctx.db.insert(candidateVisibility).values(people.map((p) => ({ seekerId: p.id, visible: true })));
    const answers = await Promise.all(people.map((p) => invite(p.id, job.id, busy.token)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(INVITATIONS_PER_EMPLOYER_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
    const refused = answers.find((res) => res.statusCode === 429);
    if (refused) expectError(refused, 429, candidateMessages.dailyLimit);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const [stored] = await ctx.db
      .select({ n: candidateInvitations.id })
      .from(candidateInvitations)
      .where(eq(candidateInvitations.employerId, busy.id))
      .then((rows) => [rows.length]);
    expect(stored).toBe(INVITATIONS_PER_EMPLOYER_PER_DAY);
  });
});

describe('account deletion and data export', () => {
  it('export both sides, and deleting either account removes its choice, views and invitations', async () => {
    const person = await createAccount(ctx, 'job_seeker');
    await ok('PUT', '/seekers/me/visibility', person.token, { visible: true });
    const hiring = await createAccount(ctx, 'employer', { companyName: 'Pokhara Bakery' });
    const job = await createJob(ctx, { employerId: hiring.id, title: 'Baker' });
    await ok('GET', `/employer/candidates/${person.id}`, hiring.token);
    expect(
      (await send('POST', `/employer/candidates/${person.id}/invitations`, hiring.token, { jobId: job.id })).statusCode,
    ).toBe(201);

    const exported = async (token: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      return JSON.parse(new TextDecoder().decode(files['candidates.json'])) as Record<string, unknown[]> & {
        visibility?: { visible: boolean };
      };
    };
    const mine = await exported(person.token);
    expect(mine.visibility?.visible).toBe(true);
    expect(mine.profileViews).toHaveLength(1);
    expect(mine.invitations).toEqual([expect.objectContaining({ jobTitle: 'Baker', companyName: 'Pokhara Bakery' })]);
    const theirs = await exported(hiring.token);
    expect(theirs.profileViews).toHaveLength(1);
    expect(theirs.invitations).toHaveLength(1);

    const deleted = await send('POST', '/account/delete', person.token, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const table of [candidateVisibility, candidateViews, candidateInvitations, candidateSearch] as const) {
      expect(await ctx.db.select().from(table).where(eq(table.seekerId, person.id))).toEqual([]);
    }

    const other = await seeker('Ramesh Gurung', { headline: 'Baker' });
    await ok('GET', `/employer/candidates/${other.id}`, hiring.token);
    const gone = await send('POST', '/account/delete', hiring.token, { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await ctx.db.select().from(candidateViews).where(eq(candidateViews.employerId, hiring.id))).toEqual([]);
  });
});
