import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type ApplicationScreening,
  type AskedQuestion,
  applicationMessages,
  jobMessages,
  type ManagedScreening,
  screeningMessages as m,
  type OwnScreeningAnswer,
  SCREENING_LIMITS,
  type ScreeningAnswerInput,
  type ScreeningQuestion,
  type ScreeningQuestionFields,
} from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { applications, jobs, screeningAnswers, screeningQuestions, users } from '../../db/schema.ts';
import { badRequestField, conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { jobForManager } from '../jobs/job-write-service.ts';
import type { UserRow } from '../users/wire-user.ts';

type QuestionRow = typeof screeningQuestions.$inferSelect;
type AnswerValue = ScreeningAnswerInput['value'];

const toQuestion = (row: QuestionRow): ScreeningQuestion => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  required: row.required,
  choices: row.choices,
  knockoutChoices: row.knockoutChoices,
  knockoutAnswer: row.knockoutAnswer,
  acceptMin: row.acceptMin,
  acceptMax: row.acceptMax,
});

/** A job's questions in the order they are asked. */
const questionsOf = (executor: Executor, jobId: string) =>
  executor
    .select()
    .from(screeningQuestions)
    .where(eq(screeningQuestions.jobId, jobId))
    .orderBy(asc(screeningQuestions.position));

/** Whether the job has an application (any status): its questions are then fixed. */
async function hasApplications(executor: Executor, jobId: string): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(applications)
    .where(eq(applications.jobId, jobId))
    .limit(1);
  return row !== undefined;
}

/** GET /jobs/:id/screening-questions: the job's employer or an admin (anyone else: 404, as for the job). */
export async function managedScreening(ctx: AppContext, actor: UserRow, jobId: string): Promise<ManagedScreening> {
  const job = await jobForManager(ctx.db, actor, jobId);
  const [rows, locked] = await Promise.all([questionsOf(ctx.db, job.id), hasApplications(ctx.db, job.id)]);
  return { questions: rows.map(toQuestion), locked };
}

/** The rows of `questions` for `jobId`, positions from 0 in the order given. */
const questionRows = (jobId: string, questions: readonly ScreeningQuestionFields[]) =>
  questions.map((question, position) => ({ ...question, jobId, position }));

/**
 * Replaces a job's list, in a transaction that holds the job's row lock (jobForManager's, or a new job's): an
 * application share-locks the same row, so two edits run one after the other and an application either comes
 * first (the questions are then fixed: 409) or answers the new list. At most five: the unique (job, position)
 * with positions 0 to 4 holds that whatever the code above does.
 */
export async function writeQuestions(tx: Executor, jobId: string, questions: readonly ScreeningQuestionFields[]) {
  if (await hasApplications(tx, jobId)) throw conflict(m.locked);
  await tx.delete(screeningQuestions).where(eq(screeningQuestions.jobId, jobId));
  if (questions.length === 0) return [];
  const rows = await tx.insert(screeningQuestions).values(questionRows(jobId, questions)).returning();
  return rows.sort((a, b) => a.position - b.position).map(toQuestion);
}

/** PUT /jobs/:id/screening-questions: the job's employer or an admin replaces its list. */
export async function replaceScreening(
  ctx: AppContext,
  actor: UserRow,
  jobId: string,
  questions: readonly ScreeningQuestionFields[],
): Promise<ManagedScreening> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForManager(tx, actor, jobId);
    return { questions: await writeQuestions(tx, job.id, questions), locked: false };
  });
}

/** A duplicated job asks its source's questions (in the duplicate's transaction). */
export async function copyScreening(tx: Executor, fromJobId: string, toJobId: string): Promise<void> {
  const rows = await questionsOf(tx, fromJobId);
  if (rows.length === 0) return;
  await tx
    .insert(screeningQuestions)
    .values(rows.map(({ id: _id, jobId: _job, ...question }) => ({ ...question, jobId: toJobId })));
}

/**
 * GET /jobs/:id/screening: what the apply dialog asks, without the knockout answers. Anyone may read it for a
 * job of an active employer (it is part of the job ad); a missing job or one of a deactivated or deleted
 * employer is 404, as on the job page.
 */
export async function askedQuestions(ctx: AppContext, jobId: string): Promise<AskedQuestion[]> {
  if (!isUuid(jobId)) throw notFound(jobMessages.notFound);
  const [job] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobs.id, jobId), eq(users.isActive, true), sql`${users.deletedAt} is null`));
  if (!job) throw notFound(jobMessages.notFound);
  const rows = await questionsOf(ctx.db, job.id);
  return rows.map(({ id, kind, text, required, choices }) => ({ id, kind, text, required, choices }));
}

/** Whether `value` is an answer of the question's kind (the sentence to say when not), and whether it meets it. */
function judge(
  question: QuestionRow,
  value: AnswerValue,
): { refused: string } | { value: AnswerValue; meets: boolean } {
  switch (question.kind) {
    case 'yes_no':
      if (typeof value !== 'boolean') return { refused: m.answerYesNo };
      return { value, meets: question.knockoutAnswer === null || value !== question.knockoutAnswer };
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { refused: m.answerNumber };
      if (Math.abs(value) > SCREENING_LIMITS.numberMax) return { refused: m.numberOutOfRange };
      const low = question.acceptMin ?? -Infinity;
      const high = question.acceptMax ?? Infinity;
      return { value, meets: value >= low && value <= high };
    }
    case 'text': {
      if (typeof value !== 'string') return { refused: m.answerText };
      const text = value.trim().normalize('NFC');
      if (text.length > SCREENING_LIMITS.answerText) return { refused: m.answerTooLong };
      return { value: text, meets: true };
    }
    case 'choice':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= question.choices.length) {
        return { refused: m.answerChoice };
      }
      return { value, meets: !question.knockoutChoices.includes(value) };
  }
}

/** The answer of an application, checked against its job's questions, ready to store. */
export type CheckedAnswer = { questionId: string; value: AnswerValue; meets: boolean };

/**
 * The answers of an application to `jobId` checked against its questions (read in the apply transaction, after
 * the job's row is share-locked, so they cannot change meanwhile): each question answered at most once, only
 * the job's own questions, each answer of its question's kind, every required question answered (an empty
 * short text is no answer). A refusal is a 400 naming the question by its place in the job's list
 * (`answers.0` is the first question).
 */
export async function checkAnswers(
  tx: Executor,
  jobId: string,
  answers: readonly ScreeningAnswerInput[] = [],
): Promise<CheckedAnswer[]> {
  const questions = await questionsOf(tx, jobId);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<string, AnswerValue>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) throw badRequestField(m.unknownQuestion, 'answers');
    if (given.has(answer.questionId)) throw badRequestField(m.duplicateAnswer, `answers.${question.position}`);
    given.set(answer.questionId, answer.value);
  }
  const checked: CheckedAnswer[] = [];
  for (const question of questions) {
    const field = `answers.${question.position}`;
    const value = given.get(question.id);
    const judged = value === undefined ? null : judge(question, value);
    if (judged && 'refused' in judged) throw badRequestField(judged.refused, field);
    if (!judged || judged.value === '') {
      if (question.required) throw badRequestField(m.answerRequired, field);
      continue;
    }
    checked.push({ questionId: question.id, value: judged.value, meets: judged.meets });
  }
  return checked;
}

/** Stores checked answers with their application (in the transaction that creates it). */
export async function storeAnswers(tx: Executor, applicationId: string, answers: readonly CheckedAnswer[]) {
  if (answers.length === 0) return;
  await tx.insert(screeningAnswers).values(answers.map((answer) => ({ ...answer, applicationId })));
}

/**
 * GET /applications/:id/screening-answers: the job's questions in order with the applicant's answers, for the
 * job's employer or an admin (anyone else: 404, like the application itself).
 */
export async function applicationScreening(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
): Promise<ApplicationScreening> {
  if (!isUuid(applicationId)) throw notFound(applicationMessages.notFound);
  const [application] = await ctx.db
    .select({ id: applications.id, jobId: applications.jobId, employerId: jobs.employerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!application || (actor.role !== 'admin' && application.employerId !== actor.id)) {
    throw notFound(applicationMessages.notFound);
  }
  const [questions, stored] = await Promise.all([
    questionsOf(ctx.db, application.jobId),
    ctx.db.select().from(screeningAnswers).where(eq(screeningAnswers.applicationId, application.id)),
  ]);
  const byQuestion = new Map(stored.map((answer) => [answer.questionId, answer]));
  const answers = questions.map((question) => {
    const answer = byQuestion.get(question.id);
    return { ...toQuestion(question), answer: answer?.value ?? null, meets: answer?.meets ?? true };
  });
  return { answers, meetsRequirements: answers.every((answer) => answer.meets) };
}

/**
 * The applicant's own answers to an application's questions, in the job's order: what was asked and what they
 * answered, without the knockout answers or the marks (another person's application is not found).
 */
export async function ownScreeningAnswers(
  ctx: AppContext,
  actor: UserRow,
  applicationId: string,
): Promise<OwnScreeningAnswer[]> {
  if (!isUuid(applicationId)) throw notFound(applicationMessages.notFound);
  const [application] = await ctx.db
    .select({ id: applications.id, jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.seekerId, actor.id)));
  if (!application) throw notFound(applicationMessages.notFound);
  const [questions, stored] = await Promise.all([
    questionsOf(ctx.db, application.jobId),
    ctx.db.select().from(screeningAnswers).where(eq(screeningAnswers.applicationId, application.id)),
  ]);
  const byQuestion = new Map(stored.map((answer) => [answer.questionId, answer.value]));
  return questions.map(({ id, kind, text, required, choices }) => ({
    id,
    kind,
    text,
    required,
    choices,
    answer: byQuestion.get(id) ?? null,
  }));
}

/** Of these applications, those that answered screening questions: whether every answer meets its question. */
export async function requirementsMet(executor: Executor, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return new Map<string, boolean>();
  const rows = await executor
    .select({ applicationId: screeningAnswers.applicationId, meets: sql<boolean>`bool_and(${screeningAnswers.meets})` })
    .from(screeningAnswers)
    .where(inArray(screeningAnswers.applicationId, [...applicationIds]))
    .groupBy(screeningAnswers.applicationId);
  return new Map(rows.map((row) => [row.applicationId, row.meets]));
}

/** The applicant list's condition: no knockout answer (`met`) or one (`unmet`). */
export function requirementsCondition(filter: 'met' | 'unmet') {
  const unmet = sql`exists (select 1 from ${screeningAnswers} sa where sa.application_id = ${applications.id} and not sa.meets)`;
  return filter === 'unmet' ? unmet : sql`not ${unmet}`;
}

/** A seeker's answers, for their data export: the job, the question and the answer. */
export async function answersGivenBy(executor: Executor, seekerId: string) {
  return executor
    .select({
      applicationId: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      question: screeningQuestions.text,
      kind: screeningQuestions.kind,
      choices: screeningQuestions.choices,
      answer: screeningAnswers.value,
    })
    .from(screeningAnswers)
    .innerJoin(applications, eq(applications.id, screeningAnswers.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(screeningQuestions, eq(screeningQuestions.id, screeningAnswers.questionId))
    .where(eq(applications.seekerId, seekerId))
    .orderBy(asc(applications.createdAt), asc(screeningQuestions.position));
}

/** An employer's questions, for their data export: per job, in order. */
export async function questionsAskedBy(executor: Executor, employerId: string) {
  const rows = await executor
    .select({ question: screeningQuestions, jobTitle: jobs.title })
    .from(screeningQuestions)
    .innerJoin(jobs, eq(jobs.id, screeningQuestions.jobId))
    .where(eq(jobs.employerId, employerId))
    .orderBy(asc(jobs.createdAt), asc(screeningQuestions.position));
  return rows.map((row) => ({ jobId: row.question.jobId, jobTitle: row.jobTitle, ...toQuestion(row.question) }));
}

/** Deletes a seeker's answers (their account is deleted; the applications stay as a record for the employer). */
export async function deleteAnswersOf(tx: Executor, seekerId: string): Promise<void> {
  await tx
    .delete(screeningAnswers)
    .where(
      inArray(
        screeningAnswers.applicationId,
        tx.select({ id: applications.id }).from(applications).where(eq(applications.seekerId, seekerId)),
      ),
    );
}
