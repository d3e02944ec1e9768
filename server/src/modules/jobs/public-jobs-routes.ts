import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicJobsContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { fromContract } from '../../http/contract-route.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { effectiveSort, filterKey, listJobs } from './job-list.ts';
import { getJob } from './jobs-service.ts';
import { kathmanduToday } from './kathmandu-date.ts';
import { localizeJob, localizeJobsPage } from './localize-job.ts';

const serializePage = compileSerializer(publicJobsContract.list.response);
const serializeJob = compileSerializer(publicJobsContract.get.response);

/**
 * The public jobs list and job in one language (the public pages read these): the same search and rules as
 * `GET /jobs` and `GET /jobs/:id`, kept in the public cache per language and emptied with them.
 */
export const publicJobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(publicJobsContract.list),
    handler: async (request, reply) => {
      const { query } = request;
      const { language } = request.params;
      const today = kathmanduToday();
      const key = `public-jobs:${language}:${filterKey(query, today)}:${effectiveSort(query)}:${query.page}:${query.pageSize}`;
      const cached = await ctx.publicCache.answer(key, async () =>
        serializePage(localizeJobsPage(await listJobs(ctx.db, query, today, ctx.publicCache.list), language)),
      );
      return sendCached(request, reply, cached);
    },
  });

  app.route({
    ...fromContract(publicJobsContract.get),
    handler: async (request, reply) => {
      const { id, language } = request.params;
      const cached = await ctx.publicCache.answer(`public-job:${language}:${id.toLowerCase()}`, async () =>
        serializeJob(localizeJob(await getJob(ctx.db, id), language)),
      );
      return sendCached(request, reply, cached);
    },
  });
};
