import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { errorBody, HttpError } from '../../errors.ts';
import { fromContract } from '../../http/contract-route.ts';
import { databaseAnswers, pingDatabase } from './database-check.ts';

/**
 * `/api/health`: the database answers (the app's own check). For operators and load balancers, outside the
 * contract: `/api/health/live` (the process answers HTTP; never restart it for anything else) and
 * `/api/health/ready` (send it traffic: not draining, the database answers, the change listener hears changes).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(healthContract.health),
    handler: async (request) => {
      try {
        await pingDatabase(ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'Database unavailable.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });

  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });

  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks = {
      draining: ctx.lifecycle.draining,
      database: (await databaseAnswers(ctx.db)) ? 'ok' : 'down',
      listener: ctx.publicCache.serving ? 'ok' : 'down',
    };
    if (!checks.draining && checks.database === 'ok' && checks.listener === 'ok') return { status: 'ready', ...checks };
    const reason = checks.draining
      ? 'shutting down'
      : checks.database !== 'ok'
        ? 'the database does not answer'
        : 'the change listener is not connected';
    return reply.status(503).send({ ...errorBody(503, `Not ready: ${reason}.`, 'not_ready'), ...checks });
  });
};
