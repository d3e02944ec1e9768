import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** $client: the pool behind it (the public cache's LISTEN connection copies its settings). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export type Database = { db: Db; pool: pg.Pool };

export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return { db: drizzle(pool, { schema }), pool };
}

/** The database or an open transaction: anything queries can run on. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
