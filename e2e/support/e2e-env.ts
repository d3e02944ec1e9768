/**
 * Every setting the e2e run shares between global setup, the server it starts and the tests.
 * Global setup writes the run-specific values into process.env; Playwright workers inherit them.
 */
import { execFileSync } from 'node:child_process';

const PROBE =
  "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * The port of the server under test: `E2E_PORT` when set, else a free one picked once by the Playwright main
 * process and handed to the workers through the environment (other programs may hold any fixed port).
 */
function serverPort(): number {
  const given = Number(process.env.E2E_PORT);
  if (Number.isInteger(given) && given > 0) return given;
  const port = Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }));
  process.env.E2E_PORT = String(port);
  return port;
}

export const E2E_PORT = serverPort();
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** Names of the variables global setup exports to the test workers. */
export const ENV = {
  mailbox: 'E2E_MAILBOX',
  databaseUrl: 'E2E_DATABASE_URL',
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  /** DEPLOY_DIR of the server: where `deploy:remote` run by a test must publish. */
  deployDir: 'E2E_DEPLOY_DIR',
  /** REMOTES_CONFIG of the server (starts as `{}`): tests point remotes elsewhere by rewriting it. */
  remotesConfig: 'E2E_REMOTES_CONFIG',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through Playwright so global setup can set it.`);
  return value;
}
