import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../src/db/client.ts';
import { createDatabaseIfMissing } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedLookups } from '../src/db/seed/seed-lookups.ts';

/** The province whose lookups the template holds: the one `testConfig` seeds. */
export const TEMPLATE_PROVINCE = 'gandaki';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database migrated and seeded once for the run, which each test database is copied from (`CREATE DATABASE …
 * TEMPLATE`): a copy takes a fraction of running every migration again. Nothing connects to it after this.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tpl_${randomBytes(6).toString('hex')}`;
  await createDatabaseIfMissing(adminUrl, name);
  const database = connectDatabase(databaseUrl(adminUrl, name), 2);
  try {
    await runMigrations(database.db);
    await seedLookups(database.db, TEMPLATE_PROVINCE);
  } finally {
    await database.pool.end();
  }
  const drop = async () => {
    await onAdmin(adminUrl, (client) => client.query(`drop database if exists ${quote(name)}`));
  };
  return { name, drop };
}

/** A new database on the run's PostgreSQL, empty or a copy of `template`; returns its URL. */
export async function createDatabase(adminUrl: string, template?: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (client) =>
    client.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`),
  );
  return databaseUrl(adminUrl, name);
}
