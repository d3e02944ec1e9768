import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import { connectDatabase, type Database, type Db } from './client.ts';
import type { EmbeddedDatabase } from './embedded.ts';
import { startEmbeddedPostgres, urlFor } from './embedded.ts';
import { migrateUnderLock } from './migrate.ts';
import { assertOwnCluster } from './own-cluster.ts';
import { connectionConfig, type DatabaseSettings } from './pool.ts';
import { seedLookups } from './seed/seed-lookups.ts';
import { waitForDatabase } from './wait-for-database.ts';

export type OpenDatabase = Database & {
  /** Where the pool connects (a tool may open connections of its own there). */
  url: string;
  /** Set when this process started the embedded PostgreSQL (and so must stop it). */
  embedded?: EmbeddedDatabase;
  /** Ends the pool, then stops the embedded server if this process started it. */
  close: () => Promise<void>;
};

/** Structured log lines (a pino logger fits). */
export type StartupLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

type Options = {
  poolSize?: number;
  /** Use an embedded PostgreSQL already running on the configured port (a tool run beside `npm start`). */
  reuseRunning?: boolean;
  log?: StartupLog;
  /** Done under the migration lock after the migrations and the lookup seeds (the admin account). */
  underLock?: (db: Db) => Promise<void>;
  /** Stops waiting for the database or the migration lock (a signal during start-up). */
  signal?: AbortSignal;
  /** false: neither migrate nor seed (a restore brings its own schema and data). */
  prepare?: boolean;
};

const silent: StartupLog = { info: () => undefined, warn: () => undefined };

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Behind a pooler the pool sends no session settings (src/db/pool.ts): they must come from the database role.
 * Says so when the pool's sessions do not have the configured timeouts.
 */
async function checkPooledSessionSettings(db: Db, settings: DatabaseSettings, log: StartupLog): Promise<void> {
  const expected: Record<string, number> = {
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  };
  const result = await db.execute<{ name: string; setting: string }>(
    sql`select name, setting from pg_settings where name in ('statement_timeout', 'idle_in_transaction_session_timeout')`,
  );
  for (const { name, setting } of result.rows) {
    const want = expected[name] ?? 0;
    if (want > 0 && Number(setting) !== want) {
      log.warn(
        { setting: name, pooled: Number(setting), configured: want },
        `sessions through DATABASE_URL have ${name}=${setting} ms, not ${want}: set it on the role ` +
          `(ALTER ROLE … IN DATABASE … SET ${name} = ${want}) or in the pooler (server README, "Connection poolers")`,
      );
    }
  }
}

async function startEmbedded(config: Config, options: Options, log: StartupLog) {
  const pgDir = path.join(config.dataDir, 'pg');
  if (options.reuseRunning && (await reachable(urlFor(config.embeddedPgPort, 'postgres')))) {
    // Whatever answers on the port must be this checkout's own cluster, or we would write into a stranger's.
    await assertOwnCluster(urlFor(config.embeddedPgPort, 'postgres'), pgDir);
    log.info({ port: config.embeddedPgPort }, 'using the embedded PostgreSQL already running (npm start?)');
    return { url: urlFor(config.embeddedPgPort, 'portal'), embedded: undefined };
  }
  const started = Date.now();
  const embedded = await startEmbeddedPostgres({
    dataDir: pgDir,
    port: config.embeddedPgPort,
    database: 'portal',
    onNotice: (line) => log.warn({}, line),
  });
  log.info({ port: config.embeddedPgPort, ms: Date.now() - started }, 'embedded PostgreSQL ready');
  return { url: embedded.url, embedded };
}

/**
 * The database the portal uses: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR/pg; reachable (start-up
 * waits for it, see waitForDatabase), migrated and with the lookup lists seeded under the migration lock. One place
 * for the server, the migrate command, the demo seed and tools.
 */
export async function openDatabase(config: Config, options: Options = {}): Promise<OpenDatabase> {
  const log = options.log ?? silent;
  const { url, embedded } = config.databaseUrl
    ? { url: config.databaseUrl, embedded: undefined }
    : await startEmbedded(config, options, log);
  if (options.signal?.aborted) await embedded?.stop().catch(() => undefined);
  options.signal?.throwIfAborted();
  const settings = { ...config.database, poolMax: options.poolSize ?? config.database.poolMax };
  const pooled = config.databaseUrl !== undefined && config.databaseDirectUrl !== undefined;
  const database = connectDatabase(url, { ...settings, directUrl: pooled ? config.databaseDirectUrl : undefined, log });
  const close = async () => {
    await database.pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };
  try {
    const waitLog = (fields: object, message: string) => log.warn(fields, message);
    const wait = { timeoutMs: settings.startupTimeoutMs, log: waitLog, signal: options.signal };
    await waitForDatabase(database.listen, { ...wait, name: pooled ? 'database (DATABASE_DIRECT_URL)' : 'database' });
    if (pooled) {
      await waitForDatabase(connectionConfig(url, settings, false), {
        ...wait,
        name: 'database pooler (DATABASE_URL)',
      });
    }
    if (options.prepare !== false) {
      await migrateUnderLock(database.listen, {
        signal: options.signal,
        log: waitLog,
        whileLocked: async () => {
          await seedLookups(database.db, config.seedProvince);
          await options.underLock?.(database.db);
        },
      });
      if (pooled) await checkPooledSessionSettings(database.db, settings, log);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { ...database, url, embedded, close };
}
