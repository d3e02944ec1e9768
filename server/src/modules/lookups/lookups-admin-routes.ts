import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_LISTS, lookupContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { notFound } from '../../errors.ts';
import { fromContract } from '../../http/contract-route.ts';
import { createLookupItem, deleteLookupItem, updateLookupItem } from './lookups-write-service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admin-only writes of the eight lookup lists (reads are public, in lookups-routes.ts). */
export const lookupsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const adminOnly = ctx.guard.requireRole('admin');
  const checkedId = (id: string) => {
    if (!UUID.test(id)) throw notFound('Item not found.');
    return id;
  };
  for (const list of LOOKUP_LISTS) {
    const c = lookupContract(list);
    app.route({
      ...fromContract(c.create, { status: 201 }),
      onRequest: adminOnly,
      handler: async (request, reply) => {
        const item = await createLookupItem(ctx, currentUser(request).id, list, request.body);
        return reply.status(201).send(item);
      },
    });
    app.route({
      ...fromContract(c.update),
      onRequest: adminOnly,
      handler: async (request) =>
        updateLookupItem(ctx, currentUser(request).id, list, checkedId(request.params.id), request.body),
    });
    app.route({
      ...fromContract(c.remove),
      onRequest: adminOnly,
      handler: async (request, reply) => {
        await deleteLookupItem(ctx, currentUser(request).id, list, checkedId(request.params.id));
        return reply.status(204).send();
      },
    });
  }
};
