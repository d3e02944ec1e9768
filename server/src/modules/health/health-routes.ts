import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../errors.ts';
import { fromContract } from '../../http/contract-route.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(healthContract.health),
    handler: async (request) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'Database unavailable.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
};
