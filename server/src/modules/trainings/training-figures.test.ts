import { TRAINING_CATEGORIES, type TrainingCategory } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { quickSeeker, trainingInput } from '../../../test/trainings.ts';
import { applications, trainingEnrolments, trainings } from '../../db/schema.ts';
import { type DayRange, type TrainingFigures, trainingFigures } from './training-figures.ts';
import { trainingColumns } from './training-rows.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  };
}

const DAY = 86_400_000;
/** An instant `minutes` after midnight of 2026-01-01 in Kathmandu. */
const instant = (minutes: number) => new Date(Date.parse('2026-01-01T00:00:00+05:45') + minutes * 60_000);
/** The Kathmandu day of an instant. */
const dayOf = (date: Date) => new Date(date.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);

type Enrolment = {
  category: TrainingCategory;
  seekerId: string;
  status: string;
  createdAt: Date;
  completedAt: Date | null;
};
type Application = { seekerId: string; status: string; createdAt: Date };

/** The figures counted in plain code over the rows, as the insight defines them. */
function expected(enrolments: Enrolment[], apps: Application[], range: DayRange, category?: TrainingCategory) {
  const inRange = (date: Date) => dayOf(date) >= range.from && dayOf(date) <= range.to;
  const mine = enrolments.filter((e) => category === undefined || e.category === category);
  const made = mine.filter((e) => inRange(e.createdAt));
  const done = mine.filter((e) => e.status === 'completed' && e.completedAt && inRange(e.completedAt));
  const firstDone = new Map<string, number>();
  for (const e of done) {
    const at = e.completedAt?.getTime() ?? 0;
    firstDone.set(e.seekerId, Math.min(firstDone.get(e.seekerId) ?? Number.POSITIVE_INFINITY, at));
  }
  const after = (seekerId: string, ok: (a: Application) => boolean) =>
    apps.some((a) => a.seekerId === seekerId && a.createdAt.getTime() > (firstDone.get(seekerId) ?? 0) && ok(a));
  const completers = [...firstDone.keys()];
  return {
    enrolments: made.length,
    withdrawn: made.filter((e) => e.status === 'withdrawn').length,
    completions: done.length,
    completers: completers.length,
    completersApplied: completers.filter((s) => after(s, (a) => a.status !== 'withdrawn')).length,
    completersShortlisted: completers.filter((s) => after(s, (a) => a.status === 'shortlisted')).length,
  } satisfies TrainingFigures;
}

describe('training figures', () => {
  it('equal the counts made over the same random rows, in total and by category, for several ranges', async () => {
    const random = generator(27);
    const employer = await createAccount(ctx, 'employer');
    const jobs = [];
    for (let i = 0; i < 6; i++) jobs.push(await createJob(ctx, { employerId: employer.id, title: `Job ${i}` }));
    const seekers = [];
    for (let i = 0; i < 24; i++) seekers.push(await quickSeeker(ctx, `Figure ${i}`));
    const trainingRows = [];
    for (let i = 0; i < 6; i++) {
      const [row] = await ctx.db
        .insert(trainings)
        .values({
          ...trainingColumns(trainingInput({ category: TRAINING_CATEGORIES[i % 3], seats: 500 })),
          status: 'open',
        })
        .returning();
      if (row) trainingRows.push(row);
    }

    const enrolments: Enrolment[] = [];
    for (const training of trainingRows) {
      for (const seeker of seekers) {
        if (random.next() < 0.4) continue;
        const status = random.pick(['enrolled', 'waiting', 'withdrawn', 'attended', 'completed'] as const);
        const createdAt = instant(random.int(60 * 24 * 90));
        const completedAt = status === 'completed' ? new Date(createdAt.getTime() + random.int(60) * DAY) : null;
        await ctx.db.insert(trainingEnrolments).values({
          trainingId: training.id,
          seekerId: seeker.id,
          status,
          createdAt,
          withdrawnAt: status === 'withdrawn' ? createdAt : null,
          attendedAt: status === 'attended' || status === 'completed' ? createdAt : null,
          completedAt,
        });
        enrolments.push({ category: training.category, seekerId: seeker.id, status, createdAt, completedAt });
      }
    }
    const apps: Application[] = [];
    for (const job of jobs) {
      for (const seeker of seekers) {
        if (random.next() < 0.5) continue;
        const status = random.pick(['pending', 'viewed', 'shortlisted', 'rejected', 'withdrawn'] as const);
        const createdAt = instant(random.int(60 * 24 * 160));
        await ctx.db.insert(applications).values({
          jobId: job.id,
          seekerId: seeker.id,
          status,
          createdAt,
          withdrawnAt: status === 'withdrawn' ? createdAt : null,
        });
        apps.push({ seekerId: seeker.id, status, createdAt });
      }
    }

    const ranges: DayRange[] = [
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2026-01-15', to: '2026-02-20' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2025-01-01', to: '2025-12-31' },
    ];
    for (const range of ranges) {
      const figures = await trainingFigures(ctx.db, range);
      expect(figures.total, JSON.stringify(range)).toEqual(expected(enrolments, apps, range));
      for (const category of TRAINING_CATEGORIES) {
        expect(figures.byCategory[category], `${category} ${JSON.stringify(range)}`).toEqual(
          expected(enrolments, apps, range, category),
        );
      }
    }
    const whole = await trainingFigures(ctx.db, { from: '2026-01-01', to: '2026-12-31' });
    expect(whole.total.completers).toBeGreaterThan(3);
    expect(whole.total.completersShortlisted).toBeGreaterThan(0);
  });
});
