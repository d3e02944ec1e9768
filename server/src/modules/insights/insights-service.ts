import { type Insights, type InsightsRange, TRAINING_CATEGORIES } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { trainingFigures } from '../trainings/training-figures.ts';
import { applicationFigures } from './applications-figures.ts';
import { closedFigures } from './closed-figures.ts';
import { GROUPINGS } from './insights-groupings.ts';
import { spanOf } from './insights-range.ts';
import { jobsOverTime } from './jobs-over-time.ts';
import { seekerFigures } from './seeker-figures.ts';
import { TimedMemo } from './timed-memo.ts';

/**
 * The labour-market figures for a range and a grouping. Each section is a function of the database, the span
 * and the grouping's list (the trainings' of the range only: they are split by training area).
 */
export async function insightsFor(db: Executor, range: InsightsRange): Promise<Insights> {
  const span = spanOf(range);
  const list = GROUPINGS[range.by];
  const jobs = await jobsOverTime(db, span, list);
  const applications = await applicationFigures(db, span, list);
  const closed = await closedFigures(db, span, list);
  const seekers = await seekerFigures(db, span);
  const trainings = await trainingsSection(db, range);
  return { from: range.from, to: range.to, by: range.by, jobs, applications, closed, seekers, trainings };
}

/** Every training area in the list's order (zeros included: the areas are the table's frame), then all of them. */
async function trainingsSection(db: Executor, range: InsightsRange): Promise<Insights['trainings']> {
  const figures = await trainingFigures(db, range);
  return {
    rows: TRAINING_CATEGORIES.map((category) => ({ category, ...figures.byCategory[category] })),
    total: { category: null, ...figures.total },
  };
}

/**
 * The figures an administrator asked for in the last minute: the screen and its CSV downloads ask for the same
 * range several times in a row. A minute-old count is fine for a labour-market figure.
 */
export function cachedInsights(ttlMs = 60_000) {
  const memo = new TimedMemo<Insights>(ttlMs);
  return (db: Executor, range: InsightsRange) =>
    memo.get(`${range.from}|${range.to}|${range.by}`, () => insightsFor(db, range));
}
