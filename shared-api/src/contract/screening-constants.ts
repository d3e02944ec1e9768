import { groupDigits } from './group-digits.ts';

/** Screening questions: how many a job asks, and the bounds of a question and of an answer. */
export const SCREENING_LIMITS = {
  questions: 5,
  text: 200,
  choicesMin: 2,
  choicesMax: 10,
  choice: 80,
  answerText: 500,
  /** A number answer (and an accepted range's end) lies within ±numberMax. */
  numberMax: 1_000_000_000,
} as const;

/** The kinds of question: yes or no, a number, a short text, one choice among several. */
export const SCREENING_KINDS = ['yes_no', 'number', 'text', 'choice'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

/** The applicant list's filter on screening answers: every answer meets the requirements, or one does not. */
export const SCREENING_REQUIREMENT_FILTERS = ['met', 'unmet'] as const;

/** Messages of screening questions and answers (code `screening.<key>`). */
export const screeningMessages = {
  tooMany: `A job can ask at most ${SCREENING_LIMITS.questions} screening questions.`,
  textRequired: 'Write the question.',
  textTooLong: `A question can be at most ${SCREENING_LIMITS.text} characters.`,
  kindInvalid: 'Choose the kind of question: yes or no, number, short text or one choice.',
  choicesCount: `A one-choice question needs ${SCREENING_LIMITS.choicesMin} to ${SCREENING_LIMITS.choicesMax} choices.`,
  choiceRequired: 'Write every choice, or remove the empty one.',
  choiceTooLong: `A choice can be at most ${SCREENING_LIMITS.choice} characters.`,
  choicesRepeated: 'Each choice must be different.',
  knockoutChoiceInvalid: 'A knockout answer must be one of the question’s choices.',
  knockoutEveryChoice: 'At least one choice must meet the requirement.',
  acceptRangeOrder: 'The lowest accepted number cannot be above the highest.',
  numberOutOfRange: `Enter a number between −${groupDigits(SCREENING_LIMITS.numberMax)} and ${groupDigits(SCREENING_LIMITS.numberMax)}.`,
  locked: 'This job already has applications, so its screening questions cannot be changed.',
  questionsInvalid: 'The screening questions could not be read.',
  answersInvalid: 'The screening answers could not be read.',
  answerRequired: 'Answer this question.',
  answerYesNo: 'Answer yes or no.',
  answerNumber: 'Enter a number.',
  answerText: 'Write a short answer.',
  answerTooLong: `An answer can be at most ${SCREENING_LIMITS.answerText} characters.`,
  answerChoice: 'Choose one of the answers offered.',
  unknownQuestion: 'This question is not asked by this job.',
  duplicateAnswer: 'A question can be answered only once.',
  requirementsFilterInvalid: 'requirements must be met or unmet.',
} as const;
