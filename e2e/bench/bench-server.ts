// The production server the web measurements run against: built server, NODE_ENV=production, a free port, its own
// throw-away DATA_DIR with embedded PostgreSQL filled with the demo data (seed:demo against the same DATA_DIR and
// EMBEDDED_PG_PORT). Used by bench-web.ts (Lighthouse) and trace-web.ts (main-thread trace).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/free-port.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = REPO_ROOT): void {
  execFileSync(command, args, { cwd, env, stdio: 'inherit' });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${base} did not become healthy (exit code ${child.exitCode}).`);
}

/** SIGTERM (the server stops its embedded PostgreSQL on the way out), SIGKILL to the group after 15 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export type BenchServer = {
  base: string;
  /** An open job of the demo data (for the job page). */
  jobId: string;
  /** Stops the server and removes its data. */
  stop: () => Promise<void>;
};

/**
 * Seeds the demo data, starts the built server and waits until it is healthy. `root` is the checkout whose builds and
 * seed script it runs: this one, or another (BENCH_WEB_BASE_ROOT, a checkout of the commit to compare with).
 */
export async function startBenchServer(root = REPO_ROOT): Promise<BenchServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
  chmodSync(workDir, 0o755); // initdb runs as the postgres user when we are root
  const [port, pgPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(workDir, 'data'),
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.DEPLOY_DIR;
  delete env.REMOTES_CONFIG;
  console.log(`Seeding the demo data into ${env.DATA_DIR} (embedded PostgreSQL on ${pgPort})...`);
  run(process.execPath, ['--import', 'tsx', 'server/src/scripts/seed-demo.ts'], env, root);

  const server = spawn(process.execPath, ['--enable-source-maps', '--no-warnings', 'server/dist/cli.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    await stopChild(server);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
    const list = (await (await fetch(`${base}/api/jobs?pageSize=1`)).json()) as { items: { id: string }[] };
    const jobId = list.items[0]?.id;
    if (!jobId) throw new Error('The demo data holds no open job.');
    return { base, jobId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The pages measured, each in both languages: English at the plain path, Nepali under /ne/. */
export function benchPages(jobId: string): string[] {
  return ['/', '/jobs', `/jobs/${jobId}`, '/ne/', '/ne/jobs', `/ne/jobs/${jobId}`];
}

/** The pages a BENCH_WEB_PAGES list names (`/jobs/job` stands for the job page), all when it is unset. */
export function chosenPages(jobId: string, names: string[] | undefined): string[] {
  const pages = benchPages(jobId);
  if (!names) return pages;
  const chosen = pages.filter((page) => names.includes(page.replace(jobId, 'job')));
  if (chosen.length === 0)
    throw new Error(`BENCH_WEB_PAGES=${names} names none of /, /jobs, /jobs/job and their /ne/.`);
  return chosen;
}
