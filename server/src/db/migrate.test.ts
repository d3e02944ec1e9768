import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from './embedded.ts';
import { MIGRATION_LOCK_KEY, MigrationError, migrateUnderLock } from './migrate.ts';

async function freshDatabase(): Promise<string> {
  const admin = new URL(inject('pgAdminUrl'));
  const name = `m_${randomBytes(6).toString('hex')}`;
  await createDatabaseIfMissing(admin.toString(), name);
  admin.pathname = `/${name}`;
  return admin.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A migrations folder (drizzle's layout) holding one migration. */
function migrationsWith(sql: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_only', breakpoints: true }],
    }),
  );
  writeFileSync(path.join(folder, '0000_only.sql'), sql);
  return folder;
}

describe('migrations under the advisory lock', () => {
  it('instances migrating an empty database at the same moment all succeed, and each migration runs once', async () => {
    const url = await freshDatabase();
    const waits: object[] = [];
    await Promise.all(
      Array.from({ length: 3 }, () =>
        migrateUnderLock({ connectionString: url }, { log: (fields) => waits.push(fields) }),
      ),
    );
    const applied = await query<{ hash: string }>(url, 'select hash from drizzle.__drizzle_migrations');
    expect(applied.length).toBeGreaterThan(10);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
    const extensions = await query(url, "select 1 from pg_extension where extname = 'pg_trgm'");
    expect(extensions).toHaveLength(1);
    // Nobody holds the lock afterwards.
    const held = await query(
      url,
      `select 1 from pg_locks where locktype = 'advisory' and objid = ${MIGRATION_LOCK_KEY}`,
    );
    expect(held).toEqual([]);
  });

  it('a failed migration stops with PostgreSQL’s own error, rolls back and leaves the lock free', async () => {
    const url = await freshDatabase();
    const failed = migrateUnderLock(
      { connectionString: url },
      { migrationsFolder: migrationsWith('create table half_done (id int);\n--> statement-breakpoint\nselect 1/0;') },
    );
    await expect(failed).rejects.toThrow(MigrationError);
    await expect(failed).rejects.toThrow('Migration failed: division by zero (SQLSTATE 22012)');
    expect(await query(url, "select 1 from pg_tables where tablename = 'half_done'")).toEqual([]);
    await migrateUnderLock(
      { connectionString: url },
      { migrationsFolder: migrationsWith('create table fine (id int);') },
    );
    expect(await query(url, "select 1 from pg_tables where tablename = 'fine'")).toHaveLength(1);
  });
});
