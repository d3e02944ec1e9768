import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../errors.ts';
import { sendStoredFile } from '../../files/send-file.ts';
import { fromContract } from '../../http/contract-route.ts';
import { isUuid } from '../../http/is-uuid.ts';

/** Public content only. Resumes and employer documents get their own protected routes. */
const PUBLIC_KINDS = ['attachment', 'logo'] as const;
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...fromContract(filesContract.file),
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const file = await ctx.files.load(ctx.db, id, PUBLIC_KINDS);
      if (!file) throw notFound();
      // A new upload gets a new id, so a short public cache is safe; a deleted file disappears within minutes.
      return sendStoredFile(reply, file, 'public');
    },
  });
};
