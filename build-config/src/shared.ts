import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons, WORKSPACE_SINGLETONS } from './federation.ts';

/**
 * Singletons a remote's production build takes from the shell only (`import: false`, the plugin's host-only shares):
 * no copy of them is built into the remote. The workspace packages, because the shell always provides them (a
 * remote's own copy was bundled eagerly and the browser downloaded shared-api twice).
 */
export const HOST_ONLY_SHARES = WORKSPACE_SINGLETONS;

/**
 * How a remote's browser build shares the singletons (used by the four remotes' vite.config.ts). The dev server keeps
 * the local copies so a remote still runs alone in its standalone harness.
 */
export function remoteShared(env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) {
  if (env.command !== 'build' || env.isSsrBuild) return sharedSingletons;
  const fromShell = HOST_ONLY_SHARES.map((name) => [name, { ...sharedSingletons[name], import: false as const }]);
  return { ...sharedSingletons, ...Object.fromEntries(fromShell) };
}

/**
 * The federation runtime (~17 KB compressed) is built into the shell only and published on
 * `globalThis._FEDERATION_RUNTIME_CORE`; remotes' production builds use that one instead of their own copy.
 */
export const remoteRuntimeExperiments = (env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild ? { externalRuntime: true } : {};
export const hostRuntimeExperiments = { provideExternalRuntime: true };

const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * Shared libraries the shell provides as a facade: a module re-exporting only the names the portal uses, so the
 * shell's build tree-shakes the library (module federation otherwise shares it whole). Every build checks that
 * it imports nothing else from them (sharedExportsCheckPlugin). A facade must not import its own package name
 * (it would get the federation wrapper of itself and export undefined): react-router-dom's imports from
 * react-router.
 */
export const FACADES = {
  'react-router-dom': path.join(REPO_ROOT, 'shell/src/federation/react-router-dom.ts'),
} as const;
type FacadePackage = keyof typeof FACADES;
const FACADE_PACKAGES = Object.keys(FACADES) as FacadePackage[];

function installedVersion(name: string): string {
  const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** What the shell's browser build shares: the FACADES packages as their facade, at the package's version. */
export function hostShared(env: { command: 'build' | 'serve'; isSsrBuild?: boolean }) {
  if (env.command !== 'build' || env.isSsrBuild) return sharedSingletons;
  const facades = Object.fromEntries(
    FACADE_PACKAGES.map((pkg) => [
      pkg,
      { ...sharedSingletons[pkg], import: FACADES[pkg], version: installedVersion(pkg) },
    ]),
  );
  return { ...sharedSingletons, ...facades };
}

/** Names a module exports in `export { a, b as c } from '…'` form (the facade's shape). */
export function facadeExports(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Value (not type-only) names a module imports from `pkg`, and whether it imports the namespace. */
export function importedNames(code: string, pkg: string): { names: string[]; namespace: boolean } {
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names: string[] = [];
  let namespace = false;
  const statement = new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const match of code.matchAll(statement)) {
    if (match[2]) continue; // import type { … }
    const clause = match[3] ?? '';
    if (/^\*/.test(clause) || /,\s*\*/.test(clause)) namespace = true;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    if (!braces) continue;
    for (const part of braces.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      const name = item.split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return { names, namespace };
}

/**
 * Fails a browser build that imports from a FACADES package a name the shell's facade does not provide (it would
 * be undefined at run time), or imports its namespace. Runs in all five vite configs; the shell's build covers
 * shared-ui and shared-api too. The facades themselves are exempt.
 */
export function sharedExportsCheckPlugin() {
  const provided = new Map(FACADE_PACKAGES.map((pkg) => [pkg, facadeExports(readFileSync(FACADES[pkg], 'utf8'))]));
  const facadeFiles = new Set<string>(Object.values(FACADES));
  const problems = new Map<string, string>();
  let skip = false;
  return {
    name: 'portal-shared-exports-check',
    apply: 'build' as const,
    enforce: 'pre' as const,
    configResolved(config: { build: { ssr: boolean | string } }) {
      skip = Boolean(config.build.ssr);
    },
    transform(code: string, id: string) {
      const file = id.split('?')[0] ?? id;
      if (skip || file.includes('/node_modules/') || file.startsWith('\0') || facadeFiles.has(file)) return null;
      if (!/\.[cm]?[jt]sx?$/.test(file)) return null;
      for (const pkg of FACADE_PACKAGES) {
        if (!code.includes(pkg)) continue;
        const { names, namespace } = importedNames(code, pkg);
        const where = path.relative(REPO_ROOT, file);
        if (namespace) problems.set(`${where}: ${pkg} *`, `${where} imports the namespace of ${pkg}`);
        for (const name of names) {
          if (!provided.get(pkg)?.has(name))
            problems.set(`${where}: ${pkg} ${name}`, `${where} imports ${name} from ${pkg}`);
        }
      }
      return null;
    },
    buildEnd() {
      if (problems.size === 0) return;
      throw new Error(
        'Names the shell does not provide (add them to its facade in shell/src/federation/, then rebuild the ' +
          `shell):\n${[...problems.values()].map((line) => `  - ${line}`).join('\n')}`,
      );
    },
  };
}
