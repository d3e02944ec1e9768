import { eq, type SQL, sql } from 'drizzle-orm';
import {
  type adminTrainingsQuerySchema,
  kathmanduToday,
  TRAINING_TRANSITIONS,
  type Training,
  type TrainingStatus,
  type TrainingsPage,
  type trainingCreateBodySchema,
  type trainingInputSchema,
  trainingMessages,
  trainingStartMax,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { trainings } from '../../db/schema.ts';
import { badRequestField, conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { inOrder, listPage, type PagedList } from '../admin/admin-paging.ts';
import { matchesWords, searchWords } from '../admin/admin-search.ts';
import { lockTraining, promoteWaiting, tellCancelled, tellChanged } from './enrolment-service.ts';
import { type TrainingRow, toTraining, trainingColumns, trainingsByIds, trainingWithCounts } from './training-rows.ts';

type Input = z.output<typeof trainingInputSchema>;
type CreateInput = z.output<typeof trainingCreateBodySchema>;
type Query = z.output<typeof adminTrainingsQuerySchema>;

/** A start date that is set or changed lies between today (Kathmandu) and TRAINING_LIMITS.startMaxDays ahead. */
function checkStartDate(startDate: string): void {
  const today = kathmanduToday();
  if (startDate < today || startDate > trainingStartMax(today)) {
    throw badRequestField(trainingMessages.startDateOutOfRange, 'startDate');
  }
}

/** What the audit log keeps of a training: its fields but the long descriptions. */
const audited = (row: TrainingRow) => {
  const { descriptionEn: _en, descriptionNe: _ne, ...rest } = row;
  return rest;
};

async function answer(db: Executor, id: string): Promise<Training> {
  const row = await trainingWithCounts(db, id);
  if (!row) throw notFound(trainingMessages.notFound);
  return toTraining(row);
}

/** POST /admin/trainings: a draft, or open for enrolment at once. */
export async function createTraining(ctx: AppContext, actorId: string, input: CreateInput): Promise<Training> {
  checkStartDate(input.startDate);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainings)
      .values({ ...trainingColumns(input), status: input.status, createdBy: actorId })
      .returning();
    if (!row) throw new Error('training insert returned nothing');
    await writeAudit(tx, { actorId, action: 'create', entity: 'training', entityId: row.id, after: audited(row) });
    return answer(tx, row.id);
  });
}

/**
 * PUT /admin/trainings/:id: every field, under the training's row lock. The seats cannot go below the seats
 * held; more seats move the first waiting seekers up in the same transaction, and a new start date, schedule or
 * venue is told to everyone holding or waiting for a place.
 */
export async function updateTraining(ctx: AppContext, actorId: string, id: string, input: Input): Promise<Training> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockTraining(tx, id);
    if (!before) throw notFound(trainingMessages.notFound);
    if (before.status === 'cancelled' || before.status === 'completed') throw conflict(trainingMessages.notEditable);
    if (input.startDate !== before.startDate) checkStartDate(input.startDate);
    const current = await trainingWithCounts(tx, id);
    if (current && input.seats < current.enrolled) throw conflict(trainingMessages.seatsBelowTaken);
    const [after] = await tx
      .update(trainings)
      .set({ ...trainingColumns(input), updatedAt: new Date() })
      .where(eq(trainings.id, id))
      .returning();
    if (!after) throw notFound(trainingMessages.notFound);
    await promoteWaiting(tx, ctx.config, after);
    await tellChanged(tx, ctx.config, before, after);
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'training',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return answer(tx, id);
  });
}

/** PUT /admin/trainings/:id/status: only along TRAINING_TRANSITIONS (the same status again changes nothing). */
export async function setTrainingStatus(
  ctx: AppContext,
  actorId: string,
  id: string,
  status: TrainingStatus,
): Promise<Training> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockTraining(tx, id);
    if (!before) throw notFound(trainingMessages.notFound);
    if (before.status === status) return answer(tx, id);
    if (!TRAINING_TRANSITIONS[before.status].includes(status)) throw conflict(trainingMessages.transitionNotAllowed);
    const [after] = await tx
      .update(trainings)
      .set({ status, updatedAt: new Date() })
      .where(eq(trainings.id, id))
      .returning();
    if (!after) throw notFound(trainingMessages.notFound);
    await promoteWaiting(tx, ctx.config, after);
    if (status === 'cancelled') await tellCancelled(tx, ctx.config, after);
    await writeAudit(tx, {
      actorId,
      action: 'status',
      entity: 'training',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return answer(tx, id);
  });
}

/** GET /admin/trainings/:id. */
export async function trainingForAdmin(db: Db, id: string): Promise<Training> {
  if (!isUuid(id)) throw notFound(trainingMessages.notFound);
  return answer(db, id);
}

/** The words of either title and either venue, lower-cased in NFC (what an admin search matches). */
const searchDocument = sql`to_tsvector('simple'::regconfig, lower(normalize(${trainings.titleEn} || ' ' ||
  ${trainings.titleNe} || ' ' || ${trainings.venueEn} || ' ' || ${trainings.venueNe}, NFC)))`;

/** GET /admin/trainings: searched, filtered by status; by start date (default), newest or title. */
export async function listTrainings(db: Db, q: Query): Promise<TrainingsPage> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(trainings.status, q.status));
  const search = matchesWords(searchDocument, searchWords(q.q));
  if (search) where.push(search);
  const order: PagedList['order'] =
    q.sort === 'title'
      ? [{ expr: sql`lower(${trainings.titleEn})`, cast: 'text' }]
      : q.sort === 'newest'
        ? [{ expr: sql`${trainings.createdAt}`, cast: 'timestamptz' }]
        : [{ expr: sql`${trainings.startDate}::timestamptz`, cast: 'timestamptz' }];
  const list: PagedList = {
    from: sql`${trainings}`,
    where,
    id: sql`${trainings.id}`,
    order: [...order, { expr: sql`${trainings.id}`, cast: 'uuid' }],
    direction: q.sort === 'newest' ? 'desc' : 'asc',
    searched: search !== null,
  };
  const page = await listPage(db, list, q);
  const items = await inOrder(page.ids, async (ids) => (await trainingsByIds(db, ids)).map(toTraining));
  return { items, total: page.total, page: q.page, pageSize: q.pageSize, prev: page.prev, next: page.next };
}
