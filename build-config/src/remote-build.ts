import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkRemoteManifest, type FederationManifest } from './remote-contract.ts';
import type { RemoteBuildInfo, RemoteName } from './remotes.ts';
import { REPO_ROOT, sharedSingletons } from './shared.ts';

/** Build-time side of the remote contract, used by each remote's vite config and by the deploy command. */

const SHELL_DIR = path.join(REPO_ROOT, 'shell');
export const BUILD_INFO_FILE = 'build-info.json';
export const MANIFEST_FILE = 'mf-manifest.json';
/** Beside the shell's index.html: the version of every shared singleton that shell build provides. */
export const PROVIDED_VERSIONS_FILE = 'shared-versions.json';

/** Versions of the shared singletons the shell is built with, as npm resolves them from `shell/`. */
export function readHostVersions(shellDir = SHELL_DIR): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of Object.keys(sharedSingletons)) {
    for (let dir = shellDir; ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', name, 'package.json');
      if (existsSync(file)) {
        versions[name] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
        break;
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  return versions;
}

/**
 * The versions a built shell provides (its dist's shared-versions.json), or null when that build has none: what a
 * remote is checked against before it is deployed beside that shell.
 */
export function readProvidedVersions(shellDist: string): Record<string, string> | null {
  try {
    return JSON.parse(readFileSync(path.join(shellDist, PROVIDED_VERSIONS_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/** Vite plugin for the shell: records the versions of the shared singletons it provides (PROVIDED_VERSIONS_FILE). */
export function providedVersionsPlugin() {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'portal-provided-versions',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string; ssr: boolean | string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    writeBundle() {
      if (skip) return;
      writeFileSync(path.join(outDir, PROVIDED_VERSIONS_FILE), `${JSON.stringify(readHostVersions(), null, 2)}\n`);
    },
  };
}

/** Problems of a built remote folder (its mf-manifest.json) against the shell; empty when it fits. */
export function checkRemoteBuild(
  dir: string,
  name: RemoteName | string,
  hostVersions: Record<string, string> = readHostVersions(),
): string[] {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return [`Remote ${name}: ${file} is missing; build with manifest: true.`];
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  } catch (error) {
    return [`Remote ${name}: ${file} is not valid JSON (${(error as Error).message}).`];
  }
  return checkRemoteManifest(manifest, { name, hostVersions });
}

export class RemoteContractError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The remote does not fit the shell's contract:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'RemoteContractError';
    this.problems = problems;
  }
}

type OutputChunk = { type: 'chunk'; facadeModuleId: string | null; exports: string[] };
type OutputAsset = { type: 'asset'; source: string | Uint8Array };
type Bundle = Record<string, OutputChunk | OutputAsset | { type: string }>;

/** Pure part of the plugin's check, so a test can feed it a fake bundle. */
export function checkBundle(bundle: Bundle, options: { name: string; appModule: string; root: string }): string[] {
  const problems: string[] = [];
  const manifestAsset = bundle[MANIFEST_FILE] as OutputAsset | undefined;
  if (manifestAsset?.type !== 'asset') {
    problems.push(`Remote ${options.name}: no ${MANIFEST_FILE} was produced; set manifest: true in federation().`);
  } else {
    const text =
      typeof manifestAsset.source === 'string' ? manifestAsset.source : new TextDecoder().decode(manifestAsset.source);
    problems.push(
      ...checkRemoteManifest(JSON.parse(text) as FederationManifest, {
        name: options.name,
        hostVersions: readHostVersions(),
      }),
    );
  }
  const appFile = path.resolve(options.root, options.appModule);
  const appChunk = Object.values(bundle).find(
    (item): item is OutputChunk => item.type === 'chunk' && (item as OutputChunk).facadeModuleId === appFile,
  );
  if (appChunk && !appChunk.exports.includes('default')) {
    problems.push(
      `Remote ${options.name}: ${options.appModule} (exposed as ./App) has no default export; the shell mounts ` +
        '`default` as a component (RemoteAppModule in shared-api/src/remote-contract.ts).',
    );
  }
  return problems;
}

/**
 * Vite plugin for every remote: stamps the build with its version and build id (VITE_BUILD_ID, default
 * `local`), fails the build when the output no longer fits the shell (see checkRemoteManifest), and
 * writes build-info.json next to remoteEntry.js for the deploy command.
 */
export function remoteBuildPlugin(options: { name: RemoteName; appModule?: string }) {
  const appModule = options.appModule ?? './src/app.tsx';
  let root = process.cwd();
  let outDir = 'dist';
  let info: RemoteBuildInfo = { name: options.name, version: '0.0.0', buildId: 'local' };
  return {
    name: 'portal-remote-build',
    config(config: { root?: string }) {
      const packageRoot = path.resolve(config.root ?? process.cwd());
      const version = (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string })
        .version;
      info = { name: options.name, version, buildId: process.env.VITE_BUILD_ID?.trim() || 'local' };
      return {
        define: {
          'import.meta.env.VITE_REMOTE_NAME': JSON.stringify(info.name),
          'import.meta.env.VITE_REMOTE_VERSION': JSON.stringify(info.version),
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(info.buildId),
        },
      };
    },
    configResolved(config: { root: string; build: { outDir: string } }) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_output: unknown, bundle: Bundle) {
      const problems = checkBundle(bundle, { name: options.name, appModule, root });
      if (problems.length > 0) throw new RemoteContractError(problems);
      const requires = Object.fromEntries(
        Object.entries(sharedSingletons).map(([name, rule]) => [name, rule.requiredVersion]),
      );
      writeFileSync(
        path.join(outDir, BUILD_INFO_FILE),
        `${JSON.stringify({ ...info, requires, builtAt: new Date().toISOString() }, null, 2)}\n`,
      );
    },
  };
}
