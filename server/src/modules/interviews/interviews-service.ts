import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  INTERVIEW_DAYS_AHEAD_MAX,
  type Interview,
  type InterviewSchedule,
  type InterviewStage,
  type InterviewStageRow,
  type interviewAnswerSchema,
  interviewMessages,
  type interviewOutcomeSchema,
  kathmanduInstant,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { applications, interviews, jobs } from '../../db/schema.ts';
import { badRequestField, conflict } from '../../errors.ts';
import { jobForManager } from '../jobs/job-write-service.ts';
import type { UserRow } from '../users/wire-user.ts';
import {
  applicantCase,
  type InterviewCase,
  type InterviewRow,
  interviewCase,
  loadInterviewCase,
  managedCase,
} from './interview-access.ts';
import { notifyInterview, notifyInterviewAnswer } from './interview-events.ts';

/** Where an application stands after the shortlist: null while it has no interview that stands. */
export function stageOf(row: InterviewRow): InterviewStage | null {
  if (row.outcome) return row.outcome;
  if (row.cancelledAt) return null;
  if (row.answer === 'confirmed') return 'interview_confirmed';
  if (row.answer === 'reschedule_requested') return 'reschedule_requested';
  return 'interview_scheduled';
}

/** An interview as `side` reads it: the employer's own outcome note is not the applicant's to read. */
export function toInterview(row: InterviewRow, side: InterviewCase['side']): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    location: row.location,
    note: row.note,
    cancelled: row.cancelledAt !== null,
    sequence: row.sequence,
    answer:
      row.answer && row.answeredAt
        ? { answer: row.answer, note: row.answerNote, at: row.answeredAt.toISOString() }
        : null,
    outcome:
      row.outcome && row.outcomeAt
        ? {
            outcome: row.outcome,
            reason: (row.outcomeReason as NonNullable<Interview['outcome']>['reason']) ?? null,
            note: side === 'manager' ? row.outcomeNote : null,
            at: row.outcomeAt.toISOString(),
          }
        : null,
    stage: stageOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /applications/:id/interview: the application's interview (also a cancelled one), or null. */
export async function getInterview(ctx: AppContext, actor: UserRow, applicationId: string): Promise<Interview | null> {
  const found = await interviewCase(ctx.db, actor, applicationId);
  return found.interview ? toInterview(found.interview, found.side) : null;
}

const refuseAfterOutcome = (found: InterviewCase) => {
  if (found.interview?.outcome) throw conflict(interviewMessages.outcomeRecorded);
};

/**
 * PUT /applications/:id/interview: schedules the interview of a shortlisted application, or moves the one it has
 * (the same invitation, its SEQUENCE one higher, the applicant's earlier answer cleared); after a cancellation, a
 * new invitation. The time is ahead of now and at most INTERVIEW_DAYS_AHEAD_MAX days ahead; never after an outcome.
 */
export async function scheduleInterview(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
  input: InterviewSchedule,
): Promise<Interview> {
  const startsAt = kathmanduInstant(input.date, input.time);
  if (Number.isNaN(startsAt.getTime())) throw badRequestField(interviewMessages.dateInvalid, 'date');
  if (startsAt.getTime() <= Date.now()) throw badRequestField(interviewMessages.inThePast, 'time');
  if (startsAt.getTime() > Date.now() + INTERVIEW_DAYS_AHEAD_MAX * 86_400_000) {
    throw badRequestField(interviewMessages.tooFarAhead, 'date');
  }
  return ctx.db.transaction(async (tx) => {
    const found = await managedCase(tx, actor, applicationId);
    refuseAfterOutcome(found);
    if (found.status !== 'shortlisted') throw conflict(interviewMessages.notShortlisted);
    const fields = {
      startsAt,
      durationMinutes: input.durationMinutes,
      mode: input.mode,
      location: input.location,
      note: input.note ?? null,
      answer: null,
      answerNote: null,
      answeredAt: null,
      scheduledBy: actor.id,
      updatedAt: sql`now()`,
    };
    const before = found.interview;
    const [row] = before
      ? await tx
          .update(interviews)
          .set(
            before.cancelledAt
              ? { ...fields, uid: sql`gen_random_uuid()`, sequence: 0, cancelledAt: null }
              : { ...fields, sequence: sql`${interviews.sequence} + 1` },
          )
          .where(eq(interviews.id, before.id))
          .returning()
      : await tx
          .insert(interviews)
          .values({ ...fields, applicationId: found.applicationId })
          .returning();
    if (!row) throw new Error('interview write returned nothing');
    const moved = before !== null && before.cancelledAt === null;
    await notifyInterview(tx, ctx, found, row, moved ? 'rescheduled' : 'scheduled');
    return toInterview(row, 'manager');
  });
}

/**
 * Cancels a standing interview, in the caller's transaction (the application's row locked); null when none stands.
 * `news`: the employer called it off (`cancelled`), or the applicant withdrew their application (`withdrawn`).
 */
export async function cancelStandingInterview(
  tx: Executor,
  ctx: AppContext,
  found: InterviewCase,
  news: 'cancelled' | 'withdrawn' = 'cancelled',
): Promise<InterviewRow | null> {
  const standing = found.interview;
  if (!standing || standing.cancelledAt || standing.outcome) return null;
  const [row] = await tx
    .update(interviews)
    .set({
      cancelledAt: sql`now()`,
      sequence: sql`${interviews.sequence} + 1`,
      answer: null,
      answerNote: null,
      answeredAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(interviews.id, standing.id), isNull(interviews.cancelledAt), isNull(interviews.outcome)))
    .returning();
  if (!row) return null;
  await notifyInterview(tx, ctx, found, row, news);
  return row;
}

/** DELETE /applications/:id/interview: the applicant is told, and their calendar gets METHOD:CANCEL. */
export async function cancelInterview(ctx: AppContext, actor: UserRow, applicationId: string): Promise<Interview> {
  return ctx.db.transaction(async (tx) => {
    const found = await managedCase(tx, actor, applicationId);
    refuseAfterOutcome(found);
    if (!found.interview) throw conflict(interviewMessages.noInterview);
    if (found.interview.cancelledAt) throw conflict(interviewMessages.cancelled);
    const row = await cancelStandingInterview(tx, ctx, found);
    if (!row) throw conflict(interviewMessages.cancelled);
    return toInterview(row, 'manager');
  });
}

/**
 * The application leaves the shortlist (un-shortlisted, rejected, withdrawn), in the status change's transaction:
 * its standing interview is cancelled and the applicant's calendar told.
 */
export async function cancelInterviewOfApplication(
  tx: Executor,
  ctx: AppContext,
  applicationId: string,
  news: 'cancelled' | 'withdrawn' = 'cancelled',
) {
  const found = await loadInterviewCase(tx, applicationId, true);
  if (found) await cancelStandingInterview(tx, ctx, { ...found, side: 'manager' }, news);
}

/** Whether the application's outcome is recorded (its status no longer changes on the employer's side). */
export async function hasOutcome(tx: Executor, applicationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), sql`${interviews.outcome} is not null`));
  return row !== undefined;
}

/** POST /applications/:id/interview/answer: the applicant confirms, or asks for another time, before it starts. */
export async function answerInterview(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
  input: z.output<typeof interviewAnswerSchema>,
): Promise<Interview> {
  return ctx.db.transaction(async (tx) => {
    const found = await applicantCase(tx, actor, applicationId);
    const standing = found.interview;
    refuseAfterOutcome(found);
    if (!standing) throw conflict(interviewMessages.noInterview);
    if (standing.cancelledAt) throw conflict(interviewMessages.cancelled);
    if (standing.startsAt.getTime() <= Date.now()) throw conflict(interviewMessages.alreadyPassed);
    const [row] = await tx
      .update(interviews)
      .set({ answer: input.answer, answerNote: input.note ?? null, answeredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(interviews.id, standing.id))
      .returning();
    if (!row) throw new Error('interview answer returned nothing');
    await notifyInterviewAnswer(tx, ctx, found, row);
    return toInterview(row, 'seeker');
  });
}

/**
 * POST /applications/:id/interview/outcome: hired, or not selected with a reason; once, for a shortlisted
 * application whose interview stands. Under the application's row lock, and the update's own condition
 * (`outcome is null`): of two decisions at once one is recorded, the other gets 409.
 */
export async function recordOutcome(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
  input: z.output<typeof interviewOutcomeSchema>,
): Promise<Interview> {
  return ctx.db.transaction(async (tx) => {
    const found = await managedCase(tx, actor, applicationId);
    refuseAfterOutcome(found);
    const standing = found.interview;
    if (!standing || standing.cancelledAt) throw conflict(interviewMessages.noInterview);
    if (found.status !== 'shortlisted') throw conflict(interviewMessages.notShortlisted);
    const [row] = await tx
      .update(interviews)
      .set({
        outcome: input.outcome,
        outcomeReason: input.reason,
        outcomeNote: input.note ?? null,
        outcomeAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(interviews.id, standing.id), isNull(interviews.outcome), isNull(interviews.cancelledAt)))
      .returning();
    if (!row) throw conflict(interviewMessages.outcomeRecorded);
    await notifyInterview(tx, ctx, found, row, input.outcome);
    return toInterview(row, 'manager');
  });
}

/** GET /seekers/me/interviews: the applicant's interviews, soonest first. */
export async function myInterviews(ctx: AppContext, seeker: UserRow): Promise<Interview[]> {
  const rows = await ctx.db
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(applications.seekerId, seeker.id))
    .orderBy(asc(interviews.startsAt));
  return rows.map((row) => toInterview(row.interview, 'seeker'));
}

/** GET /jobs/:id/interview-stages: the stage of each application of the job that has one (its employer or an admin). */
export async function jobInterviewStages(ctx: AppContext, actor: UserRow, jobId: string): Promise<InterviewStageRow[]> {
  const job = await jobForManager(ctx.db, actor, jobId);
  const rows = await ctx.db
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(applications.jobId, job.id));
  return rows.flatMap(({ interview }) => {
    const stage = stageOf(interview);
    return stage ? [{ applicationId: interview.applicationId, stage }] : [];
  });
}

/** A deleted applicant's interviews go with them (the arrangement and their answers are theirs). */
export async function deleteInterviewsOf(tx: Executor, seekerId: string): Promise<void> {
  await tx
    .delete(interviews)
    .where(
      inArray(
        interviews.applicationId,
        tx.select({ id: applications.id }).from(applications).where(eq(applications.seekerId, seekerId)),
      ),
    );
}

/** A deleted employer's standing interviews are cancelled (each applicant told, their calendar too). */
export async function cancelInterviewsOfEmployer(tx: Executor, ctx: AppContext, employer: UserRow): Promise<void> {
  const rows = await tx
    .select({ applicationId: interviews.applicationId })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.employerId, employer.id), isNull(interviews.cancelledAt), isNull(interviews.outcome)));
  for (const row of rows) await cancelInterviewOfApplication(tx, ctx, row.applicationId);
}

/** The interviews of a user's applications (a seeker) or of their jobs' applications (an employer), for the data export. */
export async function interviewsForExport(executor: Executor, user: Pick<UserRow, 'id' | 'role'>) {
  if (user.role === 'admin') return [];
  const mine = user.role === 'employer' ? eq(jobs.employerId, user.id) : eq(applications.seekerId, user.id);
  const rows = await executor
    .select({ interview: interviews, jobId: jobs.id, jobTitle: jobs.title })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(mine)
    .orderBy(asc(interviews.startsAt));
  const side = user.role === 'employer' ? 'manager' : 'seeker';
  return rows.map((row) => ({ jobId: row.jobId, jobTitle: row.jobTitle, ...toInterview(row.interview, side) }));
}
