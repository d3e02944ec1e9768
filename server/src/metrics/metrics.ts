import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Which in-process cache answered: the public API answers (src/public-cache) or the rendered pages. */
export type CacheName = 'api' | 'page';
/** `bypass`: not looked up at all, because the change listener is down and the cache cannot vouch for anything. */
export type CacheResult = 'hit' | 'miss' | 'bypass';

/**
 * The instance's Prometheus metrics, in a registry of their own (each app built in a test process has its own).
 * Names and meanings: server README, "Metrics". Labels take a bounded set of values only: route templates (never
 * URLs), status codes, task and cache names.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template and status (the page renderer’s own calls excluded).',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    poolInUse: new Gauge({
      name: 'portal_db_pool_connections_in_use',
      help: 'Pooled database connections checked out by a query or transaction.',
      registers: [registry],
    }),
    poolIdle: new Gauge({
      name: 'portal_db_pool_connections_idle',
      help: 'Pooled database connections open and free.',
      registers: [registry],
    }),
    poolWaiting: new Gauge({
      name: 'portal_db_pool_waiting_requests',
      help: 'Queries and transactions waiting for a pooled connection.',
      registers: [registry],
    }),
    poolMax: new Gauge({
      name: 'portal_db_pool_max_connections',
      help: 'The pool’s size (DB_POOL_MAX).',
      registers: [registry],
    }),
    readRetries: new Counter({
      name: 'portal_db_read_retries_total',
      help: 'Reads run a second time because their database connection dropped.',
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'portal_cache_lookups_total',
      help: 'Lookups in the public caches: hit, miss, or bypass (the change listener is down).',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    }),
    listenerConnected: new Gauge({
      name: 'portal_listener_connected',
      help: '1 while the LISTEN connection is up and hearing notifications: `cache` empties the public caches on any change, `mail` wakes the mail worker.',
      labelNames: ['listener'] as const,
      registers: [registry],
    }),
    outboxDepth: new Gauge({
      name: 'portal_mail_outbox_depth',
      help: 'Mails waiting to be sent (neither sent nor given up), all instances together.',
      registers: [registry],
    }),
    outboxOldestAge: new Gauge({
      name: 'portal_mail_outbox_oldest_age_seconds',
      help: 'Age of the oldest mail waiting to be sent (0 when none waits), all instances together.',
      registers: [registry],
    }),
    mailSent: new Counter({
      name: 'portal_mail_sent_total',
      help: 'Mails this instance handed to the mail server.',
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: 'portal_mail_send_failures_total',
      help: 'Send attempts of this instance that failed (retried later, or given up).',
      registers: [registry],
    }),
    mailGivenUp: new Counter({
      name: 'portal_mail_given_up_total',
      help: 'Mails this instance gave up on after MAIL_MAX_ATTEMPTS.',
      registers: [registry],
    }),
    taskLastSuccess: new Gauge({
      name: 'portal_scheduled_task_last_success_timestamp_seconds',
      help: 'When each scheduled task last finished without error on this instance (Unix time; 0: not yet).',
      labelNames: ['task'] as const,
      registers: [registry],
    }),
    taskFailures: new Counter({
      name: 'portal_scheduled_task_failures_total',
      help: 'Runs of each scheduled task that failed on this instance.',
      labelNames: ['task'] as const,
      registers: [registry],
    }),
    draining: new Gauge({
      name: 'portal_draining',
      help: '1 from SIGTERM/SIGINT until the process exits.',
      registers: [registry],
    }),
  };
  for (const cache of ['api', 'page'] satisfies CacheName[]) {
    for (const result of ['hit', 'miss', 'bypass'] satisfies CacheResult[])
      metrics.cacheLookups.inc({ cache, result }, 0);
  }
  for (const listener of ['cache', 'mail']) metrics.listenerConnected.set({ listener }, 0);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
