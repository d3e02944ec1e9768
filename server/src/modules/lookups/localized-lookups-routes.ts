import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localizedLookupItemSchema, localizedLookupsContract, skillNamesSchema } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { fromContract } from '../../http/contract-route.ts';
import { compileSerializer } from '../../public-cache/compile-serializer.ts';
import { sendCached } from '../../public-cache/http-cache.ts';
import { localizeList, nameSkills } from './localized-lookups-service.ts';
import { listLookup } from './lookups-service.ts';

const serializeList = compileSerializer(z.array(localizedLookupItemSchema));
const serializeSkillNames = compileSerializer(skillNamesSchema);

/**
 * The lookup lists in one language, for the public pages: each cached per list and language in the public cache,
 * emptied by a lookup change from any instance like the both-language lists.
 */
export const localizedLookupsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(localizedLookupsContract.list),
    handler: async (request, reply) => {
      const { language, list } = request.params;
      const cached = await ctx.publicCache.answer(`lookups:${list}:${language}`, async () =>
        serializeList(localizeList(await listLookup(ctx.db, list), language)),
      );
      return sendCached(request, reply, cached);
    },
  });
  app.route({
    ...fromContract(localizedLookupsContract.skillNames),
    handler: async (request, reply) => {
      const { language } = request.params;
      const { skills } = request.query;
      const cached = await ctx.publicCache.answer(`lookups:skill-names:${language}:${skills.join(',')}`, async () =>
        serializeSkillNames(nameSkills(await listLookup(ctx.db, 'skills'), skills, language)),
      );
      return sendCached(request, reply, cached);
    },
  });
};
