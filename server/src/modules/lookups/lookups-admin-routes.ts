import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_LISTS, lookupItemSchema, lookupWriteSchema } from 'shared-api/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { notFound } from '../../errors.ts';
import { createLookupItem, deleteLookupItem, updateLookupItem } from './lookups-write-service.ts';

const idParams = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admin-only writes of the eight lookup lists (reads are public, in lookups-routes.ts). */
export const lookupsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const adminOnly = ctx.guard.requireRole('admin');
  const checkedId = (id: string) => {
    if (!UUID.test(id)) throw notFound('Item not found.');
    return id;
  };
  for (const list of LOOKUP_LISTS) {
    const body = lookupWriteSchema(list);
    app.post(
      `/${list}`,
      { onRequest: adminOnly, schema: { body, response: { 201: lookupItemSchema } } },
      async (request, reply) => {
        const item = await createLookupItem(ctx, currentUser(request).id, list, request.body);
        return reply.status(201).send(item);
      },
    );
    app.put(
      `/${list}/:id`,
      { onRequest: adminOnly, schema: { params: idParams, body, response: { 200: lookupItemSchema } } },
      async (request) =>
        updateLookupItem(ctx, currentUser(request).id, list, checkedId(request.params.id), request.body),
    );
    app.delete(`/${list}/:id`, { onRequest: adminOnly, schema: { params: idParams } }, async (request, reply) => {
      await deleteLookupItem(ctx, currentUser(request).id, list, checkedId(request.params.id));
      return reply.status(204).send();
    });
  }
};
