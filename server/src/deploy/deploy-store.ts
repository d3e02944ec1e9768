import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * On-disk layout of deployed remotes, shared by the deploy command and the running server:
 *
 *   <DEPLOY_DIR>/remotes/<folder>/builds/<buildId>/   one complete, never-modified build (remoteEntry.js, assets/...)
 *   <DEPLOY_DIR>/remotes/<folder>/current.json        which build is live; replaced atomically (write + rename)
 *
 * The server serves every kept build at /remotes/<folder>/builds/<buildId>/ and points remotes.json at the live one.
 */

export type CurrentBuild = {
  buildId: string;
  version: string;
  deployedAt: string;
  /** The build that was live before this one, for `--rollback`. */
  previous: string | null;
};

export const BUILD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
export const BUILDS_SEGMENT = 'builds';
const STAGING_PREFIX = '.staging-';

export const remoteDeployDir = (deployDir: string, folder: string) => path.join(deployDir, 'remotes', folder);
export const buildsDir = (deployDir: string, folder: string) =>
  path.join(remoteDeployDir(deployDir, folder), BUILDS_SEGMENT);
export const buildDir = (deployDir: string, folder: string, buildId: string) =>
  path.join(buildsDir(deployDir, folder), buildId);
const currentFile = (deployDir: string, folder: string) =>
  path.join(remoteDeployDir(deployDir, folder), 'current.json');

/** The public URL of a deployed build's entry. */
export const deployedEntryUrl = (folder: string, buildId: string) =>
  `/remotes/${folder}/${BUILDS_SEGMENT}/${buildId}/remoteEntry.js`;

export function readCurrent(deployDir: string, folder: string): CurrentBuild | null {
  const file = currentFile(deployDir, folder);
  if (!existsSync(file)) return null;
  const current = JSON.parse(readFileSync(file, 'utf8')) as CurrentBuild;
  if (typeof current.buildId !== 'string' || !BUILD_ID_PATTERN.test(current.buildId)) {
    throw new Error(`${file} names no valid buildId.`);
  }
  return current;
}

/** Replaces current.json in one rename, so a reader sees the old pointer or the new one, never half of either. */
export function writeCurrent(deployDir: string, folder: string, current: CurrentBuild): void {
  const file = currentFile(deployDir, folder);
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(current, null, 2)}\n`);
  renameSync(temp, file);
}

/** A fresh, empty staging folder beside the builds, so the finished build is moved in with one rename. */
export function stagingDir(deployDir: string, folder: string, buildId: string): string {
  const dir = path.join(buildsDir(deployDir, folder), `${STAGING_PREFIX}${buildId}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Kept builds, newest first (by the time they were moved in). */
export function listBuilds(deployDir: string, folder: string): { buildId: string; mtimeMs: number }[] {
  const dir = buildsDir(deployDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith(STAGING_PREFIX) && BUILD_ID_PATTERN.test(entry.name),
    )
    .map((entry) => ({ buildId: entry.name, mtimeMs: statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.buildId.localeCompare(a.buildId));
}

/**
 * Deletes all but the `keep` newest builds. The live build and the one before it always stay, so a tab
 * opened before the last deploy (or a rollback) still finds its hashed chunks.
 */
export function pruneBuilds(deployDir: string, folder: string, keep: number): string[] {
  const current = readCurrent(deployDir, folder);
  const protectedIds = new Set([current?.buildId, current?.previous].filter(Boolean));
  const removed: string[] = [];
  for (const [index, build] of listBuilds(deployDir, folder).entries()) {
    if (index < keep || protectedIds.has(build.buildId)) continue;
    rmSync(buildDir(deployDir, folder, build.buildId), { recursive: true, force: true });
    removed.push(build.buildId);
  }
  return removed;
}
