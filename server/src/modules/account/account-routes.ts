import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountContract, authMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { tooManyRequests } from '../../errors.ts';
import { contentDisposition } from '../../files/send-file.ts';
import { fromContract } from '../../http/contract-route.ts';
import { countHit } from '../../rate-limit/hits.ts';
import { deleteOwnAccount } from './account-delete.ts';
import { exportUserData } from './account-export.ts';

/** Data exports a user may start per hour (each streams every file they own). */
export const EXPORTS_PER_HOUR = 5;

/** The user's own data: download it (zip), delete the account. Every role. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = accountContract;
  const signedIn = ctx.guard.requireRole();

  app.route({
    ...fromContract(c.exportData),
    preHandler: signedIn,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const hit = await countHit(ctx.db, `export:${user.id}`, 60 * 60_000);
      if (hit.count > EXPORTS_PER_HOUR) throw tooManyRequests(authMessages.tooManyAttempts, hit.ttlMs / 1000);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', `job-portal-data-${day}.zip`))
        .header('Cache-Control', 'private, no-store')
        .send(exportUserData(ctx, user));
    },
  });

  app.route({
    ...fromContract(c.deleteAccount),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await deleteOwnAccount(ctx, currentUser(request), request.body.password);
      return reply.status(204).send();
    },
  });
};
