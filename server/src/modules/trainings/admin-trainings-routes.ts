import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTrainingsContract as c } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import { currentUser } from '../../auth/guard.ts';
import { contentDisposition } from '../../files/send-file.ts';
import { fromContract } from '../../http/contract-route.ts';
import { allEnrolments, listEnrolments, setAttendance, setCompletion } from './enrolments-admin-service.ts';
import { enrolmentsCsv } from './enrolments-csv.ts';
import {
  createTraining,
  listTrainings,
  setTrainingStatus,
  trainingForAdmin,
  updateTraining,
} from './trainings-admin-service.ts';

/**
 * The administrators' trainings API. The guard runs onRequest (before the body is parsed or validated), so
 * callers who are not admins learn nothing about what a valid body looks like. Every change is audit-logged in
 * its transaction; so is each export of an enrolment list (it holds seekers' contacts).
 */
export const adminTrainingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = ctx.guard.requireRole('admin');
  const actorId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.route({ ...fromContract(c.list), onRequest, handler: async (request) => listTrainings(ctx.db, request.query) });
  app.route({
    ...fromContract(c.get),
    onRequest,
    handler: async (request) => trainingForAdmin(ctx.db, request.params.id),
  });
  app.route({
    ...fromContract(c.create, { status: 201 }),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await createTraining(ctx, actorId(request), request.body)),
  });
  app.route({
    ...fromContract(c.update),
    onRequest,
    handler: async (request) => updateTraining(ctx, actorId(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(c.setStatus),
    onRequest,
    handler: async (request) => setTrainingStatus(ctx, actorId(request), request.params.id, request.body.status),
  });
  app.route({
    ...fromContract(c.enrolments),
    onRequest,
    handler: async (request) => listEnrolments(ctx.db, request.params.id, request.query),
  });
  app.route({
    ...fromContract(c.exportEnrolments),
    onRequest,
    handler: async (request, reply) => {
      const { id } = request.params;
      const rows = await allEnrolments(ctx.db, id);
      await writeAudit(ctx.db, {
        actorId: actorId(request),
        action: 'export',
        entity: 'training-enrolment',
        entityId: id,
        after: { rows: rows.length },
      });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `training-${id}-enrolments.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(enrolmentsCsv(rows));
    },
  });
  app.route({
    ...fromContract(c.setAttendance),
    onRequest,
    handler: async (request) =>
      setAttendance(ctx, actorId(request), request.params.id, request.params.enrolmentId, request.body.attended),
  });
  app.route({
    ...fromContract(c.setCompletion),
    onRequest,
    handler: async (request) =>
      setCompletion(ctx, actorId(request), request.params.id, request.params.enrolmentId, request.body.completed),
  });
};
