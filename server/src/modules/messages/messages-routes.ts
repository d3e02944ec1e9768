import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessageReportsContract as admin, messagesContract as c } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { listMessageReports, settleMessageReport } from './message-reports-service.ts';
import { readThread, reportMessage, sendMessage, unreadMessages } from './messages-service.ts';

/**
 * The thread of each application between the job's employer and the applicant (the service decides who may),
 * and the administrators' reported messages.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = ctx.guard.requireRole();
  const adminOnly = ctx.guard.requireRole('admin');

  app.route({
    ...fromContract(c.thread),
    onRequest: signedIn,
    handler: async (request) => readThread(ctx, currentUser(request), request.params.id),
  });
  app.route({
    ...fromContract(c.send, { status: 201 }),
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send(await sendMessage(ctx, currentUser(request), request.params.id, request.body)),
  });
  app.route({
    ...fromContract(c.report),
    onRequest: signedIn,
    handler: async (request, reply) => {
      await reportMessage(ctx, currentUser(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(c.unread),
    onRequest: signedIn,
    handler: async (request) => unreadMessages(ctx.db, currentUser(request)),
  });

  app.route({
    ...fromContract(admin.list),
    onRequest: adminOnly,
    handler: async (request) => listMessageReports(ctx.db, request.query),
  });
  app.route({
    ...fromContract(admin.settle),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      await settleMessageReport(ctx, currentUser(request).id, request.params.id, request.body.action);
      return reply.status(204).send();
    },
  });
};
