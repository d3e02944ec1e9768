import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

export type ServerEnv = Record<string, string> & { DATA_DIR: string; PORT: string; EMBEDDED_PG_PORT: string };

/** A DATA_DIR and ports of its own for a server run as a separate process. */
export async function serverEnv(): Promise<ServerEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
  // The embedded PostgreSQL runs as the unprivileged postgres user when tests run as root.
  chmodSync(dataDir, 0o755);
  return {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@portal.test',
    ADMIN_PASSWORD: 'cli-admin-password',
  };
}

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, SMTP_URL: _smtp, ...inherited } = process.env;
  return { ...inherited, ...env };
}

export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `node --import tsx <script>` in the server folder; resolves once a stdout line matches `ready`. */
export function startScript(
  script: string,
  env: Record<string, string>,
  ready = /listening on/,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (ready.test(output)) resolve({ child, output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Runs a script to its end. */
export async function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

/** Ends a started server the way an operator would (SIGTERM), and waits for it. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}
