import { z } from 'zod';
import { type ScreeningQuestion, type ScreeningQuestionInput, screeningQuestionInputSchema } from './screening.ts';
import { SCREENING_KINDS, SCREENING_LIMITS, type ScreeningKind, screeningMessages } from './screening-constants.ts';

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
