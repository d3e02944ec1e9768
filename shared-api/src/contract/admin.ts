import { z } from 'zod';
import { AUDIT_PAGE_SIZE, adminMessages } from './admin-constants.ts';
import { emailSchema, idParamsSchema, passwordSchema, roleSchema } from './common.ts';
import { commonMessages } from './common-constants.ts';
import { jobSchema } from './jobs.ts';
import type { LookupList } from './lookup-lists.ts';
import { lookupItemSchema, lookupListResponseSchema } from './lookups.ts';
import type { ApiRoute } from './route.ts';
import { employerDocumentSchema, wireUserSchema } from './users.ts';

// ---------- users ----------

export const adminUsersQuerySchema = z.object({ role: roleSchema.optional() });
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

// ---------- stats and audit ----------

export const adminStatsSchema = z.object({
  jobs: z.object({ open: z.number().int(), closed: z.number().int() }),
  employers: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  seekers: z.number().int(),
  applications: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const auditQuerySchema = z.object({
  page: z.coerce.number(commonMessages.pageInvalid).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number(commonMessages.pageSizeInvalid).int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});

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

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const adminContract = {
  users: { method: 'GET', path: '/admin/users', query: adminUsersQuerySchema, response: z.array(wireUserSchema) },
  deleteUser: { method: 'DELETE', path: '/admin/users/:id', params: idParamsSchema },
  userStatus: {
    method: 'PUT',
    path: '/admin/users/:id/status',
    params: idParamsSchema,
    body: userStatusBodySchema,
    response: wireUserSchema,
  },
  pendingEmployers: { method: 'GET', path: '/admin/employers/pending', response: z.array(wireUserSchema) },
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
  jobs: { method: 'GET', path: '/admin/jobs', response: z.array(jobSchema) },
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
