import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract, authMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentSessionId, currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { languageOfCookie } from '../seo/site-identity.ts';
import * as auth from './auth-service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = {
    rateLimit: { max: ctx.config.rateLimitAuthMax, timeWindow: '1 minute' },
  };
  const c = authContract;

  app.route({
    ...fromContract(c.signup, { status: 201 }),
    config: limited,
    handler: async (request, reply) => {
      await auth.signup(ctx, request.body, languageOfCookie(request.headers.cookie));
      return reply.status(201).send({ message: authMessages.signedUp });
    },
  });

  app.route({
    ...fromContract(c.verifyEmail),
    handler: async (request) => {
      await auth.verifyEmail(ctx, request.body.token);
      return { message: authMessages.verified };
    },
  });

  app.route({
    ...fromContract(c.resendVerification),
    config: limited,
    handler: async (request) => {
      await auth.resendVerification(ctx, request.body.email);
      return { message: authMessages.verificationSent };
    },
  });

  app.route({
    ...fromContract(c.forgotPassword),
    config: limited,
    handler: async (request) => {
      await auth.forgotPassword(ctx, request.body.email);
      return { message: authMessages.resetSent };
    },
  });

  app.route({
    ...fromContract(c.resetPassword),
    config: limited,
    handler: async (request) => {
      await auth.resetPassword(ctx, request.body.token, request.body.password);
      return { message: authMessages.passwordReset };
    },
  });

  const anyRole = ctx.guard.requireRole();
  app.route({
    ...fromContract(c.logout),
    preHandler: anyRole,
    handler: async (request, reply) => {
      await auth.logout(ctx, currentSessionId(request));
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(c.logoutAll),
    preHandler: anyRole,
    handler: async (request, reply) => {
      await auth.logoutAll(ctx, currentUser(request).id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(c.login),
    config: limited,
    handler: async (request) => auth.login(ctx, request.body.email, request.body.password, request.body.role),
  });
};
