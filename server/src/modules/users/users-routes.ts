import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract, authMessages, displayPreferencesContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentSessionId, currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { changePassword } from '../auth/auth-service.ts';
import { saveDisplayPreferences, toDisplayPreferences } from './display-preferences-service.ts';
import { toWireUser } from './wire-user.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = authContract;
  const anyRole = ctx.guard.requireRole();

  app.route({
    ...fromContract(c.me),
    preHandler: anyRole,
    handler: async (request) => toWireUser(ctx.db, currentUser(request)),
  });

  app.route({
    ...fromContract(c.changePassword),
    // Per IP on top of the per-account limit inside changePassword.
    config: { rateLimit: { max: ctx.config.rateLimitAuthMax, timeWindow: '1 minute' } },
    preHandler: anyRole,
    handler: async (request) => {
      const token = await changePassword(
        ctx,
        currentUser(request),
        currentSessionId(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { message: authMessages.passwordChanged, token };
    },
  });

  app.route({
    ...fromContract(displayPreferencesContract.get),
    preHandler: anyRole,
    handler: async (request) => toDisplayPreferences(currentUser(request)),
  });

  app.route({
    ...fromContract(displayPreferencesContract.update),
    preHandler: anyRole,
    handler: async (request) => saveDisplayPreferences(ctx.db, currentUser(request).id, request.body),
  });
};
