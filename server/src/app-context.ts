import type { FastifyBaseLogger } from 'fastify';
import type { Guard } from './auth/guard.ts';
import type { SessionTokens } from './auth/session-tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import type { DrainState } from './lifecycle/drain.ts';
import type { DeliveryWorker } from './mail/delivery-worker.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { PublicCache } from './public-cache/public-cache.ts';

/** What route modules get: the app's shared services. */
export type AppContext = {
  config: Config;
  db: Db;
  /** Delivers mail_outbox (queue mail with src/mail/outbox.ts `queueMail`); `schedule` adds periodic work. */
  deliveries: DeliveryWorker;
  tokens: SessionTokens;
  /** Uploads: rows in PostgreSQL, bytes there or in a bucket (src/files/file-store.ts). */
  files: FileStore;
  guard: Guard;
  log: FastifyBaseLogger;
  /** Public answers (job list, details, lookups) cached in process, emptied by PostgreSQL NOTIFY on any change. */
  publicCache: PublicCache;
  /** `draining` from SIGTERM/SIGINT on (readiness then answers 503). */
  lifecycle: DrainState;
  /** Prometheus metrics (src/metrics/metrics.ts): a cache reports its lookups with `cacheLookups`. */
  metrics: Metrics;
  /** Work the response must not wait for (mail); awaited when the app closes. */
  background: (work: Promise<unknown>) => void;
};
