import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createAccount } from '../../../test/jobs.ts';
import { createTraining, dayFromToday, enrolAs, quickSeeker } from '../../../test/trainings.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { sendTrainingReminders } from './training-reminders.ts';

let ctx: TestContext;
let instances: Database[];

beforeAll(async () => {
  ctx = await createTestContext();
  // Two more "instances": each its own pool on the same database, as two servers behind the balancer.
  instances = [connectDatabase(ctx.databaseUrl, 5), connectDatabase(ctx.databaseUrl, 5)];
});
afterAll(async () => {
  for (const instance of instances ?? []) await instance.pool.end();
  await ctx?.close();
});

/** 09:00 in Kathmandu today, and 07:00 (before the reminders' hour). */
const at = (time: string) => new Date(`${kathmanduToday()}T${time}:00+05:45`);

describe('the reminder the day before a training starts', () => {
  it('goes once to each seeker holding a seat, in their language, even with two instances running at once', async () => {
    const admin = await createAccount(ctx, 'admin');
    const tomorrow = await createTraining(ctx, admin.token, { seats: 3, startDate: dayFromToday(1) });
    const later = await createTraining(ctx, admin.token, { seats: 3, startDate: dayFromToday(2) });
    const seated = [
      await quickSeeker(ctx, 'Reminded One', 'ne'),
      await quickSeeker(ctx, 'Reminded Two'),
      await quickSeeker(ctx, 'Reminded Three'),
    ];
    const waiting = await quickSeeker(ctx, 'Still Waiting');
    for (const s of [...seated, waiting]) expect((await enrolAs(ctx, s.token, tomorrow.id)).statusCode).toBe(200);
    const laterSeeker = await quickSeeker(ctx, 'Next Week');
    await enrolAs(ctx, laterSeeker.token, later.id);

    expect(await sendTrainingReminders(ctx.db, ctx.config, at('07:00'))).toBe(0);
    const runs = await Promise.all(
      [0, 1, 0, 1].map((i) => sendTrainingReminders((instances[i] as Database).db, ctx.config, at('09:00'))),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await sendTrainingReminders(ctx.db, ctx.config, at('15:00'))).toBe(0);

    const reminded = async (userId: string) =>
      (
        await ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'training_reminder')))
      ).length;
    expect(await Promise.all(seated.map((s) => reminded(s.id)))).toEqual([1, 1, 1]);
    expect(await reminded(waiting.id)).toBe(0);
    expect(await reminded(laterSeeker.id)).toBe(0);

    const [nepali, english] = seated;
    if (!nepali || !english) throw new Error('no seekers');
    // Each seeker had the enrolment mail; the reminder is the second and last.
    const nepaliMail = await ctx.mailbox.waitFor(nepali.email, { after: 1 });
    expect(nepaliMail.subject).toContain('भवन बिजुली मिस्त्री तालिम भोलि सुरु हुन्छ');
    const englishMail = await ctx.mailbox.waitFor(english.email, { after: 1 });
    expect(englishMail.subject).toContain('Building electrician starts tomorrow');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seated.map((s) => ctx.mailbox.countFor(s.email))).toEqual([2, 2, 2]);
  });
});
