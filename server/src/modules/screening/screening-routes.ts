import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { screeningContract as c } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import {
  applicationScreening,
  askedQuestions,
  managedScreening,
  ownScreeningAnswers,
  replaceScreening,
} from './screening-service.ts';

/** A job's screening questions and an application's answers (the service decides who may). */
export const screeningRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const managers = ctx.guard.requireRole('employer', 'admin');

  app.route({
    ...fromContract(c.managed),
    preHandler: managers,
    handler: (request) => managedScreening(ctx, currentUser(request), request.params.id),
  });
  app.route({
    ...fromContract(c.replace),
    preHandler: managers,
    handler: (request) => replaceScreening(ctx, currentUser(request), request.params.id, request.body.questions),
  });
  app.route({
    ...fromContract(c.asked),
    handler: (request) => askedQuestions(ctx, request.params.id),
  });
  app.route({
    ...fromContract(c.answers),
    preHandler: managers,
    handler: (request) => applicationScreening(ctx, currentUser(request), request.params.id),
  });
  app.route({
    ...fromContract(c.ownAnswers),
    preHandler: ctx.guard.requireRole('job_seeker'),
    handler: (request) => ownScreeningAnswers(ctx, currentUser(request), request.params.id),
  });
};
