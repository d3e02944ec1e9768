import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { backupCommand } from './backup/backup-command.ts';
import { RestoreRefused } from './backup/restore-backup.ts';
import { restoreCommand } from './backup/restore-command.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { leaveSignalsToTheServer } from './db/embedded.ts';
import { type OpenDatabase, openDatabase } from './db/open-database.ts';
import { districtsOf } from './db/seed/seed-lookups.ts';
import { moveFilesCommand } from './files/move-files-command.ts';
import { drainHttp } from './lifecycle/drain.ts';
import { createLogger } from './logger.ts';
import { startMetricsServer } from './metrics/register-metrics.ts';
import { ensureAdmin } from './modules/admin/ensure-admin.ts';
import { romanizePendingTerms } from './modules/jobs/roman-terms.ts';

/**
 * `node dist/cli.js` serves the portal (`npm start`); `node dist/cli.js migrate` migrates and seeds under the
 * migration lock, then exits (server README, "Migrations"); `backup`, `restore` and `files:move` are the operator's
 * tools (README, "Running in production"). Every line any of them writes is a JSON log line.
 */
const command = process.argv[2] ?? 'serve';

function loadSettings(log: Logger): Config {
  try {
    const config = loadConfig();
    districtsOf(config.seedProvince);
    log.level = config.logLevel;
    return config;
  } catch (error) {
    log.fatal({ err: error instanceof ConfigError ? undefined : error }, (error as Error).message);
    process.exit(1);
  }
}

/** Node's warnings (deprecations…) as log lines; `--no-warnings` (npm start) keeps Node from printing them too. */
function logProcessEvents(log: Logger): void {
  process.on('warning', (warning) => log.warn({ err: warning }, warning.message));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    process.exit(1);
  });
}

async function migrateCommand(config: Config, log: Logger): Promise<void> {
  const database = await openDatabase(config, { log, poolSize: 2 });
  await database.close();
  log.info({}, 'migrations and seeds are up to date');
}

async function serve(config: Config, log: Logger): Promise<void> {
  // Start and stop are always told (as the plain `listening on` line was), whatever LOG_LEVEL hides, unless silent;
  // so is a generated admin password.
  const lifecycleLog = config.logLevel === 'silent' ? log : log.child({}, { level: 'info' });
  // A signal during start-up stops waiting for the database or the migration lock; one after it drains.
  const starting = new AbortController();
  let stop: ((signal: string) => void) | undefined;
  const onSignal = (signal: string) => {
    if (stop) return stop(signal);
    if (starting.signal.aborted) return;
    log.info({ signal }, 'signal during start-up: stopping');
    starting.abort();
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  let database: OpenDatabase;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase(config, {
      log,
      signal: starting.signal,
      underLock: (db) =>
        ensureAdmin({
          db,
          config,
          log,
          print: (text) =>
            lifecycleLog.warn({ generatedAdmin: text.trim().split('\n') }, 'administrator account created'),
        }),
    });
  } catch (error) {
    if (starting.signal.aborted) {
      log.info({}, 'stopped during start-up');
      process.exit(0);
    }
    log.fatal({ err: error }, `could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  // The embedded PostgreSQL's own exit hook would stop it (and exit) at once on a signal: we drain first.
  if (database.embedded) leaveSignalsToTheServer();
  let metricsServer: Server | undefined;
  try {
    if (starting.signal.aborted) throw new Error('stopped during start-up');
    app = await buildApp(config, { db: database.db, listen: database.listen, logger: log });
    for (const warning of config.warnings) app.log.warn(warning);
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics.port) {
      metricsServer = await startMetricsServer(app.operations.scrape, app.operations.metrics.registry.contentType, {
        port: config.metrics.port,
        host: config.metrics.host,
      });
      log.info({ port: config.metrics.port, host: config.metrics.host }, 'metrics served at /metrics');
    }
  } catch (error) {
    const stopped = starting.signal.aborted;
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      log.fatal(
        { port: config.port, host: config.host },
        `port ${config.port} on ${config.host} is taken by another program: stop it, or start with another PORT (PORT=3001 npm start)`,
      );
    } else if (!stopped) log.fatal({ err: error }, 'start-up failed');
    await app?.close().catch(() => undefined);
    metricsServer?.close();
    await database.close();
    process.exit(stopped ? 0 : 1);
  }
  const running = app;
  stop = (signal) => {
    stop = () => undefined;
    void shutdown(signal);
  };
  const shutdown = async (signal: string) => {
    lifecycleLog.info({ signal, timeoutMs: config.shutdown.timeoutMs }, 'shutting down');
    // The mail in hand is finished (or rescheduled) while requests drain; no new one is taken.
    const mailStopped = running.deliveries.stop();
    const inTime = await drainHttp(running, {
      state: running.operations.lifecycle,
      delayMs: config.shutdown.delayMs,
      timeoutMs: config.shutdown.timeoutMs,
      log: lifecycleLog,
    });
    await mailStopped;
    await running.close().catch((error) => log.error({ err: error }, 'closing the app failed'));
    metricsServer?.close();
    await database.close();
    lifecycleLog.info({ inTime }, 'stopped');
    process.exit(inTime ? 0 : 1);
  };
  if (starting.signal.aborted) return stop('SIGTERM');
  lifecycleLog.info({ host: config.host, port: config.port }, `Job portal listening on ${config.publicUrl}`);
  // Words added while no server ran (migrations, seeds, SQL) get their romanized forms now, not in the first
  // Latin search (that search would wait for them; see roman-terms.ts).
  romanizePendingTerms(database.db).catch((error) => log.warn({ err: error }, 'romanizing search words failed'));
}

const TOOLS: Record<string, (config: Config, args: string[], log: Logger) => Promise<void>> = {
  backup: backupCommand,
  restore: restoreCommand,
  'files:move': moveFilesCommand,
};

const log = createLogger('info');
logProcessEvents(log);
const config = loadSettings(log);
if (command === 'migrate') {
  await migrateCommand(config, log).catch((error) => {
    log.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  });
} else if (command === 'serve') {
  await serve(config, log);
} else if (command in TOOLS) {
  await TOOLS[command]?.(config, process.argv.slice(3), log).then(
    () => process.exit(0),
    (error: Error) => {
      const known = error instanceof ConfigError || error instanceof RestoreRefused;
      log.fatal({ err: known ? undefined : error }, error.message);
      process.exit(1);
    },
  );
} else {
  log.fatal({ command }, `unknown command (use serve, migrate, ${Object.keys(TOOLS).join(', ')})`);
  process.exit(1);
}
