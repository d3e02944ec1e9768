import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { AppContext } from './app-context.ts';
import { createGuard } from './auth/guard.ts';
import { createSessionTokens } from './auth/session-tokens.ts';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { Db } from './db/client.ts';
import { errorHandling, routerFailure } from './errors.ts';
import { createFileStore } from './files/file-store.ts';
import { createS3BlobStore } from './files/s3-blob-store.ts';
import { compression } from './http/compression.ts';
import { internalRequests } from './http/internal-request.ts';
import { noStoreDefault } from './http/no-store.ts';
import { type DrainState, drainHeader } from './lifecycle/drain.ts';
import { createLogger } from './logger.ts';
import { DeliveryWorker } from './mail/delivery-worker.ts';
import { createLogMailer } from './mail/log-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { registerMetrics } from './metrics/register-metrics.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { adminOnBehalfRoutes } from './modules/admin/admin-on-behalf-routes.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { alertsRoutes } from './modules/alerts/alerts-routes.ts';
import { applicantsRoutes } from './modules/applicants/applicants-routes.ts';
import { applicationsRoutes } from './modules/applications/applications-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { candidatesRoutes } from './modules/candidates/candidates-routes.ts';
import { employerRoutes } from './modules/employer/employer-routes.ts';
import { employerNotesRoutes } from './modules/employer-notes/employer-notes-routes.ts';
import { employerPageRoutes } from './modules/employer-page/employer-page-routes.ts';
import { feedRoutes } from './modules/feeds/feed-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { homeRoutes } from './modules/home/home-routes.ts';
import { insightsRoutes } from './modules/insights/insights-routes.ts';
import { interviewsRoutes } from './modules/interviews/interviews-routes.ts';
import { employerJobsRoutes } from './modules/jobs/employer-jobs-routes.ts';
import { filesRoutes } from './modules/jobs/files-routes.ts';
import { jobsRoutes } from './modules/jobs/jobs-routes.ts';
import { publicJobsRoutes } from './modules/jobs/public-jobs-routes.ts';
import { languageSwitch } from './modules/language/language-switch.ts';
import { localizedLookupsRoutes } from './modules/lookups/localized-lookups-routes.ts';
import { lookupsAdminRoutes } from './modules/lookups/lookups-admin-routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups-routes.ts';
import { messagesRoutes } from './modules/messages/messages-routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications-routes.ts';
import { screeningRoutes } from './modules/screening/screening-routes.ts';
import { savedJobsRoutes } from './modules/seeker/saved-jobs-routes.ts';
import { seekerRoutes } from './modules/seeker/seeker-routes.ts';
import { seoRoutes } from './modules/seo/seo-routes.ts';
import { shareImageRoutes } from './modules/seo/share-image/share-image-routes.ts';
import { adminTrainingsRoutes } from './modules/trainings/admin-trainings-routes.ts';
import { trainingsRoutes } from './modules/trainings/trainings-routes.ts';
import { profileRoutes } from './modules/users/profile-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { registerPublicCache } from './public-cache/register-public-cache.ts';
import { rateLimits } from './rate-limit/register-rate-limits.ts';
import { OneLineRequestLog } from './request-log.ts';
import { pageRoutes } from './ssr/page-routes.ts';
import { createRemotesManifest } from './static/remotes-manifest.ts';
import { securityHeaders } from './static/security-headers.ts';
import { staticRoutes } from './static/static-routes.ts';
import { textGuard } from './text-guard.ts';

export type AppDeps = {
  db: Db;
  /** A direct connection for LISTEN (DATABASE_DIRECT_URL behind a pooler); default: the pool's settings. */
  listen?: pg.ClientConfig;
  /** The process's logger (cli.ts); default: a new one at config.logLevel, writing to logStream or stdout. */
  logger?: FastifyBaseLogger;
  /** The delivery worker's transport. Defaults to SMTP when config.smtpUrl is set, else a logger. */
  mailer?: Mailer;
  /** false: no delivery worker starts with the app (tests that run their own). */
  deliveryWorker?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write: (line: string) => void };
};

/** What operations need from a running app: the draining flag, the metrics and their scrape (cli.ts). */
export type Operations = { lifecycle: DrainState; metrics: Metrics; scrape: () => Promise<string> };

declare module 'fastify' {
  interface FastifyInstance {
    operations: Operations;
  }
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (deps.logger ?? createLogger(config.logLevel, deps.logStream)) as FastifyBaseLogger,
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The router's own refusals (a broken %-escape, an over-long path segment) in the API's error shape too.
    frameworkErrors: routerFailure,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const lifecycle: DrainState = { draining: false };
  const metrics = createMetrics();
  const listen = deps.listen ?? deps.db.$client.options;
  await app.register(internalRequests);
  await app.register(drainHeader, { state: lifecycle });
  await app.register(errorHandling, { uploadMaxBytes: config.uploadMaxBytes });
  await app.register(textGuard);

  // nosniff, CSP, anti-framing, Referrer- and Permissions-Policy on every response (server README, "Security headers").
  const remotesManifest = createRemotesManifest(config, app.log);
  await app.register(securityHeaders, { config, remotesManifest });

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom, new URL(config.publicUrl).hostname, config.dkim)
      : createLogMailer(app.log));
  const deliveries = new DeliveryWorker(deps.db, mailer, config.delivery, app.log, { listen, metrics });
  const tokens = createSessionTokens(config.jwtSecret);
  const blobs = config.s3 ? createS3BlobStore(config.s3) : undefined;
  const pending = new Set<Promise<unknown>>();
  const ctx: AppContext = {
    config,
    db: deps.db,
    deliveries,
    tokens,
    files: createFileStore(deps.db, config.fileStore, blobs),
    guard: createGuard(deps.db, tokens),
    log: app.log,
    publicCache: registerPublicCache(app, listen, (result) => metrics.cacheLookups.inc({ cache: 'api', result })),
    lifecycle,
    metrics,
    background: (work) => {
      const tracked = work
        .catch((error) => app.log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
  };
  app.decorateRequest('authUser', null);
  app.decorateRequest('authSessionId', null);
  app.addHook('onClose', async () => {
    await Promise.all(pending);
    await deliveries.stop();
    await mailer.close();
    blobs?.close();
  });
  if (blobs) {
    // A wrong bucket, endpoint or key stops start-up with the store's own reason, not the first upload.
    app.addHook('onReady', async () => {
      await blobs.check().catch((error: Error) => {
        throw new Error(`The file bucket "${config.s3?.bucket}" cannot be used: ${error.name}: ${error.message}`);
      });
    });
    // Objects of deleted (or never committed) files, on whichever instance gets there first.
    deliveries.schedule({
      name: 'file-blob-sweep',
      everyMs: 60_000,
      run: async (_now, signal) => {
        while (!signal.aborted && (await ctx.files.sweep(100)) === 100);
      },
    });
  }
  if (deps.deliveryWorker !== false) app.addHook('onReady', async () => deliveries.start());
  app.decorate('deliveries', deliveries);
  app.decorate('files', ctx.files);
  app.decorate('operations', { lifecycle, metrics, scrape: registerMetrics(app, ctx, metrics) });

  // Brotli/gzip above 1 KB for every route declared below (server README, "Compression").
  await app.register(compression);
  await app.register(noStoreDefault);

  // Files are read into memory (they go to PostgreSQL); the size cap keeps that bounded.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 60, fieldSize: 100_000, parts: 80 },
  });
  await app.register(rateLimits, { db: deps.db });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(usersRoutes, { ctx });
      await api.register(lookupsRoutes, { ctx });
      await api.register(localizedLookupsRoutes, { ctx });
      await api.register(lookupsAdminRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(adminOnBehalfRoutes, { ctx });
      await api.register(jobsRoutes, { ctx });
      await api.register(publicJobsRoutes, { ctx });
      await api.register(applicationsRoutes, { ctx });
      await api.register(filesRoutes, { ctx });
      await api.register(employerRoutes, { ctx });
      await api.register(employerJobsRoutes, { ctx });
      await api.register(applicantsRoutes, { ctx });
      await api.register(employerNotesRoutes, { ctx });
      await api.register(candidatesRoutes, { ctx });
      await api.register(screeningRoutes, { ctx });
      await api.register(messagesRoutes, { ctx });
      await api.register(interviewsRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(seekerRoutes, { ctx });
      await api.register(savedJobsRoutes, { ctx });
      await api.register(notificationsRoutes, { ctx });
      await api.register(alertsRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(shareImageRoutes, { ctx });
      await api.register(homeRoutes, { ctx });
      await api.register(insightsRoutes, { ctx });
      await api.register(employerPageRoutes, { ctx });
      await api.register(trainingsRoutes, { ctx });
      await api.register(adminTrainingsRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes, { ctx, remotesManifest });
  await app.register(staticRoutes, { config, remotesManifest });
  // Not encapsulated: the language switch sees every request, the page handler answers every unknown path.
  await app.register(languageSwitch, { webRoot: config.webRoot });
  await app.register(pageRoutes, { ctx, remotesManifest });
  // After the page routes: the feeds are kept in their page cache.
  await app.register(feedRoutes, { ctx });
  return app;
}
