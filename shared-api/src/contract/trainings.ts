import { z } from 'zod';
import { adminPageSchema, filterField, pagingFields, searchField, sortField } from './admin.ts';
import { idParamsSchema, requiredText } from './common.ts';
import { addCalendarDays, kathmanduToday } from './kathmandu-day.ts';
import { LANGUAGES } from './notifications-constants.ts';
import type { ApiRoute } from './route.ts';
import {
  ENROLMENT_PAGE_SIZE,
  ENROLMENT_SORTS,
  ENROLMENT_STATUSES,
  TRAINING_CATEGORIES,
  TRAINING_CREATE_STATUSES,
  TRAINING_LIMITS,
  TRAINING_PAGE_SIZE,
  TRAINING_SORTS,
  TRAINING_STATUSES,
  trainingMessages,
} from './trainings-constants.ts';

export const trainingCategorySchema = z.enum(TRAINING_CATEGORIES, trainingMessages.categoryInvalid);
export const trainingStatusSchema = z.enum(TRAINING_STATUSES, trainingMessages.statusInvalid);
export const enrolmentStatusSchema = z.enum(ENROLMENT_STATUSES);

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The last start date accepted today (Kathmandu). */
export function trainingStartMax(today: string = kathmanduToday()): string {
  return addCalendarDays(today, TRAINING_LIMITS.startMaxDays);
}

/**
 * The first day of the course, a calendar day in Nepal time (yyyy-MM-dd). Its range (today up to
 * TRAINING_LIMITS.startMaxDays ahead) is checked by the server when the date is set or changed, so a training
 * that has started can still be edited.
 */
export const trainingStartDateSchema = z
  .string(trainingMessages.startDateInvalid)
  .trim()
  .refine(isCalendarDay, trainingMessages.startDateInvalid);

const seatsSchema = z
  .number(trainingMessages.seatsInvalid)
  .int(trainingMessages.seatsInvalid)
  .min(TRAINING_LIMITS.seatsMin, trainingMessages.seatsInvalid)
  .max(TRAINING_LIMITS.seatsMax, trainingMessages.seatsInvalid);

/** What an administrator writes: every text in English and Nepali but the contact (a phone number or an email). */
export const trainingInputSchema = z.object({
  title_en: requiredText(TRAINING_LIMITS.title, trainingMessages.titleRequired),
  title_ne: requiredText(TRAINING_LIMITS.title, trainingMessages.titleRequired),
  description_en: requiredText(TRAINING_LIMITS.description, trainingMessages.descriptionRequired),
  description_ne: requiredText(TRAINING_LIMITS.description, trainingMessages.descriptionRequired),
  category: trainingCategorySchema,
  /** Free text: "3 months + 20 months apprenticeship". */
  duration_en: requiredText(TRAINING_LIMITS.duration, trainingMessages.durationRequired),
  duration_ne: requiredText(TRAINING_LIMITS.duration, trainingMessages.durationRequired),
  /** Free text: "Sunday to Friday, 7 am to 11 am". */
  schedule_en: requiredText(TRAINING_LIMITS.schedule, trainingMessages.scheduleRequired),
  schedule_ne: requiredText(TRAINING_LIMITS.schedule, trainingMessages.scheduleRequired),
  venue_en: requiredText(TRAINING_LIMITS.venue, trainingMessages.venueRequired),
  venue_ne: requiredText(TRAINING_LIMITS.venue, trainingMessages.venueRequired),
  seats: seatsSchema,
  startDate: trainingStartDateSchema,
  contact: requiredText(TRAINING_LIMITS.contact, trainingMessages.contactRequired),
});
export type TrainingInput = z.input<typeof trainingInputSchema>;

/** POST /admin/trainings: the training and whether it opens for enrolment at once (default: a draft). */
export const trainingCreateBodySchema = trainingInputSchema.extend({
  status: z.enum(TRAINING_CREATE_STATUSES, trainingMessages.statusInvalid).default('draft'),
});
export type TrainingCreateBody = z.input<typeof trainingCreateBodySchema>;

export const trainingStatusBodySchema = z.object({ status: trainingStatusSchema });
export type TrainingStatusBody = z.input<typeof trainingStatusBodySchema>;

/** Seats held, seekers waiting and seats left (never below 0), counted when the answer is built. */
const countsFields = {
  enrolled: z.number().int(),
  waiting: z.number().int(),
  seatsLeft: z.number().int(),
};

/** A training with both languages (administrators; a seeker's own enrolments). */
export const trainingSchema = z.object({
  id: z.string(),
  title_en: z.string(),
  title_ne: z.string(),
  description_en: z.string(),
  description_ne: z.string(),
  category: trainingCategorySchema,
  duration_en: z.string(),
  duration_ne: z.string(),
  schedule_en: z.string(),
  schedule_ne: z.string(),
  venue_en: z.string(),
  venue_ne: z.string(),
  seats: z.number().int(),
  startDate: z.string(),
  contact: z.string(),
  status: trainingStatusSchema,
  ...countsFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Training = z.infer<typeof trainingSchema>;

/** A training as the public page shows it, in the language asked for (`lang`). */
export const publicTrainingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: trainingCategorySchema,
  duration: z.string(),
  schedule: z.string(),
  venue: z.string(),
  seats: z.number().int(),
  startDate: z.string(),
  contact: z.string(),
  status: trainingStatusSchema,
  ...countsFields,
});
export type PublicTraining = z.infer<typeof publicTrainingSchema>;

export const publicTrainingsQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });
export type PublicTrainingsQuery = z.input<typeof publicTrainingsQuerySchema>;

/** What every view of an enrolment has. `position`: 1 for the first on the waiting list (null unless waiting). */
const enrolmentFields = {
  id: z.string(),
  status: enrolmentStatusSchema,
  position: z.number().int().nullable(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  attendedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
};

/** A seeker's enrolment, with the training in both languages and its status (a cancelled one shows as such). */
export const enrolmentSchema = z.object({ ...enrolmentFields, trainingId: z.string(), training: trainingSchema });
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** A row of a training's enrolment list (administrators). */
export const enrolmentRowSchema = z.object({
  ...enrolmentFields,
  seekerId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type EnrolmentRow = z.infer<typeof enrolmentRowSchema>;

/** GET /admin/trainings: searched by the words of either title, filtered by status. */
export const adminTrainingsQuerySchema = z.object({
  q: searchField,
  status: filterField(TRAINING_STATUSES),
  sort: sortField(TRAINING_SORTS),
  ...pagingFields(TRAINING_PAGE_SIZE),
});
export type AdminTrainingsQuery = z.input<typeof adminTrainingsQuerySchema>;

/** GET /admin/trainings/:id/enrolments: searched by the seeker's name or email, filtered by status. */
export const enrolmentsQuerySchema = z.object({
  q: searchField,
  status: filterField(ENROLMENT_STATUSES),
  sort: sortField(ENROLMENT_SORTS),
  ...pagingFields(ENROLMENT_PAGE_SIZE),
});
export type EnrolmentsQuery = z.input<typeof enrolmentsQuerySchema>;

export const attendanceBodySchema = z.object({ attended: z.boolean(trainingMessages.attendedInvalid) });
export const completionBodySchema = z.object({ completed: z.boolean(trainingMessages.completedInvalid) });

export const trainingsPageSchema = adminPageSchema(trainingSchema);
export type TrainingsPage = z.infer<typeof trainingsPageSchema>;
export const enrolmentsPageSchema = adminPageSchema(enrolmentRowSchema);
export type EnrolmentsPage = z.infer<typeof enrolmentsPageSchema>;

const enrolmentParamsSchema = z.object({ id: z.string(), enrolmentId: z.string() });

export const trainingsContract = {
  /** Public: open trainings that have not started, soonest first. */
  list: {
    method: 'GET',
    path: '/trainings',
    query: publicTrainingsQuerySchema,
    response: z.array(publicTrainingSchema),
  },
  /** Public: one open or closed training (a draft or cancelled one is 404). */
  get: {
    method: 'GET',
    path: '/trainings/:id',
    params: idParamsSchema,
    query: publicTrainingsQuerySchema,
    response: publicTrainingSchema,
  },
  /** Job seeker: enrol (a seat, or the waiting list when the seats are taken). */
  enrol: { method: 'POST', path: '/trainings/:id/enrolment', params: idParamsSchema, response: enrolmentSchema },
  /** Job seeker: withdraw an enrolment or leave the waiting list; the first waiting seeker moves up. */
  withdraw: { method: 'DELETE', path: '/trainings/:id/enrolment', params: idParamsSchema, response: enrolmentSchema },
  /** Job seeker: every enrolment, the training's start date first (withdrawn ones included). */
  mine: { method: 'GET', path: '/seekers/me/trainings', response: z.array(enrolmentSchema) },
} as const satisfies Record<string, ApiRoute>;

export const adminTrainingsContract = {
  list: { method: 'GET', path: '/admin/trainings', query: adminTrainingsQuerySchema, response: trainingsPageSchema },
  get: { method: 'GET', path: '/admin/trainings/:id', params: idParamsSchema, response: trainingSchema },
  create: { method: 'POST', path: '/admin/trainings', body: trainingCreateBodySchema, response: trainingSchema },
  /** Every field; raising the seats moves the first waiting seekers up. */
  update: {
    method: 'PUT',
    path: '/admin/trainings/:id',
    params: idParamsSchema,
    body: trainingInputSchema,
    response: trainingSchema,
  },
  setStatus: {
    method: 'PUT',
    path: '/admin/trainings/:id/status',
    params: idParamsSchema,
    body: trainingStatusBodySchema,
    response: trainingSchema,
  },
  enrolments: {
    method: 'GET',
    path: '/admin/trainings/:id/enrolments',
    params: idParamsSchema,
    query: enrolmentsQuerySchema,
    response: enrolmentsPageSchema,
  },
  /** The whole enrolment list as CSV (UTF-8 with BOM), arrival order; formula-like cells are escaped. */
  exportEnrolments: {
    method: 'GET',
    path: '/admin/trainings/:id/enrolments.csv',
    params: idParamsSchema,
    defaultFileName: 'enrolments.csv',
  },
  /** enrolled ⇄ attended, until the training is completed or cancelled. */
  setAttendance: {
    method: 'PUT',
    path: '/admin/trainings/:id/enrolments/:enrolmentId/attendance',
    params: enrolmentParamsSchema,
    body: attendanceBodySchema,
    response: enrolmentRowSchema,
  },
  /**
   * completed: true gives the seeker the verified certification (same transaction); false takes it back (status
   * attended). Final once the training is completed.
   */
  setCompletion: {
    method: 'PUT',
    path: '/admin/trainings/:id/enrolments/:enrolmentId/completion',
    params: enrolmentParamsSchema,
    body: completionBodySchema,
    response: enrolmentRowSchema,
  },
} as const satisfies Record<string, ApiRoute>;
