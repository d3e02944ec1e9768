import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerContract, wireUserSchema } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { sendStoredFile } from '../../files/send-file.ts';
import { toWireUser } from '../users/wire-user.ts';
import {
  addEmployerDocuments,
  deleteEmployerDocument,
  deleteEmployerLogo,
  loadEmployerDocument,
  loadUser,
  setEmployerLogo,
} from './employer-profile-service.ts';

const idParams = z.object({ id: z.string() });
/** At most this many documents in one upload (the multipart parser allows 10 files per request). */
const MAX_DOCUMENTS_PER_UPLOAD = 10;

/** The employer's logo and verification documents (PUT /users/profile lives in the users module). */
export const employerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = employerContract;
  const employers = ctx.guard.requireRole('employer');
  const ownerOrAdmin = ctx.guard.requireRole('employer', 'admin');
  const userResponse = { response: { 200: wireUserSchema } };

  app.post(c.uploadLogo.path, { preHandler: employers, schema: userResponse }, async (request) => {
    const { files } = await readMultipart(request, { logo: { kind: 'logo', max: 1 } });
    const user = await setEmployerLogo(ctx, currentUser(request), files.logo[0]);
    return toWireUser(ctx.db, user);
  });

  app.delete(c.deleteLogo.path, { preHandler: employers, schema: userResponse }, async (request) =>
    toWireUser(ctx.db, await deleteEmployerLogo(ctx, currentUser(request))),
  );

  app.post(c.uploadDocuments.path, { preHandler: employers, schema: userResponse }, async (request) => {
    const { files } = await readMultipart(request, {
      documents: { kind: 'document', max: MAX_DOCUMENTS_PER_UPLOAD },
    });
    const user = currentUser(request);
    await addEmployerDocuments(ctx, user, files.documents);
    return toWireUser(ctx.db, await loadUser(ctx.db, user.id));
  });

  app.delete(
    c.deleteDocument.path,
    { preHandler: employers, schema: { params: idParams, ...userResponse } },
    async (request) => {
      const user = currentUser(request);
      await deleteEmployerDocument(ctx, user.id, request.params.id);
      return toWireUser(ctx.db, await loadUser(ctx.db, user.id));
    },
  );

  app.get(c.document.path, { preHandler: ownerOrAdmin, schema: { params: idParams } }, async (request, reply) => {
    const file = await loadEmployerDocument(ctx, currentUser(request), request.params.id);
    return sendStoredFile(reply, file, 'private');
  });
};
