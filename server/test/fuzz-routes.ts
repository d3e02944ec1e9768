import {
  apiRoutes,
  employerProfileBodySchema,
  JOBS_FEED_PATHS,
  jobFormFieldsSchema,
  jobsQuerySchema,
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

/** Routes that end the caller's own session: fuzzing them would only log the fuzzer out. */
const SKIPPED = new Set(['authContract.logout', 'authContract.logoutAll']);

/**
 * Every mutating route of the contract (and every GET that takes a query, the job list first among them),
 * read from the contract objects themselves (multipart routes and their file field included), so a route added
 * there is fuzzed without touching this file.
 */
export function fuzzRoutes(): FuzzRoute[] {
  const routes: Omit<FuzzRoute, 'role'>[] = [];
  for (const { name, route: entry } of apiRoutes()) {
    if (SKIPPED.has(name)) continue;
    const method = entry.method as FuzzRoute['method'];
    const path = `/api${entry.path}`;
    if (method === 'GET') {
      if (entry.query) routes.push({ name, method, path, kind: 'query', query: entry.query, response: entry.response });
      continue;
    }
    if (entry.multipart) {
      const body = entry.field === 'attachment' ? (jobFormFieldsSchema as z.ZodType) : undefined;
      routes.push({ name, method, path, kind: 'multipart', body, fileField: entry.field, response: entry.response });
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
  // PUT /users/profile takes the employer's profile from employers.
  routes.push({
    name: 'employer.updateProfile',
    method: 'PUT',
    path: '/api/users/profile',
    kind: 'json',
    body: employerProfileBodySchema,
  });
  // The feeds of a job search take the list's query (server/src/modules/feeds), in both languages.
  for (const path of [JOBS_FEED_PATHS.rss, `/ne${JOBS_FEED_PATHS.atom}`]) {
    routes.push({ name: `feeds ${path}`, method: 'GET', path, kind: 'query', query: jobsQuerySchema });
  }
  return routes.map((route) => ({ ...route, role: roleOf(route.name, route.path) }));
}
