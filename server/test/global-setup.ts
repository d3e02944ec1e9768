import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { releaseExitHooks, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { freePort } from './free-port.ts';
import { createTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL to the `postgres` database; each test file creates its own database from it. */
    pgAdminUrl: string;
    /** A database migrated and seeded with the test province's lookups, which test databases are copied from. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL if given, else an embedded one in a temp dir.
 * Every temp folder a test makes goes under one folder for the run (TMPDIR, inherited by the test
 * workers), removed at the end, so runs leave nothing behind in /tmp.
 */
export default async function setup(project: TestProject) {
  const runTmp = mkdtempSync(path.join(tmpdir(), 'portal-server-tests-'));
  chmodSync(runTmp, 0o755);
  process.env.TMPDIR = runTmp;
  const removeRunTmp = () => rmSync(runTmp, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    const template = await createTemplateDatabase(process.env.TEST_DATABASE_URL);
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    project.provide('pgTemplate', template.name);
    return async () => {
      await template.drop();
      removeRunTmp();
    };
  }
  const dir = mkdtempSync(path.join(runTmp, 'portal-test-pg-'));
  // The cluster runs as the unprivileged postgres user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  let pg: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'postgres' });
  } catch (error) {
    removeRunTmp();
    throw error;
  }
  try {
    project.provide('pgTemplate', (await createTemplateDatabase(pg.url)).name);
  } catch (error) {
    await pg.stop();
    removeRunTmp();
    throw error;
  }
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    // PostgreSQL is stopped: a run with failed tests must end with vitest's non-zero exit code.
    releaseExitHooks();
    removeRunTmp();
  };
}
