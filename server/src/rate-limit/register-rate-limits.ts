import rateLimit from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';
import { authMessages } from 'shared-api/contract';
import type { Db } from '../db/client.ts';
import { pruneHits } from './hits.ts';
import { pgRateLimitStore } from './pg-store.ts';

const PRUNE_EVERY_MS = 10 * 60_000;

/** Per-IP limits (routes opt in with `config.rateLimit`), counted in PostgreSQL; ended windows pruned. */
export const rateLimits = fastifyPlugin<{ db: Db }>(
  async (app, { db }) => {
    await app.register(rateLimit, {
      global: false,
      store: pgRateLimitStore(db),
      errorResponseBuilder: () => ({ statusCode: 429, message: authMessages.tooManyAttempts }),
    });
    const timer = setInterval(() => {
      pruneHits(db).catch((error) => app.log.warn({ err: error }, 'pruning rate-limit counters failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limits' },
);
