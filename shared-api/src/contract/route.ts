import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route as the contract declares it: read by the client's `call` (types and path filling) and by the
 * server's registration (server/src/http/contract-route.ts), so both sides use the same schemas.
 */
export type ApiRoute = {
  method: HttpMethod;
  /** Relative to the API prefix; `:name` segments are filled from `params`. */
  path: string;
  /** Required exactly when the path has `:name` segments. */
  params?: z.ZodObject;
  query?: z.ZodType;
  /** The JSON body; a multipart route has none (its client body is FormData). */
  body?: z.ZodType;
  /** The body is multipart/form-data (files plus text fields). */
  multipart?: true;
  /** The form field holding the file(s) of a multipart route. */
  field?: string;
  /** The 2xx body; absent when the route answers 204 (or a file). */
  response?: z.ZodType;
  /** File routes: the name to save under when the server sends none. */
  defaultFileName?: string;
};

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}
