import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { fromContract } from '../../http/contract-route.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { homeSummary } from './home-summary.ts';

const serializeSummary = compileSerializer(homeContract.summary.response);

/**
 * GET /api/home/summary: one answer for everyone, from the public cache (emptied by the NOTIFY triggers on any
 * change to jobs, employers, accounts or lookups; expires at Kathmandu midnight), with ETag and Cache-Control.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(homeContract.summary),
    handler: async (request, reply) => {
      const today = kathmanduToday();
      const cached = await ctx.publicCache.answer(`home-summary:${today}`, async () =>
        serializeSummary(await homeSummary(ctx.db, today)),
      );
      return sendCached(request, reply, cached);
    },
  });
};
