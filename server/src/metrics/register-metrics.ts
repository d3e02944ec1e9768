import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { errorBody } from '../errors.ts';
import { isInternalRequest } from '../http/internal-request.ts';
import { isPageRequest } from '../ssr/page-routes.ts';
import type { Metrics } from './metrics.ts';

/** Outbox figures are shared by all instances: read at most this often, and give up on a slow database. */
const OUTBOX_EVERY_MS = 5000;
const OUTBOX_TIMEOUT_MS = 1000;

/** The route template a request matched; pages and unknown paths (answered by the not-found handler) by kind. */
function routeLabel(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  if (template) return template;
  return isPageRequest(request.method, request.url.split('?')[0] ?? '/') ? '(page)' : '(unmatched)';
}

function outboxReader(ctx: AppContext, metrics: Metrics) {
  let readAt = 0;
  return async () => {
    if (Date.now() - readAt < OUTBOX_EVERY_MS) return;
    readAt = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const read = ctx.db.execute<{ depth: number; oldest: number }>(
        sql`select count(*)::int as depth,
                   coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
              from mail_outbox where sent_at is null and failed_at is null`,
      );
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), OUTBOX_TIMEOUT_MS);
      });
      const result = await Promise.race([read, timeout]);
      const row = result?.rows[0];
      if (row) {
        metrics.outboxDepth.set(row.depth);
        metrics.outboxOldestAge.set(row.oldest);
      }
    } catch (error) {
      ctx.log.warn({ err: error }, 'metrics: reading the mail outbox failed');
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The text a scrape gets: gauges read now, then the registry in Prometheus' text format. */
export function metricsScraper(ctx: AppContext, metrics: Metrics): () => Promise<string> {
  const readOutbox = outboxReader(ctx, metrics);
  return async () => {
    const pool = ctx.db.$client;
    metrics.poolInUse.set(pool.totalCount - pool.idleCount);
    metrics.poolIdle.set(pool.idleCount);
    metrics.poolWaiting.set(pool.waitingCount);
    metrics.poolMax.set(pool.options.max ?? 0);
    metrics.listenerConnected.set({ listener: 'cache' }, ctx.publicCache.serving ? 1 : 0);
    metrics.listenerConnected.set({ listener: 'mail' }, ctx.deliveries.listening ? 1 : 0);
    metrics.draining.set(ctx.lifecycle.draining ? 1 : 0);
    await readOutbox();
    return metrics.registry.metrics();
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request (the page renderer's own calls excluded) and, with METRICS_TOKEN set, serves the scrape
 * at GET /metrics to `Authorization: Bearer <token>` only.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, metrics: Metrics): () => Promise<string> {
  ctx.db.$client.onReadRetry = () => metrics.readRetries.inc();
  app.addHook('onResponse', async (request, reply) => {
    if (isInternalRequest(request)) return;
    metrics.httpDuration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const scrape = metricsScraper(ctx, metrics);
  const token = ctx.config.metrics.token;
  if (token) {
    app.get('/metrics', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send(errorBody(401, 'A valid metrics token is required.', 'unauthorized'));
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await scrape());
    });
  }
  return scrape;
}

/** GET /metrics on a port of its own (METRICS_PORT), for a scraper on a private network; nothing else there. */
export async function startMetricsServer(
  scrape: () => Promise<string>,
  contentType: string,
  { port, host }: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(404, 'Not found.')));
      return;
    }
    scrape().then(
      (text) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      () =>
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify(errorBody(500, 'Internal server error.'))),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
