import { eq } from 'drizzle-orm';
import type { PublicTraining, WireUser } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { bearer } from '../../test/helpers.ts';
import { quickSeeker } from '../../test/trainings.ts';
import { trainingEnrolments } from '../db/schema.ts';
import { kathmanduToday } from '../modules/jobs/kathmandu-date.ts';
import { createDemoTrainings, DEMO_COURSES, demoTrainingIds, removeDemoTrainings } from './demo-trainings.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the demo trainings', () => {
  it("are the skill-development page's three courses, upcoming in both languages, with a completed earlier batch", async () => {
    const seekers = [await quickSeeker(ctx, 'Demo One'), await quickSeeker(ctx, 'Demo Two')];
    await createDemoTrainings(ctx.db, 'example.com');

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/trainings?lang=ne' })).json() as PublicTraining[];
    expect(list.map((t) => t.title)).toEqual(DEMO_COURSES.map((course) => course.title[1]));
    expect(list.every((t) => t.startDate > kathmanduToday() && t.status === 'open')).toBe(true);
    expect(list[0]).toMatchObject({ venue: 'लेकसाइड, पोखरा, कास्की', enrolled: 2, seatsLeft: 23 });

    const me = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(seekers[0]?.token ?? '') })
    ).json() as WireUser;
    expect(me.certifications).toEqual([
      expect.objectContaining({
        name: 'Hotel and restaurant assistant',
        name_ne: 'होटल तथा रेस्टुराँ सहायक',
        verified: true,
      }),
    ]);

    expect((await demoTrainingIds(ctx.db)).map((t) => t.status)).toEqual(['completed', 'open', 'open', 'open']);
    expect(await removeDemoTrainings(ctx.db)).toBe(4);
    expect(await demoTrainingIds(ctx.db)).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(trainingEnrolments)
        .where(eq(trainingEnrolments.seekerId, seekers[0]?.id ?? '')),
    ).toEqual([]);
  });
});
