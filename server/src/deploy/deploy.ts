import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { precompressDirSync } from 'build-config/precompress';
import { BUILD_INFO_FILE, checkRemoteBuild, readHostVersions, readProvidedVersions } from 'build-config/remote-build';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from 'build-config/remotes';
import { REPO_ROOT } from '../config.ts';
import {
  BUILD_ID_PATTERN,
  buildDir,
  deployedEntryUrl,
  listBuilds,
  pruneBuilds,
  readCurrent,
  stagingDir,
  writeCurrent,
} from './deploy-store.ts';

export class DeployError extends Error {}

/** `public-site`, `public_site` → the MF name; anything else is an error listing the choices. */
export function remoteNamed(text: string): RemoteName {
  const found = REMOTE_NAMES.find((name) => name === text || REMOTE_FOLDERS[name] === text);
  if (!found) {
    throw new DeployError(`Unknown remote "${text}". Choose one of: ${Object.values(REMOTE_FOLDERS).join(', ')}.`);
  }
  return found;
}

const timestamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

function packageVersion(folder: string, webRoot: string): string {
  return (JSON.parse(readFileSync(path.join(webRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;
}

function bakedBuildId(dir: string): string | null {
  const file = path.join(dir, BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  const id = (JSON.parse(readFileSync(file, 'utf8')) as { buildId?: string }).buildId;
  return id && id !== 'local' && BUILD_ID_PATTERN.test(id) ? id : null;
}

export type DeployOptions = {
  remote: RemoteName;
  deployDir: string;
  keep: number;
  /** An already built folder to publish; otherwise the remote is built from source with `vite build`. */
  from?: string;
  buildId?: string;
  /** Publish at its own URL without making it live (for a canary pointed at through REMOTES_CONFIG). */
  activate?: boolean;
  /** Repository holding the remotes' workspaces (tests point it elsewhere). */
  webRoot?: string;
  log?: (line: string) => void;
};

export type DeployResult = { buildId: string; entry: string; activated: boolean; pruned: string[] };

/**
 * Builds (or takes) one remote, checks it against the shell's contract, moves it into its own folder and,
 * unless told not to, switches the live pointer in one rename. The running server sees the new pointer at
 * the next /remotes.json; older builds stay on disk (see pruneBuilds) for pages that loaded them.
 */
export function deployRemote(options: DeployOptions): DeployResult {
  const { remote, deployDir } = options;
  const folder = REMOTE_FOLDERS[remote];
  const webRoot = options.webRoot ?? REPO_ROOT;
  const log = options.log ?? (() => {});
  const version = packageVersion(folder, webRoot);
  let buildId =
    options.buildId ?? (options.from ? bakedBuildId(options.from) : null) ?? `${version}-${timestamp(new Date())}`;
  if (!options.buildId && existsSync(buildDir(deployDir, folder, buildId))) {
    buildId = `${buildId}-${Date.now().toString(36)}`;
  }
  if (!BUILD_ID_PATTERN.test(buildId)) {
    throw new DeployError(`Build id "${buildId}" may only hold letters, digits, ".", "_" and "-".`);
  }
  const target = buildDir(deployDir, folder, buildId);
  if (existsSync(target)) throw new DeployError(`${folder} build ${buildId} is already deployed; pick another id.`);

  const staging = stagingDir(deployDir, folder, buildId);
  try {
    if (options.from) {
      const from = path.resolve(options.from);
      if (!existsSync(path.join(from, 'remoteEntry.js'))) {
        throw new DeployError(`${from} holds no remoteEntry.js: is it a built remote?`);
      }
      log(`Copying ${from} as ${folder} ${buildId}`);
      cpSync(from, staging, { recursive: true, preserveTimestamps: true });
    } else {
      log(`Building ${folder} ${buildId}`);
      const result = spawnSync('npx', ['vite', 'build', '--outDir', staging, '--emptyOutDir'], {
        cwd: path.join(webRoot, folder),
        env: { ...process.env, VITE_BUILD_ID: buildId },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (result.status !== 0) throw new DeployError(`vite build of ${folder} failed; nothing was deployed.`);
    }
    // Checked against the shell this server serves (the versions its build recorded), else the repository's.
    const shellVersions = readProvidedVersions(path.join(webRoot, 'shell', 'dist')) ?? readHostVersions();
    const problems = checkRemoteBuild(staging, remote, shellVersions);
    if (problems.length > 0) {
      throw new DeployError(
        `${folder} ${buildId} does not fit the shell; nothing was deployed:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
    // A build made by the vite config already carries its .br/.gz files (copied along above); one built
    // elsewhere gets them here, so the static routes can always answer compressed.
    const compressed = precompressDirSync(staging);
    if (compressed.files > 0) log(`Compressed ${compressed.files} text files (.br, .gz)`);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  const activated = options.activate !== false;
  if (activated) activate(deployDir, remote, buildId, version);
  const pruned = pruneBuilds(deployDir, folder, options.keep);
  return { buildId, entry: deployedEntryUrl(folder, buildId), activated, pruned };
}

function activate(deployDir: string, remote: RemoteName, buildId: string, version: string): void {
  const folder = REMOTE_FOLDERS[remote];
  const before = readCurrent(deployDir, folder);
  writeCurrent(deployDir, folder, {
    buildId,
    version,
    deployedAt: new Date().toISOString(),
    previous: before && before.buildId !== buildId ? before.buildId : (before?.previous ?? null),
  });
}

/** Makes a kept build live again: the given one, or the one live before the current. */
export function rollbackRemote(options: { remote: RemoteName; deployDir: string; buildId?: string }): string {
  const folder = REMOTE_FOLDERS[options.remote];
  const current = readCurrent(options.deployDir, folder);
  const buildId = options.buildId ?? current?.previous;
  if (!buildId) throw new DeployError(`${folder} has no earlier deployed build to roll back to.`);
  const dir = buildDir(options.deployDir, folder, buildId);
  if (!BUILD_ID_PATTERN.test(buildId) || !existsSync(dir)) {
    const kept = listBuilds(options.deployDir, folder).map((build) => build.buildId);
    throw new DeployError(`${folder} build "${buildId}" is not kept. Kept: ${kept.join(', ') || 'none'}.`);
  }
  const infoFile = path.join(dir, BUILD_INFO_FILE);
  const version = existsSync(infoFile)
    ? (JSON.parse(readFileSync(infoFile, 'utf8')) as { version?: string }).version
    : undefined;
  activate(options.deployDir, options.remote, buildId, version ?? current?.version ?? '0.0.0');
  return buildId;
}
