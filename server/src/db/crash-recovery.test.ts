import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { runScript, type ServerProcess, serverEnv, startScript, stopServer } from '../../test/server-process.ts';
import { DEMO_DOMAIN } from '../scripts/demo-data.ts';
import { urlFor } from './embedded.ts';
import { stopOrphanedPostgres } from './orphaned-postgres.ts';
import { assertOwnCluster } from './own-cluster.ts';
import { WATCHDOG_NAME } from './postgres-watchdog.ts';

const started: ServerProcess[] = [];
const dataDirs: string[] = [];

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startScript('src/cli.ts', env);
  started.push(server);
  return server;
}

afterAll(async () => {
  for (const server of started) await stopServer(server);
  // A failed test may have left an orphan behind: the code under test cleans it up.
  for (const dir of dataDirs) await stopOrphanedPostgres(path.join(dir, 'pg'), () => undefined).catch(() => undefined);
});

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/status`, 'utf8').match(/^State:\s+Z/m);
  } catch {
    return false;
  }
};

/** The watchdog shell that stops this data directory's PostgreSQL when its server dies. */
function watchdogOf(dataDir: string): number | undefined {
  const pgDir = path.join(dataDir, 'pg');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.includes(WATCHDOG_NAME) && args.includes(pgDir)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

async function waitUntil(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function signup(port: string, email: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'crash-test-pass', role: 'job_seeker', profile: { fullName: 'Hari' } }),
  });
  return res.status;
}

describe('a crash restarts clean', () => {
  it('after kill -9 the PostgreSQL stops with the server, or the next start stops the orphan; acknowledged writes stay', async () => {
    const env = await serverEnv();
    dataDirs.push(env.DATA_DIR);
    const first = await startServer(env);
    const emails = Array.from({ length: 8 }, (_, i) => `crash-${i}@example.com`);
    const statuses = await Promise.all(emails.map((email) => signup(env.PORT, email)));
    expect(statuses).toEqual(emails.map(() => 201));

    // The watchdog goes down with the server (both killed): its PostgreSQL is left orphaned.
    const orphan = postmasterPid(env.DATA_DIR);
    const watchdog = watchdogOf(env.DATA_DIR);
    expect(watchdog).toBeGreaterThan(0);
    process.kill(watchdog ?? 0, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(alive(orphan)).toBe(true); // the server is gone, its PostgreSQL is not

    const second = await startServer(env);
    expect(second.output()).toContain(`stopping it`);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid(env.DATA_DIR)).not.toBe(orphan);
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const rows = await query<{ email: string }>(
      urlFor(Number(env.EMBEDDED_PG_PORT), 'portal'),
      'select email from users where email = any($1) order by email',
      [emails],
    );
    expect(rows.map((row) => row.email)).toEqual([...emails].sort());

    // Only the server killed: its watchdog stops PostgreSQL within seconds, and the next start is clean.
    const before = postmasterPid(env.DATA_DIR);
    second.child.kill('SIGKILL');
    await second.exited;
    await waitUntil(() => !alive(before), 10_000);
    const third = await startServer(env);
    expect(third.output()).not.toContain('stopping it');
    const again = await query<{ n: string }>(
      urlFor(Number(env.EMBEDDED_PG_PORT), 'portal'),
      'select count(*) as n from users where email = any($1)',
      [emails],
    );
    expect(Number(again[0]?.n)).toBe(emails.length);

    // A second server on the same DATA_DIR is refused; the running one is left alone.
    const clash = await runScript('src/cli.ts', [], { ...env, PORT: String(await freePort()) });
    expect(clash.code).not.toBe(0);
    expect(clash.stdout).toContain('in use by the PostgreSQL of a running server');
    const stillOk = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(stillOk.status).toBe(200);

    // A pid file elsewhere naming this running PostgreSQL (another data directory): stale there, never signalled.
    const elsewhere = path.join((await serverEnv()).DATA_DIR, 'pg');
    mkdirSync(elsewhere);
    const running = postmasterPid(env.DATA_DIR);
    writeFileSync(path.join(elsewhere, 'postmaster.pid'), `${running}\n${elsewhere}\n`);
    await expect(stopOrphanedPostgres(elsewhere, () => undefined)).resolves.toBe('stale');
    expect(alive(running)).toBe(true);

    // seed:demo pointed at this PostgreSQL from another checkout (another DATA_DIR) refuses to write.
    const other = await serverEnv();
    const refused = await runScript('src/scripts/seed-demo.ts', ['--jobs', '0'], {
      ...other,
      EMBEDDED_PG_PORT: env.EMBEDDED_PG_PORT,
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`Refusing to use the PostgreSQL on port ${env.EMBEDDED_PG_PORT}`);
    const demo = await query(
      urlFor(Number(env.EMBEDDED_PG_PORT), 'portal'),
      'select 1 from users where email like $1',
      [`%@${DEMO_DOMAIN}`],
    );
    expect(demo).toEqual([]);
    expect(existsSync(path.join(other.DATA_DIR, 'pg'))).toBe(false);
    // ...while this checkout's own cluster passes the same check.
    await expect(
      assertOwnCluster(urlFor(Number(env.EMBEDDED_PG_PORT), 'postgres'), path.join(env.DATA_DIR, 'pg')),
    ).resolves.toBeUndefined();

    await stopServer(third);
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(env.DATA_DIR, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});

describe('postmaster.pid left behind', () => {
  it('names a live process that is not PostgreSQL: the file is stale, removed, and the process untouched', async () => {
    const dir = path.join((await serverEnv()).DATA_DIR, 'pg');
    mkdirSync(dir);
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const pid = bystander.pid ?? 0;
      writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n5433\n`);
      await expect(stopOrphanedPostgres(dir, () => undefined)).resolves.toBe('stale');
      expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
      expect(alive(pid)).toBe(true);
    } finally {
      bystander.kill();
    }
  });

  it('names a process that is gone: left for PostgreSQL, which removes a stale file itself', async () => {
    const dir = path.join((await serverEnv()).DATA_DIR, 'pg');
    mkdirSync(dir);
    const done = spawn('true');
    await new Promise((resolve) => done.once('exit', resolve));
    writeFileSync(path.join(dir, 'postmaster.pid'), `${done.pid}\n${dir}\n`);
    await expect(stopOrphanedPostgres(dir, () => undefined)).resolves.toBe('none');
  });
});
