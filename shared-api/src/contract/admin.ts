import { z } from 'zod';
import {
  ACCOUNT_STATES,
  ADMIN_JOB_SORTS,
  ADMIN_JOB_STATES,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_PENDING_SORTS,
  ADMIN_SEARCH_MAX,
  ADMIN_USER_SORTS,
  APPROVALS_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  AUDIT_SORTS,
  adminMessages,
} from './admin-constants.ts';
import { emailSchema, idParamsSchema, pageQueryField, passwordSchema, roleSchema } from './common.ts';
import { APPROVAL_STATUSES, commonMessages } from './common-constants.ts';
import { jobEmployerSchema, jobSchema, jobStatusSchema, lookupRefSchema } from './jobs.ts';
import type { LookupList } from './lookup-lists.ts';
import { lookupItemSchema, lookupListResponseSchema } from './lookups.ts';
import type { ApiRoute } from './route.ts';
import { employerDocumentSchema, wireUserSchema } from './users.ts';

// ---------- paged lists ----------

/**
 * The paging of every admin list: `page` (from 1) and `pageSize`, and, to move one page on cheaply at any depth,
 * the cursor the previous answer gave: `after` (its `next`, for page + 1) or `before` (its `prev`, for page - 1).
 * Without a cursor a page is found by its position (slower deep into a large list).
 */
export const pagingFields = (defaultSize: number) => ({
  page: pageQueryField(1_000_000),
  pageSize: z.coerce
    .number(commonMessages.pageSizeInvalid)
    .int(commonMessages.pageSizeInvalid)
    .min(1, commonMessages.pageSizeInvalid)
    .max(ADMIN_PAGE_SIZE_MAX, adminMessages.pageSizeTooBig)
    .default(defaultSize),
  after: z.string().trim().max(400, adminMessages.cursorInvalid).optional(),
  before: z.string().trim().max(400, adminMessages.cursorInvalid).optional(),
});

/** Words to find (each a prefix of a word of the name, the email, the title…); '' is no search. */
export const searchField = z.string().trim().max(ADMIN_SEARCH_MAX, adminMessages.searchTooLong).optional();

export const sortField = <T extends readonly [string, ...string[]]>(sorts: T) =>
  z.enum(sorts, adminMessages.sortInvalid).default(sorts[0] as T[number]);

export const filterField = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, adminMessages.filterInvalid).optional();

/** One page of an admin list: the spec's pager needs `total`; `prev` / `next` are the cursors of the pages beside it. */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  });
export type AdminPage<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  prev: string | null;
  next: string | null;
};

// ---------- users ----------

/** GET /admin/users: the accounts of one role, searched by name and email, filtered by account status. */
export const adminUsersQuerySchema = z.object({
  role: roleSchema,
  q: searchField,
  status: filterField(ACCOUNT_STATES),
  approvalStatus: filterField(APPROVAL_STATUSES),
  sort: sortField(ADMIN_USER_SORTS),
  ...pagingFields(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** GET /admin/employers/pending: the approval queue, oldest first, five a page. */
export const adminPendingQuerySchema = z.object({
  q: searchField,
  sort: sortField(ADMIN_PENDING_SORTS),
  ...pagingFields(APPROVALS_PAGE_SIZE),
});
export type AdminPendingQuery = z.input<typeof adminPendingQuerySchema>;

export const userStatusBodySchema = z.object({ isActive: z.boolean(adminMessages.isActiveInvalid) });
export const rejectBodySchema = z.object({
  reason: z
    .string(adminMessages.reasonRequired)
    .trim()
    .min(1, adminMessages.reasonRequired)
    .max(2000, commonMessages.reasonTooLong),
});

// ---------- employers ----------

const text = (max: number) => z.string().trim().max(max);

export const adminEmployerProfileSchema = z.object({
  companyName: text(200).min(1, 'Company name is required.'),
  description: text(5000).default(''),
  website: text(300).default(''),
  address: text(300).default(''),
  industryId: z.uuid(adminMessages.industryIdInvalid).nullable().optional().default(null),
  customIndustry: text(200).nullable().optional().default(null),
});
export type AdminEmployerProfile = z.input<typeof adminEmployerProfileSchema>;

export const createEmployerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  profile: adminEmployerProfileSchema,
});
export type CreateEmployerBody = z.input<typeof createEmployerBodySchema>;

export const updateEmployerBodySchema = z.object({ profile: adminEmployerProfileSchema });
export type UpdateEmployerBody = z.input<typeof updateEmployerBodySchema>;

// ---------- lookups ----------

const wholeNumber = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z.number(adminMessages.wholeNumber).int(adminMessages.wholeNumber).min(0).max(1_000_000_000).nullable(),
);
const requiredName = z.string(adminMessages.nameRequired).trim().min(1, adminMessages.nameRequired).max(200);

/**
 * The body of POST/PUT of a lookup item (spec section 5): every field required except fields whose names
 * contain max or order; numbers are whole, an empty number is null.
 */
export function lookupWriteSchema(list: LookupList) {
  const names = { name_en: requiredName, name_ne: requiredName };
  const key = z.string(adminMessages.keyRequired).trim().min(1, adminMessages.keyRequired).max(80);
  const order = wholeNumber.optional().default(null);
  switch (list) {
    case 'categories':
    case 'skills':
      return z.object(names);
    case 'locations':
    case 'industries':
      return z.object({ ...names, order });
    case 'job-types':
    case 'experience-levels':
    case 'education-levels':
    case 'job-levels':
      return z.object({ ...names, key, order });
    case 'salary-ranges':
      return z.object({
        ...names,
        key,
        min: wholeNumber.refine((value) => value !== null, adminMessages.minRequired),
        max: wholeNumber.optional().default(null),
        order,
      });
  }
}
export type LookupWriteBody = {
  name_en: string;
  name_ne: string;
  key?: string;
  min?: number | null;
  max?: number | null;
  order?: number | null;
};

/** The public read of one lookup list and the admin's writes to it. */
export const lookupContract = (list: LookupList) =>
  ({
    list: { method: 'GET', path: `/${list}`, response: lookupListResponseSchema },
    create: { method: 'POST', path: `/${list}`, body: lookupWriteSchema(list), response: lookupItemSchema },
    update: {
      method: 'PUT',
      path: `/${list}/:id`,
      params: idParamsSchema,
      body: lookupWriteSchema(list),
      response: lookupItemSchema,
    },
    remove: { method: 'DELETE', path: `/${list}/:id`, params: idParamsSchema },
  }) as const satisfies Record<string, ApiRoute>;

// ---------- jobs ----------

/** GET /admin/jobs: every job, searched by the words of its title, company, description and skills. */
export const adminJobsQuerySchema = z.object({
  q: searchField,
  state: filterField(ADMIN_JOB_STATES),
  employerId: z.uuid(adminMessages.filterInvalid).optional(),
  sort: sortField(ADMIN_JOB_SORTS),
  ...pagingFields(ADMIN_PAGE_SIZE),
});
export type AdminJobsQuery = z.input<typeof adminJobsQuerySchema>;

/** A job as the admin list shows it: no description, no lookups but the location. */
export const adminJobRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: jobStatusSchema,
  /** Open, but past its deadline (not listed publicly). */
  isExpired: z.boolean(),
  /** Open, but its employer is deactivated or gone (not listed publicly). */
  isHidden: z.boolean(),
  postedAt: z.string(),
  applicationDeadline: z.string().nullable(),
  employer: jobEmployerSchema,
  location: lookupRefSchema.nullable(),
  customLocation: z.string().nullable(),
  /** Applications not withdrawn. */
  applicationCount: z.number().int(),
});
export type AdminJobRow = z.infer<typeof adminJobRowSchema>;

// ---------- stats and audit ----------

/**
 * The dashboard's figures. `jobs.open` is exactly what the public site lists (open, deadline not passed,
 * employer active); open jobs past their deadline are `expired`, those of a deactivated employer `hidden`.
 * `applications` leaves out withdrawn ones.
 */
export const adminStatsSchema = z.object({
  jobs: z.object({
    open: z.number().int(),
    expired: z.number().int(),
    hidden: z.number().int(),
    closed: z.number().int(),
  }),
  employers: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  seekers: z.number().int(),
  applications: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /admin/audit-log: newest first; `q` is an actor's email (its start) or the id of the thing changed. */
export const auditQuerySchema = z.object({
  q: searchField,
  entity: z.string().trim().max(40, adminMessages.filterInvalid).optional(),
  action: z.string().trim().max(40, adminMessages.filterInvalid).optional(),
  sort: sortField(AUDIT_SORTS),
  ...pagingFields(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = adminPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const adminUsersPageSchema = adminPageSchema(wireUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export const adminJobsPageSchema = adminPageSchema(adminJobRowSchema);
export type AdminJobsPage = z.infer<typeof adminJobsPageSchema>;

export const adminContract = {
  users: { method: 'GET', path: '/admin/users', query: adminUsersQuerySchema, response: adminUsersPageSchema },
  /** A job seeker's whole profile (experience, education, résumé…), as the seeker sees it. */
  seeker: { method: 'GET', path: '/admin/seekers/:id', params: idParamsSchema, response: wireUserSchema },
  deleteUser: { method: 'DELETE', path: '/admin/users/:id', params: idParamsSchema },
  userStatus: {
    method: 'PUT',
    path: '/admin/users/:id/status',
    params: idParamsSchema,
    body: userStatusBodySchema,
    response: wireUserSchema,
  },
  pendingEmployers: {
    method: 'GET',
    path: '/admin/employers/pending',
    query: adminPendingQuerySchema,
    response: adminUsersPageSchema,
  },
  approvedEmployers: { method: 'GET', path: '/admin/employers/approved', response: z.array(wireUserSchema) },
  approve: { method: 'PUT', path: '/admin/employers/:id/approve', params: idParamsSchema, response: wireUserSchema },
  reject: {
    method: 'PUT',
    path: '/admin/employers/:id/reject',
    params: idParamsSchema,
    body: rejectBodySchema,
    response: wireUserSchema,
  },
  createEmployer: {
    method: 'POST',
    path: '/admin/employers',
    body: createEmployerBodySchema,
    response: wireUserSchema,
  },
  updateEmployer: {
    method: 'PUT',
    path: '/admin/employers/:id',
    params: idParamsSchema,
    body: updateEmployerBodySchema,
    response: wireUserSchema,
  },
  uploadLogo: {
    method: 'POST',
    path: '/admin/employers/:id/logo',
    params: idParamsSchema,
    multipart: true,
    field: 'logo',
    response: wireUserSchema,
  },
  deleteLogo: { method: 'DELETE', path: '/admin/employers/:id/logo', params: idParamsSchema, response: wireUserSchema },
  uploadDocuments: {
    method: 'POST',
    path: '/admin/employers/:id/documents',
    params: idParamsSchema,
    multipart: true,
    field: 'documents',
    response: z.array(employerDocumentSchema),
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/admin/employers/:id/documents/:docId',
    params: z.object({ id: z.string(), docId: z.string() }),
  },
  jobs: { method: 'GET', path: '/admin/jobs', query: adminJobsQuerySchema, response: adminJobsPageSchema },
  /** Multipart job form plus employerId: a job posted on behalf of an approved employer. */
  createJob: { method: 'POST', path: '/admin/jobs', multipart: true, field: 'attachment', response: jobSchema },
  /** Multipart job form, like PUT /jobs/:id. */
  updateJob: {
    method: 'PUT',
    path: '/admin/jobs/:id',
    params: idParamsSchema,
    multipart: true,
    field: 'attachment',
    response: jobSchema,
  },
  deleteJob: { method: 'DELETE', path: '/admin/jobs/:id', params: idParamsSchema },
  stats: { method: 'GET', path: '/admin/stats', response: adminStatsSchema },
  auditLog: { method: 'GET', path: '/admin/audit-log', query: auditQuerySchema, response: auditPageSchema },
} as const satisfies Record<string, ApiRoute>;
