import type { ApiRoute } from '../contract/route.ts';
import { ApiError, FALLBACK_MESSAGES } from './api-error.ts';

declare const routeType: unique symbol;

/**
 * A contract route as the browser entry names it: which contract and key, without its zod schemas. `call` and
 * `fetchFile` load the contract (zod and every schema, one chunk: `shared-api/schemas`) the first time they are
 * given one, then use the route's method, path and schemas as before; a page that makes no API call never loads
 * them. `R` is the route's declared type, so params, query, body and result are typed as the contract says.
 */
export type RouteRef<R extends ApiRoute = ApiRoute> = {
  readonly contract: string;
  readonly key: string;
  readonly [routeType]?: () => R;
} & (R extends { field: infer F extends string } ? { readonly field: F } : unknown);

/** A route or a reference to one: what `call` and `fetchFile` take. */
export type RouteLike = ApiRoute | RouteRef;

/** The contract route a route or reference stands for (its declared type). */
export type RouteOf<R> = R extends { readonly contract: string; readonly [routeType]?: () => infer T } ? T : R;

/** Every route of a contract object, as references. */
export type ContractRefs<C extends Record<string, ApiRoute>> = { readonly [K in keyof C]: RouteRef<C[K]> };

/**
 * The form field of every multipart route (`body.append(seekerContract.uploadResume.field, file)` builds the body
 * before the contract is loaded). A unit test holds it to the contract (route-ref.test.ts).
 */
export const MULTIPART_FIELDS: Readonly<Record<string, string>> = {
  'adminContract.uploadLogo': 'logo',
  'adminContract.uploadDocuments': 'documents',
  'adminContract.createJob': 'attachment',
  'adminContract.updateJob': 'attachment',
  'employerContract.createJob': 'attachment',
  'employerContract.updateJob': 'attachment',
  'employerContract.uploadLogo': 'logo',
  'employerContract.uploadDocuments': 'documents',
  'seekerContract.uploadResume': 'resume',
  'applicationsContract.applyWithResume': 'resume',
};

/** References to the routes of the contract object `contract` (its name in `apiContracts()`), one per key. */
export function contractRefs<C extends Record<string, ApiRoute>>(contract: string): ContractRefs<C> {
  const refs = new Map<string, RouteRef>();
  return new Proxy({} as ContractRefs<C>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      let ref = refs.get(key);
      if (!ref) {
        const field = MULTIPART_FIELDS[`${contract}.${key}`];
        ref = Object.freeze(field ? { contract, key, field } : { contract, key }) as RouteRef;
        refs.set(key, ref);
      }
      return ref;
    },
  });
}

export const isRouteRef = (route: RouteLike): route is RouteRef => !('method' in route);

type Contracts = Record<string, Record<string, ApiRoute>>;
let contracts: Promise<Contracts> | null = null;

/** The contract, loaded once; a failed load (offline) is a network ApiError and is tried again next time. */
function loadContracts(): Promise<Contracts> {
  contracts ??= import('../schemas.ts').then(
    (schemas) => schemas.apiContracts(),
    () => {
      contracts = null;
      throw new ApiError(FALLBACK_MESSAGES.network, 0, 'network');
    },
  );
  return contracts;
}

/** The route itself: as given, or the contract's route a reference names (loading the contract first). */
export async function resolveRoute<R extends RouteLike>(route: R): Promise<RouteOf<R> & ApiRoute> {
  if (!isRouteRef(route)) return route as RouteOf<R> & ApiRoute;
  const found = (await loadContracts())[route.contract]?.[route.key];
  if (!found) throw new Error(`No contract route ${route.contract}.${route.key}`);
  return found as RouteOf<R> & ApiRoute;
}
