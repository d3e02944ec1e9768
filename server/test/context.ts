import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { connectDatabase, type Db } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { DEFAULT_DATABASE_SETTINGS } from '../src/db/pool.ts';
import { seedLookups } from '../src/db/seed/seed-lookups.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';
import { createDatabase, TEMPLATE_PROVINCE } from './template-database.ts';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  /** The test database's URL (a tool under test can connect on its own). */
  databaseUrl: string;
  mailbox: Mailbox;
  config: Config;
  close: () => Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    database: DEFAULT_DATABASE_SETTINGS,
    shutdown: { timeoutMs: 10_000, delayMs: 0 },
    metrics: { host: '127.0.0.1' },
    dataDir: mkdtempSync(path.join(tmpdir(), 'portal-test-data-')),
    embeddedPgPort: 0,
    jwtSecret: randomBytes(32).toString('hex'),
    publicUrl: 'http://portal.test',
    adminEmail: undefined,
    adminPassword: undefined,
    smtpUrl: undefined,
    mailFrom: 'Job Portal <no-reply@portal.test>',
    // Short waits so retry tests run in milliseconds; NOTIFY wakes the worker for new mail anyway.
    delivery: { pollMs: 200, maxAttempts: 12, backoffMs: 50, backoffMaxMs: 400 },
    logLevel: 'silent',
    seedProvince: TEMPLATE_PROVINCE,
    // High by default so ordinary tests never trip it; the rate-limit test lowers it.
    rateLimitAuthMax: 10_000,
    rateLimitAccountMax: 5,
    trustProxy: false,
    // Small in tests so oversize uploads are cheap to send.
    uploadMaxBytes: 1024 * 1024,
    remoteEntries: {},
    // An empty folder: API tests never need the front-end built.
    webRoot: mkdtempSync(path.join(tmpdir(), 'portal-test-web-')),
    fileStore: 'pg',
    warnings: [],
    ...overrides,
  };
}

/** A new empty database on the test run's PostgreSQL; returns its URL. */
export function createTestDatabase(): Promise<string> {
  return createDatabase(inject('pgAdminUrl'));
}

/** A fresh database (or the one at `databaseUrl`), migrated and seeded, a real SMTP mailbox and an app wired to both. */
export async function createTestContext(
  overrides: Partial<Config> = {},
  options: { deliveryWorker?: boolean; databaseUrl?: string } = {},
): Promise<TestContext> {
  const province = overrides.seedProvince ?? TEMPLATE_PROVINCE;
  const databaseUrl =
    options.databaseUrl ??
    (await createDatabase(inject('pgAdminUrl'), province === TEMPLATE_PROVINCE ? inject('pgTemplate') : undefined));
  const database = connectDatabase(databaseUrl, 5);
  await runMigrations(database.db);
  await seedLookups(database.db, province);
  const mailbox = await startMailbox();
  const config = testConfig({ smtpUrl: mailbox.url, ...overrides });
  const app = await buildApp(config, { db: database.db, deliveryWorker: options.deliveryWorker });
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl,
    mailbox,
    config,
    close: async () => {
      await app.close();
      await database.pool.end();
      await mailbox.close();
    },
  };
}

/**
 * A second instance of the portal on the test context's database (another server behind the load balancer), its
 * public cache and the context's both listening; close it before the context.
 */
export async function secondInstance(ctx: TestContext): Promise<FastifyInstance> {
  const other = await buildApp(ctx.config, { db: ctx.db, deliveryWorker: false });
  await other.ready();
  if (!(await ctx.app.publicCache.whenServing()) || !(await other.publicCache.whenServing())) {
    throw new Error('the public cache did not start listening');
  }
  return other;
}
