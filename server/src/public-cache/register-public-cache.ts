import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { CacheResult } from '../metrics/metrics.ts';
import { PublicCache } from './public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's public cache (tests wait on it; routes use ctx.publicCache). */
    publicCache: PublicCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The app's one PublicCache, listening on its own direct connection (`listen`). Every successful
 * request that may write (any method but GET/HEAD/OPTIONS) waits, before its answer goes out, until the
 * notifications of what it committed have emptied this instance's cache: a client never reads its own write
 * stale from this instance. Closed with the app.
 */
export function registerPublicCache(
  app: FastifyInstance,
  listen: pg.ClientConfig,
  onLookup?: (result: CacheResult) => void,
): PublicCache {
  const cache = new PublicCache(listen, app.log, onLookup);
  app.addHook('onSend', async (request, reply) => {
    // A refused request (4xx/5xx: validation, 401, 429…) committed nothing public; skipping its fence keeps a
    // flood of refused requests off the listener connection.
    if (!READS.has(request.method) && reply.statusCode < 400) await cache.fence();
  });
  app.addHook('onClose', () => cache.close());
  app.decorate('publicCache', cache);
  return cache;
}
