import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from './client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres, urlFor } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { assertOwnCluster } from './own-cluster.ts';
import { seedLookups } from './seed/seed-lookups.ts';

export type OpenDatabase = Database & {
  url: string;
  /** Set when this process started the embedded PostgreSQL (and so must stop it). */
  embedded?: EmbeddedDatabase;
  /** Ends the pool, then stops the embedded server if this process started it. */
  close: () => Promise<void>;
};

type Options = {
  poolSize?: number;
  /** Use an embedded PostgreSQL already running on the configured port (a tool run beside `npm start`). */
  reuseRunning?: boolean;
  log?: (line: string) => void;
  /** false: leave the schema and data as they are (a restore brings its own). */
  prepare?: boolean;
};

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
 * The database the portal uses: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR/pg; migrated and with
 * the lookup lists seeded (unless `prepare` is false). One place for the server, the demo seed and tools.
 */
export async function openDatabase(config: Config, options: Options = {}): Promise<OpenDatabase> {
  const log = options.log ?? (() => undefined);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const pgDir = path.join(config.dataDir, 'pg');
    if (options.reuseRunning && (await reachable(urlFor(config.embeddedPgPort, 'postgres')))) {
      // Whatever answers on the port must be this checkout's own cluster, or we would write into a stranger's.
      await assertOwnCluster(urlFor(config.embeddedPgPort, 'postgres'), pgDir);
      url = urlFor(config.embeddedPgPort, 'portal');
      log(`Using the embedded PostgreSQL already running on port ${config.embeddedPgPort} (npm start?).`);
    } else {
      const started = Date.now();
      embedded = await startEmbeddedPostgres({
        dataDir: pgDir,
        port: config.embeddedPgPort,
        database: 'portal',
        onNotice: log,
      });
      url = embedded.url;
      log(`Embedded PostgreSQL ready on port ${config.embeddedPgPort} in ${Date.now() - started} ms`);
    }
  }
  const database = connectDatabase(url, options.poolSize);
  const close = async () => {
    await database.pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };
  try {
    if (options.prepare !== false) {
      await runMigrations(database.db);
      await seedLookups(database.db, config.seedProvince);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { ...database, url, embedded, close };
}
