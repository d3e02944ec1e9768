import { z } from 'zod';
import { INSIGHTS_GROUPINGS, INSIGHTS_MAX_DAYS, INSIGHTS_TABLES, insightsMessages } from './insights-constants.ts';
import type { ApiRoute } from './route.ts';
import { TRAINING_CATEGORIES } from './trainings-constants.ts';

const DAY_MS = 86_400_000;

/** A calendar day yyyy-mm-dd that exists (2026-02-30 does not). */
const day = (message: string) =>
  z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, message);

/** Days from `from` to `to`, both counted (Gregorian days on the wire; the screen offers either calendar). */
export function insightsRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** GET /admin/insights: a range of Kathmandu days, both ends included, and how to split the jobs. */
export const insightsQuerySchema = z
  .object({
    from: day(insightsMessages.fromInvalid),
    to: day(insightsMessages.toInvalid),
    by: z.enum(INSIGHTS_GROUPINGS, insightsMessages.groupingInvalid).default('category'),
  })
  .superRefine((value, ctx) => {
    const days = insightsRangeDays(value.from, value.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: insightsMessages.rangeReversed });
    else if (days > INSIGHTS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: insightsMessages.rangeTooLong });
  });
export type InsightsQuery = z.input<typeof insightsQuerySchema>;
export type InsightsRange = z.output<typeof insightsQuerySchema>;

/** A row's group: a lookup item (key = its id) or, key null, the jobs or people that name none of the list. */
const groupFields = { key: z.string().nullable(), en: z.string(), ne: z.string() };

/** Quartiles (25th, 50th and 75th percentile, interpolated); null where there is nothing to measure. */
export const quartilesSchema = z.object({ q1: z.number(), median: z.number(), q3: z.number() }).nullable();
export type Quartiles = z.infer<typeof quartilesSchema>;

export const insightsJobsSchema = z.object({
  /** Each period's first day (a Sunday, or the 1st of a month); the first and last may be cut by the range. */
  periods: z.array(z.string()),
  interval: z.enum(['week', 'month']),
  groups: z.array(
    z.object({
      ...groupFields,
      /** Jobs created in each period. */
      posted: z.array(z.number().int()),
      /** Jobs open at some time in each period (created, neither closed nor past their deadline). */
      open: z.array(z.number().int()),
    }),
  ),
});

const applicationsRowSchema = z.object({
  ...groupFields,
  /** Jobs posted in the range. */
  jobs: z.number().int(),
  /** Applications those jobs received (withdrawn ones too: they were sent). */
  applications: z.number().int(),
  jobsWithApplications: z.number().int(),
  /** Applications per job, over every job (none counts as 0). */
  perJob: quartilesSchema,
  /** Hours from posting to the first application, over the jobs that received one. */
  firstApplicationHours: quartilesSchema,
});

const closedRowSchema = z.object({
  ...groupFields,
  /** Jobs that ended in the range: closed by their employer or an administrator … */
  closed: z.number().int(),
  /** … or past their deadline while still open. */
  expired: z.number().int(),
  /** Days from posting to the end, over both. */
  daysOpen: quartilesSchema,
});

const seekerRowSchema = z.object({
  ...groupFields,
  /** Seekers registered at the end of the range (deleted accounts are not counted). */
  seekers: z.number().int(),
  /** Of them, registered within the range. */
  newSeekers: z.number().int(),
});

const trainingsRowSchema = z.object({
  /** The training area; null on the row of every area together. */
  category: z.enum(TRAINING_CATEGORIES).nullable(),
  /** Enrolments made in the range (a seat or the waiting list), withdrawn ones included. */
  enrolments: z.number().int(),
  /** Of those, withdrawn since. */
  withdrawn: z.number().int(),
  /** Enrolments marked completed in the range. */
  completions: z.number().int(),
  /** Seekers with a completion in the range (once each). */
  completers: z.number().int(),
  /** Of those, how many applied for a job after completing (a withdrawn application does not count). */
  completersApplied: z.number().int(),
  /** Of those, how many have an application made after completing that an employer shortlisted. */
  completersShortlisted: z.number().int(),
});

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(INSIGHTS_GROUPINGS),
  jobs: insightsJobsSchema,
  /** Per group, and the whole (`total`: its own quartiles, not a sum of the groups'). */
  applications: z.object({ rows: z.array(applicationsRowSchema), total: applicationsRowSchema }),
  closed: z.object({ rows: z.array(closedRowSchema), total: closedRowSchema }),
  seekers: z.object({
    districts: z.array(seekerRowSchema),
    /** By the highest education level on the profile. */
    education: z.array(seekerRowSchema),
    /** The most listed skills (as typed, compared without case), with the seekers listing each. */
    skills: z.array(z.object({ skill: z.string(), seekers: z.number().int() })),
  }),
  /** The trainings: each area (in the list's order) and all of them (a completer in two areas counts once). */
  trainings: z.object({ rows: z.array(trainingsRowSchema), total: trainingsRowSchema }),
});
export type Insights = z.infer<typeof insightsSchema>;

export const insightsExportParamsSchema = z.object({
  table: z.enum(INSIGHTS_TABLES, insightsMessages.tableInvalid),
});

// ---------- the public figures ----------

/** A published count: null when suppressed (below the threshold, or it would give a suppressed one away). */
const publicCellSchema = z.number().int().nullable();

export const publicFiguresTableSchema = z.object({
  id: z.string(),
  rows: z.array(z.object({ key: z.string().nullable(), en: z.string(), ne: z.string(), count: publicCellSchema })),
  total: publicCellSchema,
});
export type PublicFiguresTable = z.infer<typeof publicFiguresTableSchema>;

/** GET /public/figures: the last PUBLIC_FIGURES_MONTHS (12) complete months' aggregates that are safe to publish. */
export const publicFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** When the figures were counted (ISO 8601). */
  generatedAt: z.string(),
  minCell: z.number().int(),
  licence: z.object({ name: z.string(), url: z.string() }),
  tables: z.array(publicFiguresTableSchema),
});
export type PublicFigures = z.infer<typeof publicFiguresSchema>;

export const insightsContract = {
  figures: { method: 'GET', path: '/admin/insights', query: insightsQuerySchema, response: insightsSchema },
  /** One table of the figures as CSV (formula-safe), for the same range and grouping. */
  export: {
    method: 'GET',
    path: '/admin/insights/export/:table',
    params: insightsExportParamsSchema,
    query: insightsQuerySchema,
    defaultFileName: 'insights.csv',
  },
  publicFigures: { method: 'GET', path: '/public/figures', response: publicFiguresSchema },
  /** The public figures as CSV, every table one after the other, the licence stated first. */
  publicFiguresCsv: { method: 'GET', path: '/public/figures.csv', defaultFileName: 'jobs-in-numbers.csv' },
} as const satisfies Record<string, ApiRoute>;
