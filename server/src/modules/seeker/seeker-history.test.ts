import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { kathmanduToday, seekerMessages, type WireUser, wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { addDays, createAccount } from '../../../test/jobs.ts';
import { educations, experiences } from '../../db/schema.ts';

let ctx: TestContext;
let seeker: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let employer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [seeker, other, employer, admin] = await Promise.all([
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = seeker.token) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? bearer(token) : {},
  });
const userOf = (res: { statusCode: number; body: string; json: () => unknown }): WireUser => {
  expect(res.statusCode, res.body).toBe(200);
  return wireUserSchema.parse(res.json());
};

const job = {
  title: 'Front desk officer',
  company: 'Fewa Hotel',
  location: 'Pokhara',
  startDate: '2021-03-01',
  endDate: '2023-06-30',
  present: false,
  description: 'Check-in and check-out.',
};
const school = {
  school: 'Prithvi Narayan Campus',
  degree: 'bachelor',
  fieldOfStudy: 'Management',
  startDate: '2015-08-01',
  endDate: '2019-07-31',
  description: '',
};

describe('experience', () => {
  it('adds, edits and deletes, each returning the updated user', async () => {
    const added = userOf(await call('POST', '/users/experience', { ...job, noticePeriod: 'one month' }));
    const item = added.experience?.find((e) => e.title === job.title);
    expect(item).toMatchObject({ ...job, noticePeriod: null });
    const current = userOf(
      await call('PUT', `/users/experience/${item?.id}`, {
        ...job,
        present: true,
        endDate: '2024-01-01',
        noticePeriod: ' 30 days ',
      }),
    );
    expect(current.experience?.find((e) => e.id === item?.id)).toMatchObject({
      present: true,
      endDate: null,
      noticePeriod: '30 days',
    });
    const past = userOf(await call('PUT', `/users/experience/${item?.id}`, { ...job, noticePeriod: '30 days' }));
    expect(past.experience?.find((e) => e.id === item?.id)).toMatchObject({ present: false, noticePeriod: null });
    const removed = userOf(await call('DELETE', `/users/experience/${item?.id}`));
    expect(removed.experience?.some((e) => e.id === item?.id)).toBe(false);
  });

  it('accepts a job with no end date and optional fields left out', async () => {
    const res = userOf(
      await call('POST', '/users/experience', { title: 'Cook', company: 'Home', startDate: '2020-01-01' }),
    );
    expect(res.experience?.find((e) => e.title === 'Cook')).toMatchObject({
      endDate: null,
      location: '',
      description: '',
    });
  });

  it('refuses each invalid value with its message and writes nothing', async () => {
    const before = await ctx.db.select().from(experiences).where(eq(experiences.userId, seeker.id));
    const cases: [unknown, string][] = [
      [{ ...job, title: '  ' }, seekerMessages.titleRequired],
      [{ ...job, title: undefined }, seekerMessages.titleRequired],
      [{ ...job, company: '' }, seekerMessages.companyRequired],
      [{ ...job, startDate: '' }, seekerMessages.startDateRequired],
      [{ ...job, startDate: undefined }, seekerMessages.startDateRequired],
      [{ ...job, startDate: '2021-13-01' }, seekerMessages.dateInvalid],
      [{ ...job, endDate: '01/02/2022' }, seekerMessages.dateInvalid],
      [{ ...job, endDate: '2021-02-28' }, seekerMessages.endBeforeStart],
      [{ ...job, title: 'x'.repeat(201) }, 'Too big: expected string to have <=200 characters'],
      [{ ...job, present: 'yes' }, 'present is invalid.'],
      // A current job cannot have started in the future, nor can any other.
      [{ ...job, startDate: addDays(kathmanduToday(), 1), endDate: null, present: true }, seekerMessages.startInFuture],
      [{ ...job, startDate: '2028-01-01', endDate: '2028-06-30' }, seekerMessages.startInFuture],
      [{ ...job, startDate: '1949-12-31' }, seekerMessages.dateOutOfRange],
    ];
    for (const [payload, message] of cases) {
      expect(expectError(await call('POST', '/users/experience', payload), 400), JSON.stringify(payload)).toBe(message);
    }
    const [first] = before;
    if (first) expectError(await call('PUT', `/users/experience/${first.id}`, { ...job, endDate: '2000-01-01' }), 400);
    expect(await ctx.db.select().from(experiences).where(eq(experiences.userId, seeker.id))).toEqual(before);
  });

  it("keeps another seeker's items out of reach (404) and unchanged", async () => {
    const theirs = userOf(await call('POST', '/users/experience', job, other.token)).experience?.[0];
    expectError(await call('PUT', `/users/experience/${theirs?.id}`, job), 404, seekerMessages.experienceNotFound);
    expectError(await call('DELETE', `/users/experience/${theirs?.id}`), 404, seekerMessages.experienceNotFound);
    expectError(await call('DELETE', `/users/experience/${randomUUID()}`), 404, seekerMessages.experienceNotFound);
    expectError(await call('DELETE', '/users/experience/not-an-id'), 404, seekerMessages.experienceNotFound);
    const [row] = await ctx.db
      .select()
      .from(experiences)
      .where(eq(experiences.id, theirs?.id ?? ''));
    expect(row).toMatchObject({ userId: other.id, title: job.title });
  });

  it('is refused to employers, admins and anonymous callers', async () => {
    expectError(await call('POST', '/users/experience', job, employer.token), 403);
    expectError(await call('POST', '/users/experience', job, admin.token), 403);
    expectError(await call('POST', '/users/experience', job, null), 401);
    expectError(await call('DELETE', `/users/experience/${randomUUID()}`, undefined, employer.token), 403);
  });
});

describe('education', () => {
  it('adds, edits and deletes, each returning the updated user', async () => {
    const added = userOf(await call('POST', '/users/education', { ...school, customDegree: 'dropped' }));
    const item = added.education?.find((e) => e.school === school.school);
    expect(item).toMatchObject({ ...school, customDegree: null });
    const edited = userOf(
      await call('PUT', `/users/education/${item?.id}`, {
        ...school,
        degree: 'Other',
        customDegree: ' CTEVT diploma ',
      }),
    );
    expect(edited.education?.find((e) => e.id === item?.id)).toMatchObject({
      degree: 'other',
      customDegree: 'CTEVT diploma',
    });
    const removed = userOf(await call('DELETE', `/users/education/${item?.id}`));
    expect(removed.education?.some((e) => e.id === item?.id)).toBe(false);
  });

  it('refuses each invalid value with its message and writes nothing', async () => {
    userOf(await call('POST', '/users/education', school));
    const before = await ctx.db.select().from(educations).where(eq(educations.userId, seeker.id));
    const cases: [unknown, string][] = [
      [{ ...school, school: '' }, seekerMessages.schoolRequired],
      [{ ...school, startDate: '' }, seekerMessages.startDateRequired],
      [{ ...school, degree: 'other' }, seekerMessages.customDegreeRequired],
      [{ ...school, degree: 'other', customDegree: '  ' }, seekerMessages.customDegreeRequired],
      [{ ...school, endDate: '2010-01-01' }, seekerMessages.endBeforeStart],
      [{ ...school, endDate: '2019-02-29' }, seekerMessages.dateInvalid],
    ];
    for (const [payload, message] of cases) {
      expect(expectError(await call('POST', '/users/education', payload), 400), JSON.stringify(payload)).toBe(message);
    }
    expectError(await call('PUT', `/users/education/${before[0]?.id}`, { ...school, degree: 'other' }), 400);
    expect(await ctx.db.select().from(educations).where(eq(educations.userId, seeker.id))).toEqual(before);
  });

  it("keeps another seeker's items out of reach (404)", async () => {
    const theirs = userOf(await call('POST', '/users/education', school, other.token)).education?.[0];
    expectError(await call('PUT', `/users/education/${theirs?.id}`, school), 404, seekerMessages.educationNotFound);
    expectError(await call('DELETE', `/users/education/${theirs?.id}`), 404, seekerMessages.educationNotFound);
    const [row] = await ctx.db
      .select()
      .from(educations)
      .where(eq(educations.id, theirs?.id ?? ''));
    expect(row?.userId).toBe(other.id);
  });

  it('is refused to employers, admins and anonymous callers', async () => {
    expectError(await call('POST', '/users/education', school, employer.token), 403);
    expectError(await call('POST', '/users/education', school, admin.token), 403);
    expectError(await call('POST', '/users/education', school, null), 401);
    expectError(await call('PUT', `/users/education/${randomUUID()}`, school, admin.token), 403);
  });
});
