import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config.ts';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The session advisory lock every migration run holds (any bigint no other code uses; seeds use 727001). */
export const MIGRATION_LOCK_KEY = 727_000;

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** A migration that failed: its message is PostgreSQL's own (drizzle's wrapper names only the statement). */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

function migrationFailure(error: unknown): MigrationError {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pgError = cause as { message?: string; code?: string; detail?: string; hint?: string; position?: string };
  const parts = [pgError.message ?? String(cause)];
  if (pgError.code) parts.push(`(SQLSTATE ${pgError.code})`);
  if (pgError.detail) parts.push(`detail: ${pgError.detail}`);
  if (pgError.hint) parts.push(`hint: ${pgError.hint}`);
  return new MigrationError(`Migration failed: ${parts.join(' ')}`, { cause: error });
}

type Options = {
  /** Work done while the lock is held, after the migrations (lookup seeds, the admin account). */
  whileLocked?: () => Promise<void>;
  migrationsFolder?: string;
  log?: (fields: object, message: string) => void;
  /** Ends the wait for the lock (and the work) by closing the connection. */
  signal?: AbortSignal;
};

/**
 * Runs the migrations (and `whileLocked`) while holding a PostgreSQL session advisory lock on a direct connection (a
 * transaction-mode pooler would hand the lock's session to others): instances started together wait for the
 * first, then find nothing left to do. Migration statements run without statement_timeout (an index on a large
 * table may take long); the wait names the session that holds the lock.
 */
export async function migrateUnderLock(connection: pg.ClientConfig, options: Options = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  options.signal?.throwIfAborted();
  const { statement_timeout: _statement, query_timeout: _query, ...settings } = connection;
  const client = new pg.Client(settings);
  client.on('error', (error) => log({ err: error }, 'migration connection lost'));
  const abort = () => void client.end().catch(() => undefined);
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    await client.connect();
    const [free] = (await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [MIGRATION_LOCK_KEY]))
      .rows;
    if (!free?.ok) {
      const holder = await client.query<{ pid: number; application_name: string; client_addr: string | null }>(
        `select a.pid, a.application_name, a.client_addr::text from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.objid = $1 and l.granted limit 1`,
        [MIGRATION_LOCK_KEY],
      );
      log({ holder: holder.rows[0] ?? null }, 'another instance is migrating; waiting for its lock');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR });
    } catch (error) {
      throw migrationFailure(error);
    }
    await options.whileLocked?.();
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    options.signal?.removeEventListener('abort', abort);
    await client.end().catch(() => undefined);
  }
}
