import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerPageContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { fromContract } from '../../http/contract-route.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { getEmployerPage, localizeEmployerPage } from './employer-page-service.ts';

const serializeEmployerPage = compileSerializer(employerPageContract.get.response);
const serializeLocalized = compileSerializer(employerPageContract.getLocalized.response);

/** GET /api/employers/:id and its one-language form: public, the same for everyone, from the public cache (emptied on any change). */
export const employerPageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(employerPageContract.get),
    handler: async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const today = kathmanduToday();
      const cached = await ctx.publicCache.answer(`employer:${today}:${id}`, async () =>
        serializeEmployerPage(await getEmployerPage(ctx.db, id, today)),
      );
      return sendCached(request, reply, cached);
    },
  });

  app.route({
    ...fromContract(employerPageContract.getLocalized),
    handler: async (request, reply) => {
      const { language } = request.params;
      const id = request.params.id.toLowerCase();
      const today = kathmanduToday();
      const cached = await ctx.publicCache.answer(`employer:${language}:${today}:${id}`, async () =>
        serializeLocalized(localizeEmployerPage(await getEmployerPage(ctx.db, id, today), language)),
      );
      return sendCached(request, reply, cached);
    },
  });
};
