import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import type { ApiRoute } from './route.ts';
import {
  SCREENING_LIMITS as L,
  screeningMessages as m,
  SCREENING_KINDS,
  type ScreeningKind,
} from './screening-constants.ts';

const questionText = z.string(m.textRequired).trim().min(1, m.textRequired).max(L.text, m.textTooLong);
const choiceText = z.string(m.choiceRequired).trim().min(1, m.choiceRequired).max(L.choice, m.choiceTooLong);
const acceptEnd = z
  .number(m.numberOutOfRange)
  .int(m.numberOutOfRange)
  .min(-L.numberMax, m.numberOutOfRange)
  .max(L.numberMax, m.numberOutOfRange)
  .nullable()
  .default(null);

/**
 * One screening question as the employer writes it. Only its kind's own fields are kept (the others are
 * cleared): a one-choice question's `choices` (2 to 10, each different) and `knockoutChoices` (indexes of the
 * choices that do not meet the requirement, never all of them); a yes/no question's `knockoutAnswer` (the
 * answer that does not meet it, null: none); a number's accepted range `acceptMin`..`acceptMax` (either end
 * open). A short text has no knockout answer.
 */
export const screeningQuestionInputSchema = z
  .object({
    kind: z.enum(SCREENING_KINDS, m.kindInvalid),
    text: questionText,
    required: z.boolean().default(false),
    choices: z.array(choiceText).max(L.choicesMax, m.choicesCount).default([]),
    knockoutChoices: z.array(z.int(m.knockoutChoiceInvalid).min(0, m.knockoutChoiceInvalid)).default([]),
    knockoutAnswer: z.boolean().nullable().default(null),
    acceptMin: acceptEnd,
    acceptMax: acceptEnd,
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'choice') {
      if (q.choices.length < L.choicesMin) ctx.addIssue({ code: 'custom', path: ['choices'], message: m.choicesCount });
      const keys = q.choices.map((choice) => choice.normalize('NFC').toLocaleLowerCase());
      if (new Set(keys).size !== keys.length) {
        ctx.addIssue({ code: 'custom', path: ['choices'], message: m.choicesRepeated });
      }
      const knocked = new Set(q.knockoutChoices);
      if ([...knocked].some((index) => index >= q.choices.length) || knocked.size !== q.knockoutChoices.length) {
        ctx.addIssue({ code: 'custom', path: ['knockoutChoices'], message: m.knockoutChoiceInvalid });
      } else if (q.choices.length > 0 && knocked.size >= q.choices.length) {
        ctx.addIssue({ code: 'custom', path: ['knockoutChoices'], message: m.knockoutEveryChoice });
      }
    }
    if (q.kind === 'number' && q.acceptMin !== null && q.acceptMax !== null && q.acceptMin > q.acceptMax) {
      ctx.addIssue({ code: 'custom', path: ['acceptMax'], message: m.acceptRangeOrder });
    }
  })
  .transform((q) => ({
    kind: q.kind,
    text: q.text,
    required: q.required,
    choices: q.kind === 'choice' ? q.choices : [],
    knockoutChoices: q.kind === 'choice' ? [...q.knockoutChoices].sort((a, b) => a - b) : [],
    knockoutAnswer: q.kind === 'yes_no' ? q.knockoutAnswer : null,
    acceptMin: q.kind === 'number' ? q.acceptMin : null,
    acceptMax: q.kind === 'number' ? q.acceptMax : null,
  }));
export type ScreeningQuestionInput = z.input<typeof screeningQuestionInputSchema>;
export type ScreeningQuestionFields = z.output<typeof screeningQuestionInputSchema>;

/** PUT /jobs/:id/screening-questions: the job's whole list, in the order asked (none: the job asks nothing). */
export const screeningQuestionsBodySchema = z.object({
  questions: z.array(screeningQuestionInputSchema, m.questionsInvalid).max(L.questions, m.tooMany),
});
export type ScreeningQuestionsBody = z.input<typeof screeningQuestionsBodySchema>;

const kindSchema = z.enum(SCREENING_KINDS) as z.ZodType<ScreeningKind>;

/** A stored question as its job's employer (or an admin) sees it: with its knockout answer. */
export const screeningQuestionSchema = z.object({
  id: z.string(),
  kind: kindSchema,
  text: z.string(),
  required: z.boolean(),
  choices: z.array(z.string()),
  knockoutChoices: z.array(z.number().int()),
  knockoutAnswer: z.boolean().nullable(),
  acceptMin: z.number().int().nullable(),
  acceptMax: z.number().int().nullable(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** A job's questions for its manager; `locked`: the job has applications, so they can no longer change. */
export const managedScreeningSchema = z.object({ questions: z.array(screeningQuestionSchema), locked: z.boolean() });
export type ManagedScreening = z.infer<typeof managedScreeningSchema>;

/** A question as the apply dialog asks it: no knockout answer (a seeker answers, the employer judges). */
export const askedQuestionSchema = screeningQuestionSchema.pick({
  id: true,
  kind: true,
  text: true,
  required: true,
  choices: true,
});
export type AskedQuestion = z.infer<typeof askedQuestionSchema>;

/**
 * One answer sent with an application: yes/no a boolean, a number a number, a short text a string, one choice
 * the index of the chosen choice. The server checks each against its question.
 */
export const screeningAnswerInputSchema = z.object({
  questionId: z.string(m.answersInvalid),
  value: z.union([z.boolean(), z.number(), z.string()], m.answersInvalid),
});
export type ScreeningAnswerInput = z.infer<typeof screeningAnswerInputSchema>;

/** The answers of an application (an unanswered optional question is left out). */
export const screeningAnswersSchema = z
  .array(screeningAnswerInputSchema, m.answersInvalid)
  .max(L.questions * 4, m.answersInvalid);

/** A multipart field holding JSON text (absent or empty: undefined), then checked with `schema`. */
const jsonField = <S extends z.ZodType>(schema: S, unreadable: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: unreadable });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

/** The answers as a multipart field (the apply-with-a-file route): their JSON text. */
export const screeningAnswersField = jsonField(screeningAnswersSchema, m.answersInvalid);

/**
 * The job form's questions as a multipart field (POST /jobs, PUT /jobs/:id): the JSON text of the whole list,
 * stored with the job in its transaction; left out, a new job asks none (a duplicate its source's) and an edit
 * keeps the job's list.
 */
export const screeningQuestionsField = jsonField(screeningQuestionsBodySchema.shape.questions, m.questionsInvalid);

/** One question of an application with the applicant's answer (null: not answered) and whether it meets it. */
export const screeningAnswerSchema = screeningQuestionSchema.extend({
  answer: z.union([z.boolean(), z.number(), z.string()]).nullable(),
  meets: z.boolean(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** GET /applications/:id/screening-answers: the job's questions in order, each with the answer. */
export const applicationScreeningSchema = z.object({
  answers: z.array(screeningAnswerSchema),
  meetsRequirements: z.boolean(),
});
export type ApplicationScreening = z.infer<typeof applicationScreeningSchema>;

/**
 * An applicant's own answers: each question as it was asked (no knockout answer, no mark: the employer judges) with
 * the answer given (null: not answered).
 */
export const ownScreeningAnswerSchema = askedQuestionSchema.extend({
  answer: z.union([z.boolean(), z.number(), z.string()]).nullable(),
});
export type OwnScreeningAnswer = z.infer<typeof ownScreeningAnswerSchema>;

/**
 * Screening questions: the job's manager (its employer or an admin) reads and replaces them until the first
 * application; anyone reads the questions a job asks (no knockout answers); the job's manager reads an
 * application's answers with their marks; the applicant reads their own answers, without the marks.
 */
export const screeningContract = {
  managed: {
    method: 'GET',
    path: '/jobs/:id/screening-questions',
    params: idParamsSchema,
    response: managedScreeningSchema,
  },
  replace: {
    method: 'PUT',
    path: '/jobs/:id/screening-questions',
    params: idParamsSchema,
    body: screeningQuestionsBodySchema,
    response: managedScreeningSchema,
  },
  asked: { method: 'GET', path: '/jobs/:id/screening', params: idParamsSchema, response: z.array(askedQuestionSchema) },
  answers: {
    method: 'GET',
    path: '/applications/:id/screening-answers',
    params: idParamsSchema,
    response: applicationScreeningSchema,
  },
  ownAnswers: {
    method: 'GET',
    path: '/applications/:id/my-screening-answers',
    params: idParamsSchema,
    response: z.array(ownScreeningAnswerSchema),
  },
} as const satisfies Record<string, ApiRoute>;
