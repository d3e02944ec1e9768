import { z } from 'zod';
import { applyFormSchema } from './applications.ts';
import {
  type AskedQuestion,
  type ScreeningAnswerInput,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
  screeningQuestionInputSchema,
} from './screening.ts';
import { SCREENING_KINDS, SCREENING_LIMITS, type ScreeningKind, screeningMessages } from './screening-constants.ts';
import { latinDigits } from './seeker-constants.ts';

/**
 * One screening question as the job form edits it: the choices as one text, a line each; the knockout answer as
 * the select holds it ('' none, 'yes' / 'no' for a yes/no question, a choice's index for one choice); the
 * accepted range as number boxes (undefined: open).
 */
export type ScreeningQuestionForm = {
  kind: ScreeningKind;
  text: string;
  required: boolean;
  choicesText: string;
  knockout: string;
  acceptMin?: number | undefined;
  acceptMax?: number | undefined;
};

export const emptyScreeningQuestion = (kind: ScreeningKind = 'yes_no'): ScreeningQuestionForm => ({
  kind,
  text: '',
  required: false,
  choicesText: '',
  knockout: '',
  acceptMin: undefined,
  acceptMax: undefined,
});

/** A stored question as the form edits it. */
export function screeningQuestionToForm(question: ScreeningQuestion): ScreeningQuestionForm {
  const knockout =
    question.kind === 'yes_no' && question.knockoutAnswer !== null
      ? question.knockoutAnswer
        ? 'yes'
        : 'no'
      : question.kind === 'choice' && question.knockoutChoices.length > 0
        ? String(question.knockoutChoices[0])
        : '';
  return {
    kind: question.kind,
    text: question.text,
    required: question.required,
    choicesText: question.choices.join('\n'),
    knockout,
    acceptMin: question.acceptMin ?? undefined,
    acceptMax: question.acceptMax ?? undefined,
  };
}

/** The choices a question's text holds: a line each, blank lines left out. */
export const formChoices = (choicesText: string) =>
  choicesText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const numberOrNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);

/** What the form's question sends (the contract's input: the server checks it again). */
export function screeningQuestionToWire(question: ScreeningQuestionForm): ScreeningQuestionInput {
  return {
    kind: question.kind,
    text: question.text,
    required: question.required,
    choices: question.kind === 'choice' ? formChoices(question.choicesText) : [],
    knockoutAnswer: question.kind === 'yes_no' && question.knockout ? question.knockout === 'yes' : null,
    knockoutChoices: question.kind === 'choice' && question.knockout !== '' ? [Number(question.knockout)] : [],
    acceptMin: question.kind === 'number' ? numberOrNull(question.acceptMin) : null,
    acceptMax: question.kind === 'number' ? numberOrNull(question.acceptMax) : null,
  };
}

/** The form's field of a contract issue's path inside one question (choices and knockouts have one control each). */
const FORM_FIELD: Record<string, keyof ScreeningQuestionForm> = {
  choices: 'choicesText',
  knockoutChoices: 'knockout',
  knockoutAnswer: 'knockout',
};

/** The job form's list of questions: the contract's rules, each issue on the control that holds the value. */
export const screeningQuestionsFormSchema = z
  .array(
    z.object({
      kind: z.enum(SCREENING_KINDS),
      text: z.string(),
      required: z.boolean(),
      choicesText: z.string(),
      knockout: z.string(),
      acceptMin: z.number().optional(),
      acceptMax: z.number().optional(),
    }),
  )
  .max(SCREENING_LIMITS.questions, screeningMessages.tooMany)
  .superRefine((questions, ctx) => {
    questions.forEach((question, index) => {
      const checked = screeningQuestionInputSchema.safeParse(screeningQuestionToWire(question));
      for (const issue of checked.success ? [] : checked.error.issues) {
        const field = String(issue.path[0] ?? 'text');
        ctx.addIssue({ code: 'custom', path: [index, FORM_FIELD[field] ?? field], message: issue.message });
      }
    });
  });

/** An answer as the apply dialog's control holds it, read for its question: the value to send, none, or why not. */
export function readScreeningAnswer(
  question: Pick<AskedQuestion, 'kind' | 'required' | 'choices'>,
  held: string,
): { value: ScreeningAnswerInput['value'] } | { refused: string } | null {
  const text = held.trim();
  if (!text) return question.required ? { refused: screeningMessages.answerRequired } : null;
  switch (question.kind) {
    case 'yes_no':
      return text === 'yes' || text === 'no' ? { value: text === 'yes' } : { refused: screeningMessages.answerYesNo };
    case 'number': {
      const number = Number(latinDigits(text).replace(/[,\s]/g, ''));
      if (!Number.isFinite(number)) return { refused: screeningMessages.answerNumber };
      if (Math.abs(number) > SCREENING_LIMITS.numberMax) return { refused: screeningMessages.numberOutOfRange };
      return { value: number };
    }
    case 'text':
      return text.length > SCREENING_LIMITS.answerText ? { refused: screeningMessages.answerTooLong } : { value: text };
    case 'choice': {
      const index = Number(text);
      return Number.isInteger(index) && index >= 0 && index < question.choices.length
        ? { value: index }
        : { refused: screeningMessages.answerChoice };
    }
  }
}

/** The answers to send for the dialog's controls (an unanswered optional question left out). */
export function toScreeningAnswers(
  questions: readonly AskedQuestion[],
  held: readonly string[],
): ScreeningAnswerInput[] {
  return questions.flatMap((question, index) => {
    const read = readScreeningAnswer(question, held[index] ?? '');
    return read && 'value' in read ? [{ questionId: question.id, value: read.value }] : [];
  });
}

/**
 * The apply dialog's form for a job's questions: the note and résumé as before, and each answer checked as the
 * server will (required, of its kind), its sentence on `answers.<n>` (the server names the same field).
 */
export const applyFormWithQuestions = (questions: readonly AskedQuestion[]) =>
  applyFormSchema.superRefine((value, ctx) => {
    questions.forEach((question, index) => {
      const read = readScreeningAnswer(question, value.answers[index] ?? '');
      if (read && 'refused' in read) ctx.addIssue({ code: 'custom', path: ['answers', index], message: read.refused });
    });
  });
