import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { sendStoredFile } from '../../files/send-file.ts';
import { fromContract } from '../../http/contract-route.ts';
import { toWireUser } from '../users/wire-user.ts';
import {
  addEmployerDocuments,
  deleteEmployerDocument,
  deleteEmployerLogo,
  loadEmployerDocument,
  loadUser,
  setEmployerLogo,
} from './employer-profile-service.ts';

/** At most this many documents in one upload (the multipart parser allows 10 files per request). */
const MAX_DOCUMENTS_PER_UPLOAD = 10;

/** The employer's logo and verification documents (PUT /users/profile lives in the users module). */
export const employerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = employerContract;
  const employers = ctx.guard.requireRole('employer');
  const ownerOrAdmin = ctx.guard.requireRole('employer', 'admin');

  app.route({
    ...fromContract(c.uploadLogo),
    preHandler: employers,
    handler: async (request) => {
      const { files } = await readMultipart(request, { [c.uploadLogo.field]: { kind: 'logo', max: 1 } });
      const user = await setEmployerLogo(ctx, currentUser(request), files[c.uploadLogo.field][0]);
      return toWireUser(ctx.db, user);
    },
  });

  app.route({
    ...fromContract(c.deleteLogo),
    preHandler: employers,
    handler: async (request) => toWireUser(ctx.db, await deleteEmployerLogo(ctx, currentUser(request))),
  });

  app.route({
    ...fromContract(c.uploadDocuments),
    preHandler: employers,
    handler: async (request) => {
      const field = c.uploadDocuments.field;
      const { files } = await readMultipart(request, { [field]: { kind: 'document', max: MAX_DOCUMENTS_PER_UPLOAD } });
      const user = currentUser(request);
      await addEmployerDocuments(ctx, user, files[field]);
      return toWireUser(ctx.db, await loadUser(ctx.db, user.id));
    },
  });

  app.route({
    ...fromContract(c.deleteDocument),
    preHandler: employers,
    handler: async (request) => {
      const user = currentUser(request);
      await deleteEmployerDocument(ctx, user.id, request.params.id);
      return toWireUser(ctx.db, await loadUser(ctx.db, user.id));
    },
  });

  app.route({
    ...fromContract(c.document),
    preHandler: ownerOrAdmin,
    handler: async (request, reply) => {
      const file = await loadEmployerDocument(ctx, currentUser(request), request.params.id);
      return sendStoredFile(reply, file, 'private');
    },
  });
};
