import type { ApiRoute } from 'shared-api/contract';

type Present<R, K extends string> = R extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a contract route: params, querystring, body and the response under its status. */
type ContractSchema<R extends ApiRoute, S extends number, B extends boolean> = {
  params: Present<R, 'params'>;
  querystring: Present<R, 'query'>;
  body: B extends false ? undefined : Present<R, 'body'>;
  response: R extends { response: infer T } ? { [K in S]: T } : undefined;
};

type Options<S extends number, B extends boolean> = {
  /** The success status the response schema is registered under (default 200). */
  status?: S;
  /** false: the route validates its body itself (PUT /users/profile differs by role). */
  body?: B;
};

/**
 * The method, url and schema of a route, read from its contract object, for `app.route({ ...fromContract(c.x),
 * preHandler, handler })`: the server validates and serializes with exactly the schemas the client is typed by.
 */
export function fromContract<R extends ApiRoute, S extends number = 200, B extends boolean = true>(
  route: R,
  options: Options<S, B> = {},
): { method: R['method']; url: R['path']; schema: ContractSchema<R, S, B> } {
  const schema: Record<string, unknown> = {};
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body && options.body !== false) schema.body = route.body;
  if (route.response) schema.response = { [options.status ?? 200]: route.response };
  return { method: route.method, url: route.path, schema: schema as ContractSchema<R, S, B> };
}
