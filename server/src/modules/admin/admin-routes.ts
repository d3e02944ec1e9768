import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContract as c } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { createEmployer } from './admin-employers-service.ts';
import { listAllJobs } from './admin-jobs-service.ts';
import {
  adminStats,
  checkedUserId,
  deleteUser,
  listWireUsers,
  setApproval,
  setUserActive,
} from './admin-users-service.ts';
import { listAuditLog } from './audit-log-service.ts';

const idParams = z.object({ id: z.string() });

/**
 * The admin API. The guard runs onRequest (before the body is parsed or validated), so callers who are not
 * admins learn nothing about what a valid body looks like.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = ctx.guard.requireRole('admin');
  const actorId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    c.users.path,
    { onRequest, schema: { querystring: c.users.query, response: { 200: c.users.response } } },
    async (request) => listWireUsers(ctx.db, { role: request.query.role }),
  );

  app.delete(c.deleteUser.path, { onRequest, schema: { params: idParams } }, async (request, reply) => {
    await deleteUser(ctx, actorId(request), checkedUserId(request.params.id));
    return reply.status(204).send();
  });

  app.put(
    c.userStatus.path,
    { onRequest, schema: { params: idParams, body: c.userStatus.body, response: { 200: c.userStatus.response } } },
    async (request) => setUserActive(ctx, actorId(request), checkedUserId(request.params.id), request.body.isActive),
  );

  app.get(
    c.pendingEmployers.path,
    { onRequest, schema: { response: { 200: c.pendingEmployers.response } } },
    async () => listWireUsers(ctx.db, { role: 'employer', approvalStatus: 'pending' }, 'oldest'),
  );

  app.get(
    c.approvedEmployers.path,
    { onRequest, schema: { response: { 200: c.approvedEmployers.response } } },
    async () => listWireUsers(ctx.db, { role: 'employer', approvalStatus: 'approved' }, 'company'),
  );

  app.put(
    c.approve.path,
    { onRequest, schema: { params: idParams, response: { 200: c.approve.response } } },
    async (request) => setApproval(ctx, actorId(request), checkedUserId(request.params.id), { status: 'approved' }),
  );

  app.put(
    c.reject.path,
    { onRequest, schema: { params: idParams, body: c.reject.body, response: { 200: c.reject.response } } },
    async (request) =>
      setApproval(ctx, actorId(request), checkedUserId(request.params.id), {
        status: 'rejected',
        reason: request.body.reason,
      }),
  );

  app.post(
    c.createEmployer.path,
    { onRequest, schema: { body: c.createEmployer.body, response: { 201: c.createEmployer.response } } },
    async (request, reply) => reply.status(201).send(await createEmployer(ctx, actorId(request), request.body)),
  );

  app.get(c.jobs.path, { onRequest, schema: { response: { 200: c.jobs.response } } }, async () => listAllJobs(ctx.db));

  app.get(c.stats.path, { onRequest, schema: { response: { 200: c.stats.response } } }, async () => adminStats(ctx));

  app.get(
    c.auditLog.path,
    { onRequest, schema: { querystring: c.auditLog.query, response: { 200: c.auditLog.response } } },
    async (request) => listAuditLog(ctx.db, request.query.page, request.query.pageSize),
  );
};
