import {
  adminContract,
  applicantsContract,
  applicationsContract,
  authContract,
  employerContract,
  employerProfileBodySchema,
  jobFormFieldsSchema,
  jobsContract,
  LOOKUP_LISTS,
  lookupItemSchema,
  lookupWriteSchema,
  seekerContract,
} from 'shared-api/contract';
import type { z } from 'zod';

export type FuzzRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:name` segments are filled by the fuzzer. */
  path: string;
  /** json: a JSON body for `body`; multipart: form fields for `body` plus a file in `fileField`; none: no body. */
  kind: 'json' | 'multipart' | 'none' | 'query';
  body?: z.ZodType;
  query?: z.ZodType;
  fileField?: string;
  response?: z.ZodType;
  /** The role that may call it (most cases are sent as that role, so they get past the guard). */
  role: 'seeker' | 'employer' | 'admin' | 'anonymous';
};

/** Who may call a path, read from its shape. */
function roleOf(name: string, path: string): FuzzRoute['role'] {
  if (path.startsWith('/api/admin') || name.startsWith('lookups.')) return 'admin';
  if (name.startsWith('authContract.') && name !== 'authContract.changePassword') return 'anonymous';
  if (name.startsWith('seekerContract.') || name.startsWith('applicationsContract.') || path.includes('/save')) {
    return 'seeker';
  }
  return 'employer';
}

type ContractEntry = {
  method: string;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  field?: string;
};

/** Routes that end the caller's own session: fuzzing them would only log the fuzzer out. */
const SKIPPED = new Set(['authContract.logout', 'authContract.logoutAll']);

/** Multipart routes (the contract gives them no body schema) and the file field each reads. */
const FILE_FIELDS: Record<string, string> = {
  'adminContract.uploadLogo': 'logo',
  'adminContract.uploadDocuments': 'documents',
  'adminContract.createJob': 'attachment',
  'adminContract.updateJob': 'attachment',
  'employerContract.createJob': 'attachment',
  'employerContract.updateJob': 'attachment',
  'employerContract.uploadLogo': 'logo',
  'employerContract.uploadDocuments': 'documents',
  'seekerContract.uploadResume': 'resume',
};

const CONTRACTS = {
  adminContract,
  applicantsContract,
  applicationsContract,
  authContract,
  employerContract,
  jobsContract,
  seekerContract,
} as unknown as Record<string, Record<string, ContractEntry>>;

/**
 * Every mutating route of the contract (and every GET that takes a query, the job list first among them),
 * read from the contract objects themselves, so a route added there is fuzzed without touching this file.
 */
export function fuzzRoutes(): FuzzRoute[] {
  const routes: Omit<FuzzRoute, 'role'>[] = [];
  for (const [contractName, contract] of Object.entries(CONTRACTS)) {
    for (const [key, entry] of Object.entries(contract)) {
      const name = `${contractName}.${key}`;
      if (!entry || typeof entry !== 'object' || !('method' in entry) || SKIPPED.has(name)) continue;
      const method = entry.method as FuzzRoute['method'];
      const path = `/api${entry.path}`;
      if (method === 'GET') {
        if (entry.query)
          routes.push({ name, method, path, kind: 'query', query: entry.query, response: entry.response });
        continue;
      }
      const fileField = FILE_FIELDS[name];
      if (fileField) {
        const body = fileField === 'attachment' ? (jobFormFieldsSchema as z.ZodType) : undefined;
        routes.push({ name, method, path, kind: 'multipart', body, fileField, response: entry.response });
      } else {
        routes.push({
          name,
          method,
          path,
          kind: entry.body ? 'json' : 'none',
          body: entry.body,
          response: entry.response,
        });
      }
    }
  }
  // PUT /users/profile takes the employer's profile from employers.
  routes.push({
    name: 'employer.updateProfile',
    method: 'PUT',
    path: '/api/users/profile',
    kind: 'json',
    body: employerProfileBodySchema,
  });
  // The admin lookup lists: one path per list, each with its own write schema.
  for (const list of LOOKUP_LISTS) {
    const body = lookupWriteSchema(list) as z.ZodType;
    routes.push({
      name: `lookups.${list}.create`,
      method: 'POST',
      path: `/api/${list}`,
      kind: 'json',
      body,
      response: lookupItemSchema,
    });
    routes.push({
      name: `lookups.${list}.update`,
      method: 'PUT',
      path: `/api/${list}/:id`,
      kind: 'json',
      body,
      response: lookupItemSchema,
    });
    routes.push({ name: `lookups.${list}.delete`, method: 'DELETE', path: `/api/${list}/:id`, kind: 'none' });
  }
  return routes.map((route) => ({ ...route, role: roleOf(route.name, route.path) }));
}
