import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertMessages, alertsContract } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../auth/guard.ts';
import { fromContract } from '../../http/contract-route.ts';
import { DIGEST_EVERY_MS, runAlertDigests } from './alert-digests.ts';
import {
  confirmSubscription,
  createAlert,
  deleteAlert,
  listAlerts,
  subscribeAnonymously,
  unsubscribe,
  updateAlert,
} from './alerts-service.ts';

/** Job alerts: a user's own (any role), anonymous double opt-in subscriptions, one-click unsubscribe. */
export const alertsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const c = alertsContract;
  const signedIn = ctx.guard.requireRole();
  const limited = { rateLimit: { max: ctx.config.rateLimitAuthMax, timeWindow: '1 minute' } };

  // RFC 8058: a mail client's one-click POST is form-encoded (`List-Unsubscribe=One-Click`); the alert and its
  // token are in the URL, so the body is read and ignored. Only in this plugin (parsers are encapsulated).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.route({
    ...fromContract(c.list),
    preHandler: signedIn,
    handler: async (request) => listAlerts(ctx, currentUser(request).id),
  });
  app.route({
    ...fromContract(c.create, { status: 201 }),
    preHandler: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send(await createAlert(ctx, currentUser(request).id, request.body)),
  });
  app.route({
    ...fromContract(c.update),
    preHandler: signedIn,
    handler: async (request) => updateAlert(ctx, currentUser(request).id, request.params.id, request.body),
  });
  app.route({
    ...fromContract(c.remove),
    preHandler: signedIn,
    handler: async (request, reply) => {
      await deleteAlert(ctx, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(c.subscribe),
    config: limited,
    handler: async (request) => {
      await subscribeAnonymously(ctx, request.body);
      return { message: alertMessages.confirmSent };
    },
  });
  app.route({
    ...fromContract(c.confirm),
    config: limited,
    handler: async (request) => {
      await confirmSubscription(ctx, request.body.token);
      return { message: alertMessages.confirmed };
    },
  });
  app.route({
    ...fromContract(c.unsubscribe),
    config: limited,
    handler: async (request) => {
      await unsubscribe(ctx, request.query.alert, request.query.token);
      return { message: alertMessages.unsubscribed };
    },
  });

  ctx.deliveries.schedule({
    name: 'job-alerts',
    everyMs: DIGEST_EVERY_MS,
    run: async (now, signal) => {
      await runAlertDigests(ctx, now, signal);
    },
  });
};
