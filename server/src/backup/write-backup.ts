import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupManifest,
  copyStatement,
  END_OF_DATA,
  HEADER_PREFIX,
  MANIFEST_PREFIX,
} from './backup-format.ts';
import { appliedMigrations, ident, portalSequences, portalTables } from './catalog.ts';

const NEWLINE = 0x0a;

/**
 * Writes a consistent backup of the whole database to `destination` (see backup-format.ts): every table read in
 * one repeatable-read snapshot, streamed table by table, so the portal keeps serving and memory stays small.
 */
export async function writeBackup(
  pool: pg.Pool,
  destination: Writable,
): Promise<{ header: BackupHeader; manifest: BackupManifest }> {
  const client = await pool.connect();
  const gzip = createGzip();
  const finished = pipeline(gzip, destination);
  const write = async (data: string | Buffer) => {
    if (!gzip.write(data)) await once(gzip, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await portalTables(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      postgres: (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '',
      migrations: await appliedMigrations(client),
      tables,
    };
    await write(`${HEADER_PREFIX}${JSON.stringify(header)}\n`);
    const manifest: BackupManifest = { tables: [], sequences: [], filesInBucket: 0 };
    for (const table of tables) {
      await write(`${copyStatement(table, ident)}\n`);
      const hash = createHash('sha256');
      let rows = 0;
      const columns = table.columns.map(ident).join(', ');
      const stream = client.query(copyTo(`COPY ${ident(table.name)} (${columns}) TO STDOUT`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        for (const byte of chunk) if (byte === NEWLINE) rows += 1;
        await write(chunk);
      }
      await write(`${END_OF_DATA}\n`);
      manifest.tables.push({ name: table.name, rows, sha256: hash.digest('hex') });
    }
    manifest.sequences = await portalSequences(client);
    if (tables.some((table) => table.name === 'files' && table.columns.includes('storage'))) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE storage = 's3'`);
      manifest.filesInBucket = rows[0]?.n ?? 0;
    }
    await client.query('COMMIT');
    await write(`${MANIFEST_PREFIX}${JSON.stringify(manifest)}\n`);
    gzip.end();
    await finished;
    return { header, manifest };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    gzip.destroy(error as Error);
    await finished.catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
