import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_LISTS, lookupContract, lookupListResponseSchema } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { fromContract } from '../../http/contract-route.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { listLookup } from './lookups-service.ts';

const serializeList = compileSerializer(lookupListResponseSchema);

export const lookupsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const list of LOOKUP_LISTS) {
    app.route({
      ...fromContract(lookupContract(list).list),
      handler: async (request, reply) => {
        const cached = await ctx.publicCache.answer(`lookups:${list}`, async () =>
          serializeList(await listLookup(ctx.db, list)),
        );
        return sendCached(request, reply, cached);
      },
    });
  }
};
