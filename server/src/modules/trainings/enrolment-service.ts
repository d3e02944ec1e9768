import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Enrolment, kathmanduToday, SEAT_HOLDING_STATUSES, trainingMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { onConstraint } from '../../db/pg-errors.ts';
import { trainingEnrolments, trainings, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { type NotifyConfig, notify } from '../notifications/notify.ts';
import type { UserRow } from '../users/wire-user.ts';
import { enrolmentsOf, type TrainingRow } from './training-rows.ts';

/** The seeker's page of their trainings (the link of every training notification). */
export const MY_TRAININGS_PATH = '/job_seeker/dashboard';

/** The notification params of a training event. */
export const trainingParams = (training: TrainingRow, extra: Record<string, string | null> = {}) => ({
  trainingId: training.id,
  trainingTitle_en: training.titleEn,
  trainingTitle_ne: training.titleNe,
  startDate: training.startDate,
  ...extra,
});

/**
 * Locks a training row until the transaction ends and returns it (undefined: none). Every change to a training's
 * enrolments takes this lock first, so seats are counted and given one request at a time. FOR NO KEY UPDATE: an
 * enrolment inserted meanwhile by the lock holder references the row with a KEY SHARE lock, which it does not block.
 */
export async function lockTraining(tx: Executor, id: string): Promise<TrainingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(trainings).where(eq(trainings.id, id)).for('no key update');
  return row;
}

/** How many enrolments of a training match `condition`. */
async function countEnrolments(tx: Executor, trainingId: string, condition: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.trainingId, trainingId), condition));
  return row?.n ?? 0;
}

/** Seats held now (enrolled, attended, completed) of a locked training. */
const seatsHeld = (tx: Executor, trainingId: string) =>
  countEnrolments(tx, trainingId, inArray(trainingEnrolments.status, [...SEAT_HOLDING_STATUSES]));

/** The waiting-list position of one waiting enrolment (1 = next): the waiting ones up to it in arrival order. */
const positionOf = (tx: Executor, trainingId: string, seq: number) =>
  countEnrolments(
    tx,
    trainingId,
    sql`${trainingEnrolments.status} = 'waiting' and ${trainingEnrolments.seq} <= ${seq}`,
  );

/**
 * Fills the free seats of a locked training from its waiting list, in arrival order, and tells each seeker who
 * moved up. Runs in the transaction of the change that freed the seats (a withdrawal, more seats).
 */
export async function promoteWaiting(tx: Executor, config: NotifyConfig, training: TrainingRow): Promise<number> {
  if (training.status !== 'open' && training.status !== 'closed') return 0;
  const free = training.seats - (await seatsHeld(tx, training.id));
  if (free <= 0) return 0;
  const next = await tx
    .select({ id: trainingEnrolments.id, seekerId: trainingEnrolments.seekerId })
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.trainingId, training.id), eq(trainingEnrolments.status, 'waiting')))
    .orderBy(asc(trainingEnrolments.seq))
    .limit(free);
  if (next.length === 0) return 0;
  await tx
    .update(trainingEnrolments)
    .set({ status: 'enrolled' })
    .where(
      inArray(
        trainingEnrolments.id,
        next.map((row) => row.id),
      ),
    );
  for (const row of next) {
    await notify(tx, config, {
      userId: row.seekerId,
      kind: 'training_enrolment',
      params: trainingParams(training, { status: 'promoted', position: null }),
      link: MY_TRAININGS_PATH,
    });
  }
  return next.length;
}

/** The seekers holding, waiting for or having attended a place in a training, in arrival order. */
async function placeHolders(tx: Executor, trainingId: string): Promise<string[]> {
  const rows = await tx
    .select({ seekerId: trainingEnrolments.seekerId })
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.trainingId, trainingId),
        inArray(trainingEnrolments.status, ['enrolled', 'waiting', 'attended']),
      ),
    )
    .orderBy(asc(trainingEnrolments.seq));
  return rows.map((row) => row.seekerId);
}

/** A training is cancelled: every seeker holding or waiting for a place in it is told, in their language. */
export async function tellCancelled(tx: Executor, config: NotifyConfig, training: TrainingRow): Promise<void> {
  for (const seekerId of await placeHolders(tx, training.id)) {
    await notify(tx, config, {
      userId: seekerId,
      kind: 'training_enrolment',
      params: trainingParams(training, { status: 'cancelled', position: null }),
      link: MY_TRAININGS_PATH,
    });
  }
}

/** What a seeker must know to turn up: the start date, the schedule and the venue, in either language. */
const TURN_UP_FIELDS = ['startDate', 'scheduleEn', 'scheduleNe', 'venueEn', 'venueNe'] as const;

/**
 * An administrator changed when or where a running training happens: every seeker holding or waiting for a place is
 * told the new start, schedule and venue, in their language. A moved start date also re-arms the day-before
 * reminder of each enrolment (its dedupe key carries the date).
 */
export async function tellChanged(
  tx: Executor,
  config: NotifyConfig,
  before: TrainingRow,
  after: TrainingRow,
): Promise<number> {
  if (after.status !== 'open' && after.status !== 'closed') return 0;
  if (TURN_UP_FIELDS.every((field) => before[field] === after[field])) return 0;
  if (before.startDate !== after.startDate) {
    await tx
      .update(trainingEnrolments)
      .set({ remindedAt: null })
      .where(and(eq(trainingEnrolments.trainingId, after.id), sql`${trainingEnrolments.remindedAt} is not null`));
  }
  const places = await placeHolders(tx, after.id);
  for (const seekerId of places) {
    await notify(tx, config, {
      userId: seekerId,
      kind: 'training_enrolment',
      params: trainingParams(after, {
        status: 'changed',
        position: null,
        schedule_en: after.scheduleEn,
        schedule_ne: after.scheduleNe,
        venue_en: after.venueEn,
        venue_ne: after.venueNe,
      }),
      link: MY_TRAININGS_PATH,
    });
  }
  return places.length;
}

async function oneEnrolment(tx: Executor, id: string): Promise<Enrolment> {
  const [enrolment] = await enrolmentsOf(tx, eq(trainingEnrolments.id, id));
  if (!enrolment) throw new Error(`enrolment ${id} vanished inside its transaction`);
  return enrolment;
}

/**
 * POST /trainings/:id/enrolment: under the training's row lock, a seat while the seats are not all held, else
 * the end of the waiting list. Only an active job seeker, only an open training that has not started; one
 * active enrolment per seeker and training (the partial unique index answers a repeated one).
 */
export async function enrol(ctx: AppContext, user: UserRow, trainingId: string): Promise<Enrolment> {
  if (user.role !== 'job_seeker') throw forbidden(trainingMessages.onlySeekers);
  return ctx.db.transaction(async (tx) => {
    // The seeker's row first, then the training's (the order an account's deletion takes them in). A share lock:
    // it waits for a deactivation or deletion under way, so a seeker deactivated meanwhile is seen as such.
    const [seeker] = await tx
      .select({ isActive: users.isActive, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('share');
    if (!seeker?.isActive || seeker.deletedAt) throw forbidden(trainingMessages.accountInactive);
    const training = await lockTraining(tx, trainingId);
    if (!training || training.status === 'draft') throw notFound(trainingMessages.notFound);
    if (training.status !== 'open') throw conflict(trainingMessages.notOpen);
    if (training.startDate < kathmanduToday()) throw conflict(trainingMessages.alreadyStarted);
    const held = await seatsHeld(tx, training.id);
    const status = held < training.seats ? 'enrolled' : 'waiting';
    const [row] = await onConstraint(
      () => tx.insert(trainingEnrolments).values({ trainingId: training.id, seekerId: user.id, status }).returning(),
      { uniqueViolation: () => conflict(trainingMessages.alreadyEnrolled) },
    );
    if (!row) throw new Error('enrolment insert returned nothing');
    const position = status === 'waiting' ? await positionOf(tx, training.id, row.seq) : null;
    await notify(tx, ctx.config, {
      userId: user.id,
      kind: 'training_enrolment',
      params: trainingParams(training, { status, position: position === null ? null : String(position) }),
      link: MY_TRAININGS_PATH,
    });
    return oneEnrolment(tx, row.id);
  });
}

/**
 * DELETE /trainings/:id/enrolment: the seeker's enrolled or waiting place is withdrawn and, in the same
 * transaction, the first waiting seekers move up into the free seats. Attended or completed is for good.
 */
export async function withdraw(ctx: AppContext, user: UserRow, trainingId: string): Promise<Enrolment> {
  return ctx.db.transaction(async (tx) => {
    const training = await lockTraining(tx, trainingId);
    if (!training) throw notFound(trainingMessages.notFound);
    const [active] = await tx
      .select()
      .from(trainingEnrolments)
      .where(
        and(
          eq(trainingEnrolments.trainingId, training.id),
          eq(trainingEnrolments.seekerId, user.id),
          ne(trainingEnrolments.status, 'withdrawn'),
        ),
      );
    if (!active) throw notFound(trainingMessages.enrolmentNotFound);
    const final = training.status === 'completed' || training.status === 'cancelled';
    if (final || (active.status !== 'enrolled' && active.status !== 'waiting')) {
      throw conflict(trainingMessages.notWithdrawable);
    }
    await tx
      .update(trainingEnrolments)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(trainingEnrolments.id, active.id));
    if (active.status === 'enrolled') await promoteWaiting(tx, ctx.config, training);
    return oneEnrolment(tx, active.id);
  });
}

/**
 * A seeker's account is going (deleted by them or by an administrator): every place they hold or wait for is
 * withdrawn and the free seats go to the next waiting seekers, in the transaction that deletes the account
 * (which holds the user's row lock, taken before any training's).
 */
export async function releaseEnrolmentsOf(tx: Executor, config: NotifyConfig, userId: string): Promise<void> {
  const active = await tx
    .select({ id: trainingEnrolments.id, trainingId: trainingEnrolments.trainingId, status: trainingEnrolments.status })
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.seekerId, userId), inArray(trainingEnrolments.status, ['enrolled', 'waiting'])))
    .orderBy(asc(trainingEnrolments.trainingId));
  for (const enrolment of active) {
    const training = await lockTraining(tx, enrolment.trainingId);
    if (!training) continue;
    await tx
      .update(trainingEnrolments)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(trainingEnrolments.id, enrolment.id));
    if (enrolment.status === 'enrolled') await promoteWaiting(tx, config, training);
  }
}

/** GET /seekers/me/trainings. */
export const myEnrolments = (ctx: AppContext, user: UserRow) =>
  enrolmentsOf(ctx.db, eq(trainingEnrolments.seekerId, user.id));
