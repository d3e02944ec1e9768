import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Whether this instance is stopping: readiness answers 503 from the moment draining starts. */
export type DrainState = { draining: boolean };

/** While draining, every answer closes its connection, so a keep-alive client (a proxy) moves to another instance. */
export const drainHeader = fastifyPlugin<{ state: DrainState }>(
  async (app, { state }) => {
    app.addHook('onSend', async (_request, reply) => {
      if (state.draining) reply.header('connection', 'close');
    });
  },
  { name: 'drain-header' },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count ?? 0)));

/**
 * Drains the HTTP server: readiness turns to 503 at once; after `delayMs` (time for a load balancer that polls
 * readiness to stop sending) the listening socket closes, idle keep-alive connections close, and requests in
 * flight finish, up to `timeoutMs`; connections still open then are cut. True when everything finished in time.
 * The app itself (its routes, app.inject for pages being rendered) keeps working meanwhile: close it afterwards.
 */
export async function drainHttp(
  app: FastifyInstance,
  { state, delayMs, timeoutMs, log }: { state: DrainState; delayMs: number; timeoutMs: number; log: FastifyBaseLogger },
): Promise<boolean> {
  state.draining = true;
  if (delayMs > 0) await sleep(delayMs);
  if (!app.server.listening) return true;
  const closed = new Promise<void>((resolve) => app.server.close(() => resolve()));
  app.server.closeIdleConnections();
  log.info({ connections: await openConnections(app), timeoutMs }, 'draining: no new connections');
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (!inTime) {
    log.warn({ connections: await openConnections(app) }, 'requests still running at the shutdown limit; cutting them');
    app.server.closeAllConnections();
    await closed;
  }
  return inTime;
}
