import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_LISTS, lookupListResponseSchema } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { listLookup } from './lookups-service.ts';

export const lookupsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const list of LOOKUP_LISTS) {
    app.get(`/${list}`, { schema: { response: { 200: lookupListResponseSchema } } }, async () =>
      listLookup(ctx.db, list),
    );
  }
};
