import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV, requiredEnv } from './e2e-env.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A build id no earlier run used. */
export const uniqueBuildId = (label: string) => `e2e-${label}-${randomBytes(3).toString('hex')}`;

/** Runs the real `deploy:remote` command against the e2e server's DEPLOY_DIR; returns its output. */
export function deployRemote(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/src/deploy/deploy-remote.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEPLOY_DIR: requiredEnv(ENV.deployDir) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Rewrites the server's REMOTES_CONFIG file (the server re-reads it when it changes). */
export function writeRemotesConfig(remotes: Record<string, string>): void {
  const file = requiredEnv(ENV.remotesConfig);
  writeFileSync(file, `${JSON.stringify({ remotes }, null, 2)}\n`);
}

/** sha256 of every file under a folder, by relative path. */
export function digestTree(root: string): Record<string, string> {
  const digests: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else digests[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return digests;
}
