import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContract as c } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { createEmployer } from './admin-employers-service.ts';
import { listAdminJobs } from './admin-jobs-service.ts';
import { seekerForAdmin } from './admin-seeker-service.ts';
import {
  adminStats,
  checkedUserId,
  deleteUser,
  listUsersPage,
  listWireUsers,
  setApproval,
  setUserActive,
} from './admin-users-service.ts';
import { listAuditLog } from './audit-log-service.ts';

/**
 * The admin API. The guard runs onRequest (before the body is parsed or validated), so callers who are not
 * admins learn nothing about what a valid body looks like.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = ctx.guard.requireRole('admin');
  const actorId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.route({
    ...fromContract(c.users),
    onRequest,
    handler: async (request) => listUsersPage(ctx.db, request.query),
  });

  app.route({
    ...fromContract(c.seeker),
    onRequest,
    handler: async (request) => seekerForAdmin(ctx.db, request.params.id),
  });

  app.route({
    ...fromContract(c.deleteUser),
    onRequest,
    handler: async (request, reply) => {
      await deleteUser(ctx, actorId(request), checkedUserId(request.params.id));
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(c.userStatus),
    onRequest,
    handler: async (request) =>
      setUserActive(ctx, actorId(request), checkedUserId(request.params.id), request.body.isActive),
  });

  app.route({
    ...fromContract(c.pendingEmployers),
    onRequest,
    handler: async (request) =>
      listUsersPage(ctx.db, { ...request.query, role: 'employer', approvalStatus: 'pending' }),
  });

  app.route({
    ...fromContract(c.approvedEmployers),
    onRequest,
    handler: async () => listWireUsers(ctx.db, { role: 'employer', approvalStatus: 'approved' }, 'company'),
  });

  app.route({
    ...fromContract(c.approve),
    onRequest,
    handler: async (request) =>
      setApproval(ctx, actorId(request), checkedUserId(request.params.id), { status: 'approved' }),
  });

  app.route({
    ...fromContract(c.reject),
    onRequest,
    handler: async (request) =>
      setApproval(ctx, actorId(request), checkedUserId(request.params.id), {
        status: 'rejected',
        reason: request.body.reason,
      }),
  });

  app.route({
    ...fromContract(c.createEmployer, { status: 201 }),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await createEmployer(ctx, actorId(request), request.body)),
  });

  app.route({
    ...fromContract(c.jobs),
    onRequest,
    handler: async (request) => listAdminJobs(ctx.db, request.query, ctx.publicCache.list.total),
  });

  app.route({ ...fromContract(c.stats), onRequest, handler: async () => adminStats(ctx) });

  app.route({
    ...fromContract(c.auditLog),
    onRequest,
    handler: async (request) => listAuditLog(ctx.db, request.query),
  });
};
