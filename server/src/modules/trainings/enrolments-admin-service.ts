import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type EnrolmentRow,
  type EnrolmentsPage,
  type enrolmentsQuerySchema,
  kathmanduToday,
  trainingMessages,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { certifications, seekerProfiles, trainingEnrolments, trainings, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { inOrder, listPage, type PagedList } from '../admin/admin-paging.ts';
import { matchesWords, searchWords } from '../admin/admin-search.ts';
import { SITE_NAME } from '../seo/site-identity.ts';
import { lockTraining } from './enrolment-service.ts';
import { enrolmentFields, type TrainingRow, waitingPositions } from './training-rows.ts';

type Query = z.output<typeof enrolmentsQuerySchema>;

/** The enrolment rows of one training with the seeker's name, email and phone, in arrival order. */
async function enrolmentRows(db: Executor, trainingId: string, where?: SQL): Promise<EnrolmentRow[]> {
  const rows = await db
    .select({
      enrolment: trainingEnrolments,
      email: users.email,
      fullName: seekerProfiles.fullName,
      phone: seekerProfiles.phone,
    })
    .from(trainingEnrolments)
    .innerJoin(users, eq(users.id, trainingEnrolments.seekerId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, trainingEnrolments.seekerId))
    .where(and(eq(trainingEnrolments.trainingId, trainingId), where))
    .orderBy(asc(trainingEnrolments.seq));
  const positions = await waitingPositions(db, [trainingId]);
  return rows.map((row) => ({
    ...enrolmentFields(row.enrolment, positions),
    seekerId: row.enrolment.seekerId,
    fullName: row.fullName ?? '',
    email: row.email,
    phone: row.phone ?? '',
  }));
}

async function existingTraining(db: Db, trainingId: string): Promise<void> {
  if (!isUuid(trainingId)) throw notFound(trainingMessages.notFound);
  const [row] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId));
  if (!row) throw notFound(trainingMessages.notFound);
}

/** GET /admin/trainings/:id/enrolments: searched by the seeker's name or email, filtered by status. */
export async function listEnrolments(db: Db, trainingId: string, q: Query): Promise<EnrolmentsPage> {
  await existingTraining(db, trainingId);
  const where: SQL[] = [eq(trainingEnrolments.trainingId, trainingId)];
  if (q.status) where.push(eq(trainingEnrolments.status, q.status));
  const search = matchesWords(sql`${users.searchDoc}`, searchWords(q.q));
  if (search) where.push(search);
  const list: PagedList = {
    from: sql`${trainingEnrolments} join ${users} on ${users.id} = ${trainingEnrolments.seekerId}`,
    where,
    id: sql`${trainingEnrolments.id}`,
    order:
      q.sort === 'name'
        ? [
            { expr: sql`${users.sortName}`, cast: 'text' },
            { expr: sql`${trainingEnrolments.id}`, cast: 'uuid' },
          ]
        : [
            { expr: sql`${trainingEnrolments.seq}`, cast: 'bigint' },
            { expr: sql`${trainingEnrolments.id}`, cast: 'uuid' },
          ],
    direction: 'asc',
    searched: search !== null,
  };
  const page = await listPage(db, list, q);
  const items = await inOrder(page.ids, (ids) => enrolmentRows(db, trainingId, inArray(trainingEnrolments.id, ids)));
  return { items, total: page.total, page: q.page, pageSize: q.pageSize, prev: page.prev, next: page.next };
}

/** Every enrolment of a training, arrival order (the CSV export). */
export async function allEnrolments(db: Db, trainingId: string): Promise<EnrolmentRow[]> {
  await existingTraining(db, trainingId);
  return enrolmentRows(db, trainingId);
}

/** Under the training's lock: the training (not final) and one of its enrolments. */
async function lockedEnrolment(tx: Executor, trainingId: string, enrolmentId: string) {
  const training = await lockTraining(tx, trainingId);
  if (!training) throw notFound(trainingMessages.notFound);
  if (!isUuid(enrolmentId)) throw notFound(trainingMessages.enrolmentNotFound);
  const [enrolment] = await tx
    .select()
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.id, enrolmentId), eq(trainingEnrolments.trainingId, training.id)));
  if (!enrolment) throw notFound(trainingMessages.enrolmentNotFound);
  if (training.status === 'completed' || training.status === 'cancelled')
    throw conflict(trainingMessages.trainingFinal);
  return { training, enrolment };
}

async function rowAnswer(tx: Executor, trainingId: string, enrolmentId: string): Promise<EnrolmentRow> {
  const [row] = await enrolmentRows(tx, trainingId, eq(trainingEnrolments.id, enrolmentId));
  if (!row) throw notFound(trainingMessages.enrolmentNotFound);
  return row;
}

/** PUT …/attendance: enrolled ⇄ attended (a completed enrolment keeps its attendance; undo the completion first). */
export async function setAttendance(
  ctx: AppContext,
  actorId: string,
  trainingId: string,
  enrolmentId: string,
  attended: boolean,
): Promise<EnrolmentRow> {
  return ctx.db.transaction(async (tx) => {
    const { enrolment } = await lockedEnrolment(tx, trainingId, enrolmentId);
    const target = attended ? 'attended' : 'enrolled';
    if (enrolment.status !== target) {
      if (enrolment.status !== 'enrolled' && enrolment.status !== 'attended') {
        throw conflict(trainingMessages.attendanceNotAllowed);
      }
      await tx
        .update(trainingEnrolments)
        .set({ status: target, attendedAt: attended ? new Date() : null })
        .where(eq(trainingEnrolments.id, enrolment.id));
      await writeAudit(tx, {
        actorId,
        action: attended ? 'attended' : 'not-attended',
        entity: 'training-enrolment',
        entityId: enrolment.id,
        before: { status: enrolment.status },
        after: { status: target, trainingId },
      });
    }
    return rowAnswer(tx, trainingId, enrolment.id);
  });
}

/** The verified certification a completion gives: the training's titles, the portal as its issuer. */
function certificationOf(training: TrainingRow, seekerId: string, completedAt: Date) {
  return {
    id: randomUUID(),
    userId: seekerId,
    name: training.titleEn,
    nameNe: training.titleNe,
    issuingOrganization: SITE_NAME.en,
    issueDate: kathmanduToday(completedAt),
    trainingId: training.id,
    completedAt,
  };
}

/**
 * PUT …/completion: completed puts the verified certification on the seeker's profile in the same transaction
 * (an enrolled seeker counts as attended); undoing it (back to attended) removes that certification. Both are
 * refused once the training is completed or cancelled.
 */
export async function setCompletion(
  ctx: AppContext,
  actorId: string,
  trainingId: string,
  enrolmentId: string,
  completed: boolean,
): Promise<EnrolmentRow> {
  return ctx.db.transaction(async (tx) => {
    const { training, enrolment } = await lockedEnrolment(tx, trainingId, enrolmentId);
    const done = enrolment.status === 'completed';
    if (completed && !done) {
      if (enrolment.status !== 'enrolled' && enrolment.status !== 'attended') {
        throw conflict(trainingMessages.completionNotAllowed);
      }
      const now = new Date();
      await tx
        .update(trainingEnrolments)
        .set({ status: 'completed', completedAt: now, attendedAt: enrolment.attendedAt ?? now })
        .where(eq(trainingEnrolments.id, enrolment.id));
      await tx.insert(certifications).values(certificationOf(training, enrolment.seekerId, now));
    }
    if (!completed && done) {
      await tx
        .update(trainingEnrolments)
        .set({ status: 'attended', completedAt: null })
        .where(eq(trainingEnrolments.id, enrolment.id));
      await tx
        .delete(certifications)
        .where(and(eq(certifications.userId, enrolment.seekerId), eq(certifications.trainingId, training.id)));
    }
    if (completed !== done) {
      await writeAudit(tx, {
        actorId,
        action: completed ? 'completed' : 'not-completed',
        entity: 'training-enrolment',
        entityId: enrolment.id,
        before: { status: enrolment.status },
        after: { status: completed ? 'completed' : 'attended', trainingId },
      });
    }
    return rowAnswer(tx, trainingId, enrolment.id);
  });
}
