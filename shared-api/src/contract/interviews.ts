import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import {
  INTERVIEW_ANSWERS,
  INTERVIEW_LINK_MAX,
  INTERVIEW_MINUTES_MAX,
  INTERVIEW_MINUTES_MIN,
  INTERVIEW_MODES,
  INTERVIEW_NOTE_MAX,
  INTERVIEW_OUTCOMES,
  INTERVIEW_PLACE_MAX,
  INTERVIEW_STAGES,
  interviewMessages,
  NOT_SELECTED_REASONS,
} from './interviews-constants.ts';
import type { ApiRoute } from './route.ts';
import { normalisePhone } from './seeker-constants.ts';

/** A note of the form: trimmed, '' is none. */
const optionalNote = z
  .string()
  .trim()
  .max(INTERVIEW_NOTE_MAX, interviewMessages.noteTooLong)
  .nullable()
  .optional()
  .transform((value) => value || null);

const isHttpsLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/**
 * PUT /applications/:id/interview: the day (yyyy-MM-dd) and time (HH:mm) in Nepal time (Asia/Kathmandu, UTC+05:45),
 * the length, and where: a place (in person), a number to call (phone) or an https link (online); a note.
 */
export const interviewScheduleSchema = z
  .object({
    date: z
      .string({ message: interviewMessages.dateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, interviewMessages.dateInvalid),
    time: z
      .string({ message: interviewMessages.timeInvalid })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, interviewMessages.timeInvalid),
    durationMinutes: z.coerce
      .number({ message: interviewMessages.durationInvalid })
      .int(interviewMessages.durationInvalid)
      .min(INTERVIEW_MINUTES_MIN, interviewMessages.durationInvalid)
      .max(INTERVIEW_MINUTES_MAX, interviewMessages.durationInvalid),
    mode: z.enum(INTERVIEW_MODES, interviewMessages.modeInvalid),
    /** The place, the phone number or the link, as the mode says. */
    location: z.string({ message: interviewMessages.placeRequired }).trim().max(INTERVIEW_LINK_MAX),
    note: optionalNote,
  })
  .superRefine((value, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (
      !Number.isFinite(Date.parse(`${value.date}T00:00:00Z`)) ||
      new Date(`${value.date}T00:00:00Z`).toISOString().slice(0, 10) !== value.date
    ) {
      issue(interviewMessages.dateInvalid, 'date');
    }
    if (value.mode === 'in_person' && (value.location.length === 0 || value.location.length > INTERVIEW_PLACE_MAX)) {
      issue(interviewMessages.placeRequired, 'location');
    }
    if (value.mode === 'phone' && !PHONE.test(normalisePhone(value.location)))
      issue(interviewMessages.phoneInvalid, 'location');
    if (value.mode === 'online' && !isHttpsLink(value.location)) issue(interviewMessages.linkInvalid, 'location');
  })
  .transform((value) => (value.mode === 'phone' ? { ...value, location: normalisePhone(value.location) } : value));
export type InterviewScheduleBody = z.input<typeof interviewScheduleSchema>;
export type InterviewSchedule = z.output<typeof interviewScheduleSchema>;

/** POST /applications/:id/interview/answer: the applicant confirms, or asks for another time (with a note). */
export const interviewAnswerSchema = z.object({
  answer: z.enum(INTERVIEW_ANSWERS, interviewMessages.answerInvalid),
  note: optionalNote,
});
export type InterviewAnswerBody = z.input<typeof interviewAnswerSchema>;

/** POST /applications/:id/interview/outcome: hired, or not selected with a reason from the list and a note. */
export const interviewOutcomeSchema = z
  .object({
    outcome: z.enum(INTERVIEW_OUTCOMES, interviewMessages.outcomeInvalid),
    reason: z.enum(NOT_SELECTED_REASONS, interviewMessages.reasonRequired).nullable().optional(),
    note: optionalNote,
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'not_selected' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: interviewMessages.reasonRequired });
    }
  })
  .transform((value) => ({ ...value, reason: value.outcome === 'hired' ? null : (value.reason ?? null) }));
export type InterviewOutcomeBody = z.input<typeof interviewOutcomeSchema>;

/** An interview as its employer (and an admin) or its applicant reads it. */
export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** The instant it starts (ISO 8601, UTC); shown in Nepal time. */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string(),
  note: z.string().nullable(),
  /** Cancelled by the employer (kept so the applicant sees it). */
  cancelled: z.boolean(),
  /** How many times it was rescheduled or cancelled (the calendar invitation's SEQUENCE). */
  sequence: z.number().int(),
  /** The applicant's answer to this time (cleared by a reschedule). */
  answer: z.object({ answer: z.enum(INTERVIEW_ANSWERS), note: z.string().nullable(), at: z.string() }).nullable(),
  /** The decision; `note` is the employer's own (null for the applicant). */
  outcome: z
    .object({
      outcome: z.enum(INTERVIEW_OUTCOMES),
      reason: z.enum(NOT_SELECTED_REASONS).nullable(),
      note: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  stage: z.enum(INTERVIEW_STAGES).nullable(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** One application's stage after the shortlist (the employer's applicant list). */
export const interviewStageSchema = z.object({ applicationId: z.string(), stage: z.enum(INTERVIEW_STAGES) });
export type InterviewStageRow = z.infer<typeof interviewStageSchema>;

/**
 * Interviews after the shortlist and the outcome. The job's employer (or an admin) schedules, reschedules,
 * cancels and decides; the applicant reads and answers; anyone else gets 404.
 */
export const interviewsContract = {
  get: {
    method: 'GET',
    path: '/applications/:id/interview',
    params: idParamsSchema,
    response: interviewSchema.nullable(),
  },
  schedule: {
    method: 'PUT',
    path: '/applications/:id/interview',
    params: idParamsSchema,
    body: interviewScheduleSchema,
    response: interviewSchema,
  },
  cancel: {
    method: 'DELETE',
    path: '/applications/:id/interview',
    params: idParamsSchema,
    response: interviewSchema,
  },
  answer: {
    method: 'POST',
    path: '/applications/:id/interview/answer',
    params: idParamsSchema,
    body: interviewAnswerSchema,
    response: interviewSchema,
  },
  outcome: {
    method: 'POST',
    path: '/applications/:id/interview/outcome',
    params: idParamsSchema,
    body: interviewOutcomeSchema,
    response: interviewSchema,
  },
  /** The applicant's interviews, one per application that has one (the applications page). */
  mine: { method: 'GET', path: '/seekers/me/interviews', response: z.array(interviewSchema) },
  /** The stage of each of the job's applications that has an interview (the applicant list). */
  forJob: {
    method: 'GET',
    path: '/jobs/:id/interview-stages',
    params: idParamsSchema,
    response: z.array(interviewStageSchema),
  },
} as const satisfies Record<string, ApiRoute>;
