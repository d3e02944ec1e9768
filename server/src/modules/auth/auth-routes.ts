import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract, authMessages } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentSessionId, currentUser } from '../../auth/guard.ts';
import * as auth from './auth-service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = {
    rateLimit: { max: ctx.config.rateLimitAuthMax, timeWindow: '1 minute' },
  };
  const c = authContract;

  app.post(
    c.signup.path,
    { config: limited, schema: { body: c.signup.body, response: { 201: c.signup.response } } },
    async (request, reply) => {
      await auth.signup(ctx, request.body);
      return reply.status(201).send({ message: authMessages.signedUp });
    },
  );

  app.post(
    c.verifyEmail.path,
    { schema: { body: c.verifyEmail.body, response: { 200: c.verifyEmail.response } } },
    async (request) => {
      await auth.verifyEmail(ctx, request.body.token);
      return { message: authMessages.verified };
    },
  );

  app.post(
    c.resendVerification.path,
    { config: limited, schema: { body: c.resendVerification.body, response: { 200: c.resendVerification.response } } },
    async (request) => {
      await auth.resendVerification(ctx, request.body.email);
      return { message: authMessages.verificationSent };
    },
  );

  app.post(
    c.forgotPassword.path,
    { config: limited, schema: { body: c.forgotPassword.body, response: { 200: c.forgotPassword.response } } },
    async (request) => {
      await auth.forgotPassword(ctx, request.body.email);
      return { message: authMessages.resetSent };
    },
  );

  app.post(
    c.resetPassword.path,
    { config: limited, schema: { body: c.resetPassword.body, response: { 200: c.resetPassword.response } } },
    async (request) => {
      await auth.resetPassword(ctx, request.body.token, request.body.password);
      return { message: authMessages.passwordReset };
    },
  );

  const anyRole = ctx.guard.requireRole();
  app.post(c.logout.path, { preHandler: anyRole }, async (request, reply) => {
    await auth.logout(ctx, currentSessionId(request));
    return reply.status(204).send();
  });
  app.post(c.logoutAll.path, { preHandler: anyRole }, async (request, reply) => {
    await auth.logoutAll(ctx, currentUser(request).id);
    return reply.status(204).send();
  });

  app.post(
    c.login.path,
    { config: limited, schema: { body: c.login.body, response: { 200: c.login.response } } },
    async (request) => auth.login(ctx, request.body.email, request.body.password, request.body.role),
  );
};
