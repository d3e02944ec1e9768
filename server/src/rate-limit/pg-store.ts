import type { Db } from '../db/client.ts';
import { countHit, readHits } from './hits.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the `rate_limit_hits` table, so per-IP limits hold across every
 * instance on one database. Keys are `ip:<METHOD><route>:<client address>`.
 */
export function pgRateLimitStore(db: Db) {
  return class PgRateLimitStore {
    private readonly prefix: string;

    // The plugin calls `new Store(globalOptions)`; child stores get a per-route prefix.
    constructor(_options?: unknown, prefix = 'ip:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(db, this.prefix + key).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // Called with the merged route limit options; `routeInfo` names the route (absent for ad-hoc limiters).
    child(routeOptions: object): PgRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string } };
      const { method = '', url = '' } = routeInfo ?? {};
      return new PgRateLimitStore(undefined, `ip:${String(method)}${url}:`);
    }
  };
}
