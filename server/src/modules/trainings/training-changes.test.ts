import { eq } from 'drizzle-orm';
import { trainingMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { createAccount } from '../../../test/jobs.ts';
import { createTraining, dayFromToday, enrolAs, quickSeeker, trainingInput } from '../../../test/trainings.ts';
import { notifications } from '../../db/schema.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { sendTrainingReminders } from './training-reminders.ts';
import { ENROLMENT_CHANGES_PER_HOUR } from './trainings-routes.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
});
afterAll(async () => {
  await ctx?.close();
});

const update = (id: string, overrides: Parameters<typeof trainingInput>[0]) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/trainings/${id}`,
    payload: trainingInput(overrides),
    headers: bearer(admin.token),
  });

/** The training notifications a user has, oldest first: their kind and status. */
async function told(userId: string) {
  const rows = await ctx.db
    .select({ kind: notifications.kind, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  return rows.map((row) => `${row.kind}:${(row.params as Record<string, string>).status ?? ''}`);
}

describe('an administrator changes when or where a training happens', () => {
  it('tells every seeker holding or waiting for a place, in their language, and nobody for other edits', async () => {
    const start = dayFromToday(20);
    const training = await createTraining(ctx, admin.token, { seats: 1, startDate: start });
    const seated = await quickSeeker(ctx, 'Seated Seeker', 'ne');
    const waiting = await quickSeeker(ctx, 'Waiting Seeker');
    const gone = await quickSeeker(ctx, 'Withdrawn Seeker');
    for (const s of [seated, waiting, gone]) expect((await enrolAs(ctx, s.token, training.id)).statusCode).toBe(200);
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trainings/${training.id}/enrolment`,
      headers: bearer(gone.token),
    });
    expect(withdrawn.statusCode).toBe(200);

    // A new description or contact: nothing a seeker needs to turn up changed.
    const edited = await update(training.id, { seats: 1, startDate: start, description_en: 'Wiring, in more detail.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await told(seated.id)).toEqual(['training_enrolment:enrolled']);
    expect(await told(waiting.id)).toEqual(['training_enrolment:waiting']);

    const moved = await update(training.id, {
      seats: 1,
      startDate: start,
      venue_en: 'Bhanu Municipality hall, Tanahun',
      venue_ne: 'भानु नगरपालिका सभाहल, तनहुँ',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await told(seated.id)).toEqual(['training_enrolment:enrolled', 'training_enrolment:changed']);
    expect(await told(waiting.id)).toEqual(['training_enrolment:waiting', 'training_enrolment:changed']);
    expect(await told(gone.id)).toEqual(['training_enrolment:waiting']);

    const nepali = await ctx.mailbox.waitFor(seated.email, { after: 1 });
    expect(nepali.subject).toContain('भवन बिजुली मिस्त्री तालिममा परिवर्तन भयो');
    expect(nepali.text).toContain('भानु नगरपालिका सभाहल, तनहुँ');
    const english = await ctx.mailbox.waitFor(waiting.email, { after: 1 });
    expect(english.subject).toContain('Building electrician has changed');
    expect(english.text).toContain('Bhanu Municipality hall, Tanahun');
  });

  it('reminds again the day before a moved start date, once', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 2, startDate: dayFromToday(1) });
    const seeker = await quickSeeker(ctx, 'Reminded Twice');
    expect((await enrolAs(ctx, seeker.token, training.id)).statusCode).toBe(200);
    const nineToday = new Date(`${kathmanduToday()}T09:00:00+05:45`);
    expect(await sendTrainingReminders(ctx.db, ctx.config, nineToday)).toBe(1);

    // Put off by a day: the seeker is told, and reminded again the day before the new date, once.
    const later = await update(training.id, { seats: 2, startDate: dayFromToday(2) });
    expect(later.statusCode, later.body).toBe(200);
    const nineTomorrow = new Date(`${dayFromToday(1)}T09:00:00+05:45`);
    expect(await sendTrainingReminders(ctx.db, ctx.config, nineTomorrow)).toBe(1);
    expect(await sendTrainingReminders(ctx.db, ctx.config, nineTomorrow)).toBe(0);
    expect(await told(seeker.id)).toEqual([
      'training_enrolment:enrolled',
      'training_reminder:',
      'training_enrolment:changed',
      'training_reminder:',
    ]);
  });
});

describe('enrolling and withdrawing', () => {
  it('are limited per account and hour, with a clear 429, and the enrolment is kept as it was', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 5 });
    const other = await createTraining(ctx, admin.token, { seats: 5 });
    const seeker = await quickSeeker(ctx, 'Back And Forth');
    const withdraw = (id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/trainings/${id}/enrolment`, headers: bearer(seeker.token) });
    for (let i = 0; i < ENROLMENT_CHANGES_PER_HOUR / 2; i += 1) {
      expect((await enrolAs(ctx, seeker.token, training.id)).statusCode).toBe(200);
      expect((await withdraw(training.id)).statusCode).toBe(200);
    }
    // The limit is the account's, across trainings.
    const refused = await enrolAs(ctx, seeker.token, other.id);
    expectError(refused, 429, trainingMessages.tooManyChanges);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/seekers/me/trainings',
      headers: bearer(seeker.token),
    });
    const enrolments = mine.json() as { trainingId: string; status: string }[];
    expect(enrolments.filter((e) => e.trainingId === other.id)).toEqual([]);
    // Another seeker is not affected.
    const fresh = await quickSeeker(ctx, 'Someone Else');
    expect((await enrolAs(ctx, fresh.token, other.id)).statusCode).toBe(200);
  });
});
