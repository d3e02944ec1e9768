import { realpathSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL answering on a port is not the one whose files are in this checkout's DATA_DIR. */
export class ForeignClusterError extends Error {}

function canonical(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

/**
 * Refuses a PostgreSQL whose data directory is not `dataDir` (asked with `SHOW data_directory`), so a tool
 * attaching to "the embedded PostgreSQL on EMBEDDED_PG_PORT" never writes into somebody else's cluster.
 */
export async function assertOwnCluster(adminUrl: string, dataDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  let theirs: string;
  try {
    const result = await client.query<{ data_directory: string }>('show data_directory');
    theirs = result.rows[0]?.data_directory ?? '';
  } finally {
    await client.end().catch(() => undefined);
  }
  if (canonical(theirs) !== canonical(dataDir)) {
    const port = new URL(adminUrl).port;
    throw new ForeignClusterError(
      `Refusing to use the PostgreSQL on port ${port}: its data directory is ${theirs || 'unknown'}, ` +
        `not this checkout's ${dataDir} (DATA_DIR/pg). Stop that server, or set EMBEDDED_PG_PORT or DATA_DIR ` +
        'to the ones `npm start` uses here.',
    );
  }
}
