import type { z } from 'zod';
import type { ApiRoute } from '../contract/route.ts';
import { type ApiRequest, api } from './api.ts';
import { type RouteLike, type RouteOf, resolveRoute } from './route-ref.ts';

/** Query values as the route's query schema takes them; a comma list may also be given as an array. */
type QueryInput<Q extends z.ZodType> = {
  [K in keyof z.input<Q>]?: z.input<Q>[K] | readonly (string | number)[] | null;
};

/** The `params` a route takes: required exactly when its path has `:name` segments. */
export type ParamsPart<R> = R extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never };
type QueryPart<R> = R extends { query: infer Q extends z.ZodType } ? { query?: QueryInput<Q> } : { query?: never };
type BodyPart<R> = R extends { multipart: true }
  ? { body: FormData }
  : R extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : { body?: never };

/** What `call(route, input)` takes for a route (or a reference to one): params exactly when its path has them, its query, its body. */
export type CallInput<R extends RouteLike> = ParamsPart<RouteOf<R>> &
  QueryPart<RouteOf<R>> &
  BodyPart<RouteOf<R>> & {
    signal?: AbortSignal;
    /** Send this token instead of the stored one (logout sends the token it has just cleared). */
    token?: string;
  };

/** What a route answers: its response schema's output, or null for a 204 route. */
export type CallResult<R extends RouteLike> =
  RouteOf<R> extends { response: infer S extends z.ZodType } ? z.output<S> : null;

type CallArgs<R extends RouteLike> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** The route's path with every `:name` segment replaced by its (URL-encoded) param. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`call: missing path param "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one contract route (a reference loads the contract first, once per page: route-ref.ts): fills its path, sends its query and its JSON (or multipart) body through the shared
 * transport (bearer header, 401 ends the session, spec section 8 messages, ApiError with code and field), and
 * returns the response checked against the route's response schema; null when the route has none (204).
 */
export async function call<R extends RouteLike>(ref: R, ...[input]: CallArgs<R>): Promise<CallResult<R>> {
  const { params, query, body, signal, token } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: ApiRequest['query'];
    body?: unknown;
    signal?: AbortSignal;
    token?: string;
  };
  const route: ApiRoute = await resolveRoute(ref);
  const checkedParams = route.params ? route.params.parse(params) : params;
  const result = await api(fillPath(route.path, checkedParams as Record<string, unknown> | undefined), {
    method: route.method,
    query,
    body,
    signal,
    token,
    schema: route.response,
  });
  return result as CallResult<R>;
}
