import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { isConnectionError } from './pg-errors.ts';
import {
  connectionConfig,
  type DatabaseSettings,
  DEFAULT_DATABASE_SETTINGS,
  PortalPool,
  UnnamedStatementClient,
} from './pool.ts';
import * as schema from './schema.ts';

/** $client: the pool behind it. */
export type Db = NodePgDatabase<typeof schema> & { $client: PortalPool };

/**
 * `listen`: the settings of a direct connection to PostgreSQL, for what cannot go through a transaction-mode
 * pooler (LISTEN, session advisory locks, migrations).
 */
export type Database = { db: Db; pool: PortalPool; listen: pg.ClientConfig };

type Options = Partial<DatabaseSettings> & {
  /** A direct URL when `url` is a connection pooler in transaction mode (DATABASE_DIRECT_URL). */
  directUrl?: string;
  log?: ConstructorParameters<typeof PortalPool>[1];
};

type TransactionDb = NodePgDatabase<typeof schema>;

/**
 * A transaction on one pooled connection that goes back to the pool whatever happens. drizzle's own, given the
 * pool, never releases a connection whose BEGIN failed (the pool then runs dry); here drizzle runs the
 * transaction on a client we checked out, and we release it: destroyed when its connection broke.
 */
function transactionOnPool(pool: PortalPool): TransactionDb['transaction'] {
  const onClient = new WeakMap<pg.PoolClient, TransactionDb>();
  return async (work, config) => {
    const client = await pool.connect();
    let db = onClient.get(client);
    if (!db) {
      db = drizzle(client, { schema });
      onClient.set(client, db);
    }
    try {
      const result = await db.transaction(work, config);
      client.release();
      return result;
    } catch (error) {
      client.release(isConnectionError(error) ? (error as Error) : undefined);
      throw error;
    }
  };
}

export function connectDatabase(url: string, options: Options | number = {}): Database {
  const { directUrl, log, ...overrides } = typeof options === 'number' ? { poolMax: options } : options;
  const settings = { ...DEFAULT_DATABASE_SETTINGS, ...overrides };
  const pooler = directUrl !== undefined;
  const pool = new PortalPool(
    {
      // Behind a pooler the session settings are the role's (a pooler refuses them as startup parameters), and
      // statements stay unnamed (a named one lives on one server connection).
      ...connectionConfig(url, settings, !pooler),
      ...(pooler ? { Client: UnnamedStatementClient } : {}),
      max: settings.poolMax,
      idleTimeoutMillis: settings.idleTimeoutMs,
    },
    log,
  );
  const db = drizzle(pool, { schema }) as Db;
  db.transaction = transactionOnPool(pool);
  return { db, pool, listen: connectionConfig(directUrl ?? url, settings) };
}

/** The database or an open transaction: anything queries can run on. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
