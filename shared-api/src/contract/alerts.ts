import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, alertMessages } from './alerts-constants.ts';
import { authMessages } from './auth-messages.ts';
import { emailSchema, idParamsSchema } from './common.ts';
import { commonMessages, PASSWORD_MAX_LENGTH } from './common-constants.ts';
import { jobsQuerySchema } from './jobs.ts';
import type { ApiRoute } from './route.ts';

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, alertMessages.frequencyInvalid);
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;
export const alertLocaleSchema = z.enum(['en', 'ne']);

/**
 * The search an alert keeps: the /jobs filters and keyword, parsed by the list's own query schema (the same
 * rules and bounds), stored as lists. Paging and sort are not part of it.
 */
export const alertQuerySchema = jobsQuerySchema
  .omit({ page: true, pageSize: true, sortBy: true })
  .transform((query) => {
    const kept: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      kept[key] = value;
    }
    return kept as AlertQuery;
  });
/** A stored alert search (wire shape: lists as arrays). */
export type AlertQuery = {
  q?: string;
  categoryId?: string;
  industryId?: string;
  salaryRange?: string;
  jobTypes?: string[];
  locationIds?: string[];
  experienceLevels?: string[];
  educationLevels?: string[];
  jobLevels?: string[];
  skills?: string[];
};
const storedQuerySchema = z.object({
  q: z.string().optional(),
  categoryId: z.string().optional(),
  industryId: z.string().optional(),
  salaryRange: z.string().optional(),
  jobTypes: z.array(z.string()).optional(),
  locationIds: z.array(z.string()).optional(),
  experienceLevels: z.array(z.string()).optional(),
  educationLevels: z.array(z.string()).optional(),
  jobLevels: z.array(z.string()).optional(),
  skills: z.array(z.string()).optional(),
});

const alertNameSchema = z
  .string()
  .trim()
  .min(1, alertMessages.nameRequired)
  .max(ALERT_NAME_MAX, alertMessages.nameTooLong);

/** An alert as its owner sees it. `profile`: built from the seeker's preferences (no stored search). */
export const jobAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(['search', 'profile']),
  name: z.string(),
  frequency: alertFrequencySchema,
  paused: z.boolean(),
  /** The stored search as /jobs query values (comma-joined lists): a link to the same search. */
  search: z.record(z.string(), z.string()),
  query: storedQuerySchema,
  createdAt: z.string(),
  lastRunAt: z.string().nullable(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** The /jobs URL filters as the page has them (strings, lists comma-joined): the body's `query`. */
export const alertCreateBodySchema = z.object({
  name: alertNameSchema,
  frequency: alertFrequencySchema,
  locale: alertLocaleSchema.default('en'),
  query: alertQuerySchema,
});
export type AlertCreateBody = z.input<typeof alertCreateBodySchema>;

export const alertUpdateBodySchema = z.object({
  name: alertNameSchema.optional(),
  frequency: alertFrequencySchema.optional(),
  paused: z.boolean().optional(),
});
export type AlertUpdateBody = z.input<typeof alertUpdateBodySchema>;

export const alertSubscribeBodySchema = alertCreateBodySchema.extend({ email: emailSchema });
export type AlertSubscribeBody = z.input<typeof alertSubscribeBodySchema>;

export const alertTokenBodySchema = z.object({ token: z.string().min(1).max(200) });
/** One-click unsubscribe (RFC 8058): the alert and its signed token in the query string, any body. */
export const alertUnsubscribeQuerySchema = z.object({ alert: z.string().max(64), token: z.string().max(200) });

const messageResponse = z.object({ message: z.string() });

export const alertsContract = {
  list: { method: 'GET', path: '/alerts', response: z.array(jobAlertSchema) },
  create: { method: 'POST', path: '/alerts', body: alertCreateBodySchema, response: jobAlertSchema },
  update: {
    method: 'PUT',
    path: '/alerts/:id',
    params: idParamsSchema,
    body: alertUpdateBodySchema,
    response: jobAlertSchema,
  },
  remove: { method: 'DELETE', path: '/alerts/:id', params: idParamsSchema },
  /** Anonymous: always the same answer (`confirmSent`), so it tells nobody which emails subscribed. */
  subscribe: { method: 'POST', path: '/alerts/subscribe', body: alertSubscribeBodySchema, response: messageResponse },
  confirm: { method: 'POST', path: '/alerts/confirm', body: alertTokenBodySchema, response: messageResponse },
  unsubscribe: {
    method: 'POST',
    path: '/alerts/unsubscribe',
    query: alertUnsubscribeQuerySchema,
    response: messageResponse,
  },
} as const satisfies Record<string, ApiRoute>;

// ---------- the user's own data (download, delete) ----------

export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, authMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, commonMessages.passwordTooLong),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const accountContract = {
  /** A zip: one JSON file per kind of data plus the user's uploaded files (export README, "Your data"). */
  exportData: { method: 'GET', path: '/account/export', defaultFileName: 'my-data.zip' },
  deleteAccount: { method: 'POST', path: '/account/delete', body: deleteAccountBodySchema },
} as const satisfies Record<string, ApiRoute>;
