import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Enrolment, LANGUAGES, PublicTraining, Training, trainingInputSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { trainingEnrolments, trainings } from '../../db/schema.ts';

export type TrainingRow = typeof trainings.$inferSelect;
export type EnrolmentRecord = typeof trainingEnrolments.$inferSelect;
type Counts = { enrolled: number; waiting: number };
export type Language = (typeof LANGUAGES)[number];
export type TrainingInputValues = z.output<typeof trainingInputSchema>;
export type TrainingWithCounts = TrainingRow & Counts;

/** The columns of an administrator's input. */
export const trainingColumns = (input: TrainingInputValues) => ({
  titleEn: input.title_en,
  titleNe: input.title_ne,
  descriptionEn: input.description_en,
  descriptionNe: input.description_ne,
  category: input.category,
  durationEn: input.duration_en,
  durationNe: input.duration_ne,
  scheduleEn: input.schedule_en,
  scheduleNe: input.schedule_ne,
  venueEn: input.venue_en,
  venueNe: input.venue_ne,
  seats: input.seats,
  startDate: input.startDate,
  contact: input.contact,
});

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Enrolments holding a seat (enrolled, attended, completed) and waiting, of the row of `trainings` in the outer
 * query (named in full: drizzle writes a column of the outer table unqualified inside a subquery).
 */
const counts = {
  enrolled: sql<number>`(select count(*)::int from training_enrolments e
    where e.training_id = "trainings"."id" and e.status in ('enrolled', 'attended', 'completed'))`,
  waiting: sql<number>`(select count(*)::int from training_enrolments e
    where e.training_id = "trainings"."id" and e.status = 'waiting')`,
};

/** The trainings matching `where` (all of them without it), with their counts, in `order`. */
export async function trainingsWithCounts(
  db: Executor,
  where?: SQL,
  order: SQL[] = [asc(trainings.startDate), asc(trainings.id)],
  limit?: number,
): Promise<TrainingWithCounts[]> {
  const query = db
    .select({ training: trainings, ...counts })
    .from(trainings)
    .where(where)
    .orderBy(...order);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ ...row.training, enrolled: row.enrolled, waiting: row.waiting }));
}

export const trainingsByIds = (db: Executor, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : trainingsWithCounts(db, inArray(trainings.id, ids));

/** One training with its counts (inside a transaction: after its row lock, so the counts are settled). */
export async function trainingWithCounts(db: Executor, id: string): Promise<TrainingWithCounts | undefined> {
  const [row] = await trainingsWithCounts(db, eq(trainings.id, id));
  return row;
}

const seatsLeft = (row: TrainingWithCounts) => Math.max(0, row.seats - row.enrolled);

/** A training with both languages (administrators, a seeker's enrolments). */
export function toTraining(row: TrainingWithCounts): Training {
  return {
    id: row.id,
    title_en: row.titleEn,
    title_ne: row.titleNe,
    description_en: row.descriptionEn,
    description_ne: row.descriptionNe,
    category: row.category,
    duration_en: row.durationEn,
    duration_ne: row.durationNe,
    schedule_en: row.scheduleEn,
    schedule_ne: row.scheduleNe,
    venue_en: row.venueEn,
    venue_ne: row.venueNe,
    seats: row.seats,
    startDate: row.startDate,
    contact: row.contact,
    status: row.status,
    enrolled: row.enrolled,
    waiting: row.waiting,
    seatsLeft: seatsLeft(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A training in one language (the public page). */
export function toPublicTraining(row: TrainingWithCounts, language: Language): PublicTraining {
  const ne = language === 'ne';
  return {
    id: row.id,
    title: ne ? row.titleNe : row.titleEn,
    description: ne ? row.descriptionNe : row.descriptionEn,
    category: row.category,
    duration: ne ? row.durationNe : row.durationEn,
    schedule: ne ? row.scheduleNe : row.scheduleEn,
    venue: ne ? row.venueNe : row.venueEn,
    seats: row.seats,
    startDate: row.startDate,
    contact: row.contact,
    status: row.status,
    enrolled: row.enrolled,
    waiting: row.waiting,
    seatsLeft: seatsLeft(row),
  };
}

/** The waiting-list position of each waiting enrolment of these trainings (1 = next to move up), by enrolment id. */
export async function waitingPositions(db: Executor, trainingIds: string[]): Promise<Map<string, number>> {
  if (trainingIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: trainingEnrolments.id,
      position: sql<number>`(row_number() over (partition by ${trainingEnrolments.trainingId}
        order by ${trainingEnrolments.seq}))::int`,
    })
    .from(trainingEnrolments)
    .where(sql`${trainingEnrolments.status} = 'waiting' and ${inArray(trainingEnrolments.trainingId, trainingIds)}`);
  return new Map(rows.map((row) => [row.id, row.position]));
}

/** The dates and status of an enrolment as the wire has them. */
export function enrolmentFields(row: EnrolmentRecord, positions: Map<string, number>) {
  return {
    id: row.id,
    status: row.status,
    position: row.status === 'waiting' ? (positions.get(row.id) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: iso(row.withdrawnAt),
    attendedAt: iso(row.attendedAt),
    completedAt: iso(row.completedAt),
  };
}

/** A seeker's enrolments with their trainings, the training's start date first (then the newest enrolment). */
export async function enrolmentsOf(db: Executor, where: SQL): Promise<Enrolment[]> {
  const rows = await db.select().from(trainingEnrolments).where(where).orderBy(asc(trainingEnrolments.createdAt));
  const trainingIds = [...new Set(rows.map((row) => row.trainingId))];
  const list = await trainingsByIds(db, trainingIds);
  const positions = await waitingPositions(db, trainingIds);
  const byId = new Map(list.map((row) => [row.id, row]));
  return rows
    .flatMap((row) => {
      const training = byId.get(row.trainingId);
      return training
        ? [{ ...enrolmentFields(row, positions), trainingId: row.trainingId, training: toTraining(training) }]
        : [];
    })
    .sort((a, b) => a.training.startDate.localeCompare(b.training.startDate) || b.createdAt.localeCompare(a.createdAt));
}
