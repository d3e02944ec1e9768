import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsContract, searchContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { fromContract } from '../../http/contract-route.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { keywordWords } from './job-conditions.ts';
import { effectiveSort, filterKey, listJobs } from './job-list.ts';
import { loadLookupNames, suggest } from './job-suggest.ts';
import { getJob } from './jobs-service.ts';
import { kathmanduToday } from './kathmandu-date.ts';
import { termIdsOf } from './keyword-search.ts';

const serializePage = compileSerializer(jobsContract.list.response);
const serializeJob = compileSerializer(jobsContract.get.response);
const serializeSuggestions = compileSerializer(searchContract.suggest.response);

export const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = jobsContract;

  // Anonymous and signed-in callers get the same bytes (no per-user field), from the public cache when it holds
  // them; the compiled serializer writes them once per cache fill.
  app.route({
    ...fromContract(c.list),
    handler: async (request, reply) => {
      const query = request.query;
      const today = kathmanduToday();
      const key = `jobs:${filterKey(query, today)}:${effectiveSort(query)}:${query.page}:${query.pageSize}`;
      const cached = await ctx.publicCache.answer(key, async () =>
        serializePage(await listJobs(ctx.db, query, today, ctx.publicCache.list)),
      );
      return sendCached(request, reply, cached);
    },
  });

  // Suggestions as the seeker types: cached like a list page (same for everyone, emptied on any change).
  let names: { generation: number; list: ReturnType<typeof loadLookupNames> } | undefined;
  const lookupNames = () => {
    const generation = ctx.publicCache.list.generation();
    if (names?.generation !== generation || !ctx.publicCache.serving)
      names = { generation, list: loadLookupNames(ctx.db) };
    return names.list;
  };
  const terms = (words: string[]) =>
    Promise.all(
      words.map((word) => ctx.publicCache.list.terms(word, async () => (await termIdsOf(ctx.db, [word]))[0] ?? [])),
    );
  app.route({
    ...fromContract(searchContract.suggest),
    handler: async (request, reply) => {
      const today = kathmanduToday();
      const q = keywordWords(request.query.q).join(' ');
      const cached = await ctx.publicCache.answer(`suggest:${today}:${q}`, async () =>
        serializeSuggestions({ items: await suggest(ctx.db, q, today, lookupNames, terms) }),
      );
      return sendCached(request, reply, cached);
    },
  });

  app.route({
    ...fromContract(c.get),
    handler: async (request, reply) => {
      const { id } = request.params;
      const cached = await ctx.publicCache.answer(`job:${id.toLowerCase()}`, async () =>
        serializeJob(await getJob(ctx.db, id)),
      );
      return sendCached(request, reply, cached);
    },
  });
};
