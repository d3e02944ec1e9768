import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerNotesContract as c } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { addNote, deleteNote, editNote, listNotes } from './employer-notes-service.ts';

/** An employer's private notes on the applications to their jobs (the service decides who may). */
export const employerNotesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = ctx.guard.requireRole();

  app.route({
    ...fromContract(c.list),
    onRequest: signedIn,
    handler: async (request) => listNotes(ctx, currentUser(request), request.params.id),
  });
  app.route({
    ...fromContract(c.create, { status: 201 }),
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send(await addNote(ctx, currentUser(request), request.params.id, request.body)),
  });
  app.route({
    ...fromContract(c.update),
    onRequest: signedIn,
    handler: async (request) =>
      editNote(ctx, currentUser(request), request.params.id, request.params.noteId, request.body),
  });
  app.route({
    ...fromContract(c.remove),
    onRequest: signedIn,
    handler: async (request, reply) => {
      await deleteNote(ctx, currentUser(request), request.params.id, request.params.noteId);
      return reply.status(204).send();
    },
  });
};
