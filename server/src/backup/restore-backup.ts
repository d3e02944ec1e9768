import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MIGRATION_LOCK_KEY, MIGRATIONS_DIR } from '../db/migrate.ts';
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
import { appliedMigrations, ident, portalTables } from './catalog.ts';

/** A restore that must not go ahead; nothing was changed. */
export class RestoreRefused extends Error {}

export type RestoreReport = { tables: number; rows: number; migrationsAfter: number; filesInBucket: number };

/**
 * Restores a backup into the database at `url`, which must hold no portal data (no users): a fresh database, or
 * one where the portal only created its tables and lookup lists. The schema is brought to the backup's migration,
 * the rows are loaded in one transaction (user triggers off, foreign keys checked, parents first) and committed only
 * when every table's row count and SHA-256 match the backup's manifest; then the remaining migrations run.
 */
export async function restoreBackup(
  url: string,
  source: Readable,
  log: (line: string) => void = () => undefined,
): Promise<RestoreReport> {
  const lines = createInterface({ input: source.pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY })[
    Symbol.asyncIterator
  ]();
  const header = parseHeader((await lines.next()).value);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Held until the end: an instance starting meanwhile waits at its migrations instead of seeding half a restore.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await clearEmptyPortal(client);
    await migrateTo(url, header.migrations.length);
    const applied = await appliedMigrations(client);
    if (applied.join() !== header.migrations.join()) {
      throw new RestoreRefused(
        'This backup was made by another line of the portal (its migrations differ from this version’s); nothing was restored.',
      );
    }
    const present = new Map((await portalTables(client)).map((table) => [table.name, table]));
    for (const table of header.tables) {
      const columns = present.get(table.name)?.columns ?? [];
      const missing = table.columns.filter((column) => !columns.includes(column));
      if (missing.length > 0) throw new RestoreRefused(`Table ${table.name} lacks columns ${missing.join(', ')}.`);
    }

    await client.query('BEGIN');
    const names = header.tables.map((table) => ident(table.name));
    if (names.length > 0) await client.query(`TRUNCATE ${names.join(', ')} CASCADE`);
    for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    const loaded = new Map<string, { rows: number; sha256: string }>();
    let manifest: BackupManifest | undefined;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line.startsWith(MANIFEST_PREFIX)) {
        manifest = JSON.parse(line.slice(MANIFEST_PREFIX.length)) as BackupManifest;
        break;
      }
      const table = header.tables[loaded.size];
      if (!table || line !== copyStatement(table, ident)) {
        throw new RestoreRefused(`The backup is damaged: unexpected line ${JSON.stringify(line.slice(0, 80))}.`);
      }
      loaded.set(table.name, await loadTable(client, table, lines));
      log(`${table.name}: ${loaded.get(table.name)?.rows} rows`);
    }
    if (!manifest) throw new RestoreRefused('The backup is incomplete (it has no manifest); nothing was restored.');
    for (const expected of manifest.tables) {
      const got = loaded.get(expected.name);
      if (!got || got.rows !== expected.rows || got.sha256 !== expected.sha256) {
        throw new RestoreRefused(`The backup is damaged: table ${expected.name} does not match its manifest.`);
      }
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        ident(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    const before = applied.length;
    await migrateTo(url);
    const rows = [...loaded.values()].reduce((sum, table) => sum + table.rows, 0);
    return {
      tables: loaded.size,
      rows,
      migrationsAfter: (await appliedMigrations(client)).length - before,
      filesInBucket: manifest.filesInBucket,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    source.destroy();
  }
}

function parseHeader(line: string | undefined): BackupHeader {
  let header: BackupHeader | undefined;
  try {
    if (line?.startsWith(HEADER_PREFIX)) header = JSON.parse(line.slice(HEADER_PREFIX.length)) as BackupHeader;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new RestoreRefused('This is not a backup made by `npm run backup`.');
  if (header.version !== BACKUP_VERSION) {
    throw new RestoreRefused(`This backup has format version ${header.version}; this portal reads ${BACKUP_VERSION}.`);
  }
  return header;
}

/** Streams one table's rows (until the end-of-data line) into COPY, counting and hashing them as they were written. */
async function loadTable(
  client: pg.Client,
  table: { name: string; columns: string[] },
  lines: AsyncIterator<string>,
): Promise<{ rows: number; sha256: string }> {
  const columns = table.columns.map(ident).join(', ');
  const copy = client.query(copyFrom(`COPY ${ident(table.name)} (${columns}) FROM STDIN`));
  const hash = createHash('sha256');
  let rows = 0;
  const done = finished(copy);
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new RestoreRefused(`The backup ends inside table ${table.name}.`);
    if (next.value === END_OF_DATA) break;
    const row = `${next.value}\n`;
    hash.update(row);
    rows += 1;
    if (!copy.write(row)) await Promise.race([once(copy, 'drain'), done]);
  }
  copy.end();
  await done;
  return { rows, sha256: hash.digest('hex') };
}

/**
 * A database with portal tables but no users holds nothing but what a first start created (lookup lists):
 * its schema is dropped so the backup's migrations can run from the start. One with users is refused.
 */
async function clearEmptyPortal(client: pg.Client): Promise<void> {
  const tables = await portalTables(client);
  if (tables.length === 0) return;
  if (tables.some((table) => table.name === 'users')) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if ((rows[0]?.n ?? 0) > 0) {
      throw new RestoreRefused(
        `The target database holds portal data (${rows[0]?.n} users); restore into an empty database instead.`,
      );
    }
  }
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
}

/**
 * Applies this version's migrations, or only the first `count` of them (the schema a backup was made on), on a
 * connection of its own; the restore's session holds the migration lock meanwhile.
 */
async function migrateTo(url: string, count?: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const folder = count === undefined ? MIGRATIONS_DIR : migrationsUpTo(count);
  try {
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    await pool.end();
    if (folder !== MIGRATIONS_DIR) rmSync(folder, { recursive: true, force: true });
  }
}

function migrationsUpTo(count: number): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  if (count > journal.entries.length) {
    throw new RestoreRefused(
      `This backup comes from a newer version of the portal (${count} migrations; this one has ${journal.entries.length}).`,
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}
