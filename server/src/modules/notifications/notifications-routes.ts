import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { unreadMessageCount } from '../messages/messages-service.ts';
import { scheduleNotificationTasks } from './notification-tasks.ts';
import {
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  setLanguage,
  setPreferences,
  unreadCount,
} from './notifications-service.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

/** The bell's list and counts, preferences and email language (any signed-in role), plus one-click unsubscribe. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = notificationsContract;
  const signedIn = ctx.guard.requireRole();

  app.route({
    ...fromContract(c.list),
    preHandler: signedIn,
    handler: (request) =>
      listNotifications(ctx.db, currentUser(request).id, request.query.page, request.query.pageSize),
  });
  app.route({
    ...fromContract(c.unreadCount),
    preHandler: signedIn,
    handler: async (request) => {
      const user = currentUser(request);
      const [unread, messages] = await Promise.all([unreadCount(ctx.db, user.id), unreadMessageCount(ctx.db, user)]);
      return { unread, messages };
    },
  });
  app.route({
    ...fromContract(c.markRead),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await markRead(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(c.markAllRead),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await markAllRead(ctx.db, currentUser(request).id);
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(c.preferences),
    preHandler: signedIn,
    handler: async (request) => {
      const user = currentUser(request);
      return { preferences: await getPreferences(ctx.db, user.id, user.role) };
    },
  });
  app.route({
    ...fromContract(c.setPreferences),
    preHandler: signedIn,
    handler: async (request) => {
      const user = currentUser(request);
      return { preferences: await setPreferences(ctx.db, user.id, user.role, request.body.preferences) };
    },
  });
  app.route({
    ...fromContract(c.setLanguage),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await setLanguage(ctx.db, currentUser(request).id, request.body.language);
      return reply.status(204).send();
    },
  });

  await app.register(unsubscribeRoutes, { ctx });
  scheduleNotificationTasks(ctx);
};
